import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { storeCustomer } from '../../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makePublicConfig } from '../../../../test/public-config';
import { renderWithClient } from '../../../../test/render-with-client';
import { YourDataSection } from './your-data-section';

/** A file answer as the gateway sends GET /api/users/me/data. */
const dataFile = () =>
  ({
    ...jsonResponse(null),
    headers: new Headers({ 'content-disposition': 'attachment; filename="thindi-my-data-2026-11-08.json"' }),
    blob: async () => new Blob(['{}'], { type: 'application/json' }),
  }) as Response;

function openSection(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/config': () => jsonResponse(makePublicConfig()), ...handlers });
  storeCustomer(undefined, 'cust-token');
  renderWithClient(
    <MemoryRouter>
      <YourDataSection email="asha@example.com" onDeleted={jest.fn()} />
    </MemoryRouter>,
  );
  return { api, u: userEvent.setup() };
}

describe("the account's 'Your data' section", () => {
  const saved: string[] = [];
  let click: jest.SpyInstance;
  beforeEach(() => {
    saved.length = 0;
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => click.mockRestore());

  it('says in plain words what is kept, why, who gets it, how long, and who answers complaints', async () => {
    openSection();

    expect(screen.getByRole('heading', { name: 'What we keep' })).toBeVisible();
    expect(screen.getByText(/your orders and their invoices, the problems you report/)).toBeVisible();
    expect(screen.getByText(/to invoice them as GST law requires, to answer your complaints/)).toBeVisible();
    expect(screen.getByText(/The seller of each order gets the name, address and phone/)).toBeVisible();
    expect(screen.getByText(/courier/)).toBeVisible();
    expect(screen.getByText(/72 months \(six years\).*section 36 of the CGST Act/)).toBeVisible();
    expect(await screen.findByText(/Lakshmi Narayanan \(Grievance Officer\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'grievance@thindi.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@thindi.example',
    );
  });

  it("downloads the shopper's data with their token and saves it under the server's dated name", async () => {
    const { api, u } = openSection({ 'GET /api/users/me/data': dataFile });

    await u.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toEqual(['thindi-my-data-2026-11-08.json']));
    const request = api.requests.find((r) => r.url.pathname === '/api/users/me/data');
    expect(bearer(request!.init)).toBe('cust-token');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says so when the copy cannot be made, and saves nothing', async () => {
    const { u } = openSection({
      'GET /api/users/me/data': () =>
        jsonResponse(
          {
            success: false,
            code: 'SERVICE.UNAVAILABLE',
            message: 'Your data could not be gathered just now. Nothing was changed; please try again in a minute.',
          },
          503,
          'Service Unavailable',
        ),
    });

    await u.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your data could not be gathered just now');
    expect(saved).toEqual([]);
  });
});
