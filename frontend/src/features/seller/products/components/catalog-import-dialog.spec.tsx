import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse, type mockApi } from '../../../../../test/fetch-mock';
import { callsTo, makeSellerProduct, openDashboard } from '../../../../../test/seller-dashboard';
import type { CatalogImportReport } from '@thindi/contracts';

type Handlers = Parameters<typeof mockApi>[0];
const IMPORT = '/api/sellers/products/import';
const csv = (name = 'catalogue.csv') => new File(['product_key,name\n'], name, { type: 'text/csv' });
const report = (overrides: Partial<CatalogImportReport> = {}): CatalogImportReport => ({
  created: 2,
  updated: 3,
  unchanged: 40,
  errors: [],
  ...overrides,
});
const dialog = () => within(screen.getByRole('dialog', { name: 'Upload catalogue CSV' }));
const sentDryRun = (init: RequestInit) => (init.body as FormData).get('dryRun');

async function openImport(handlers: Handlers, products = [makeSellerProduct({ name: 'Thattai' })]) {
  const view = await openDashboard({ products, handlers });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Products' }));
  await u.click(await screen.findByRole('button', { name: 'Upload CSV' }));
  await u.upload(dialog().getByLabelText('CSV file'), csv());
  return { ...view, u };
}

describe('catalogue file', () => {
  it('checks a file and lists every problem by row and column, changing nothing', async () => {
    const errors = [
      { row: 4, column: 'mrp', message: '500 g: price with GST ₹189.00 is above the MRP ₹180.00' },
      { row: 9, column: 'sku', message: 'SKU MP-1KG is on another pack' },
    ];
    const { api, u } = await openImport({
      [`POST ${IMPORT}`]: () =>
        jsonResponse(
          { success: false, message: 'The file has 2 errors; nothing was changed', report: report({ errors }) },
          400,
          'Bad Request',
        ),
    });
    expect(dialog().getByRole('button', { name: 'Import' })).toBeDisabled();
    await u.click(dialog().getByRole('button', { name: 'Check file' }));

    expect(await dialog().findByRole('status')).toHaveTextContent(
      '2 problems in the file; nothing was changed. Fix them and check the file again.',
    );
    const rows = within(dialog().getByRole('table', { name: 'Problems in the file' })).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['4', 'mrp', '500 g: price with GST ₹189.00 is above the MRP ₹180.00'],
      ['9', 'sku', 'SKU MP-1KG is on another pack'],
    ]);
    expect(dialog().getByRole('button', { name: 'Import' })).toBeDisabled();
    const [call] = callsTo(api, 'POST', IMPORT);
    expect(sentDryRun(call.init)).toBe('true');
    expect(((call.init.body as FormData).get('file') as File).name).toBe('catalogue.csv');
    expect(bearer(call.init)).toBe('s-tok');
  });

  it('imports a file that checked clean, then reads the products again', async () => {
    const { api, u } = await openImport({
      [`POST ${IMPORT}`]: (_body, init) =>
        jsonResponse({ success: true, dryRun: sentDryRun(init) === 'true', report: report() }),
    });
    await u.click(dialog().getByRole('button', { name: 'Check file' }));
    expect(await dialog().findByRole('status')).toHaveTextContent('No problems found. Import the file to apply it.');
    expect(dialog().getByText('To create').nextSibling).toHaveTextContent('2');
    const reads = callsTo(api, 'GET', '/api/products/seller/my-products').length;

    await u.click(dialog().getByRole('button', { name: 'Import' }));
    expect(await dialog().findByText('The file was imported.')).toBeVisible();
    expect(dialog().getByText('Created').nextSibling).toHaveTextContent('2');
    expect(callsTo(api, 'POST', IMPORT).map((call) => sentDryRun(call.init))).toEqual(['true', 'false']);
    await waitFor(() => expect(callsTo(api, 'GET', '/api/products/seller/my-products').length).toBe(reads + 1));
    await u.click(dialog().getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows a large file’s job with a progress bar until its report arrives', async () => {
    let job = { status: 'running', progress: { done: 250, total: 800 } } as Record<string, unknown>;
    const { api, u } = await openImport({
      [`POST ${IMPORT}`]: () => jsonResponse({ success: true, jobId: 'job-1', status: 'queued' }, 202, 'Accepted'),
      [`GET ${IMPORT}/job-1`]: () => jsonResponse({ success: true, jobId: 'job-1', dryRun: true, ...job }),
    });
    await u.click(dialog().getByRole('button', { name: 'Check file' }));

    const bar = await dialog().findByRole('progressbar', { name: 'Progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '250'));
    expect(bar).toHaveAttribute('max', '800');
    expect(dialog().getByText('250 of 800 rows')).toBeVisible();
    expect(dialog().getByRole('button', { name: 'Check file' })).toBeDisabled();

    job = { status: 'done', progress: { done: 800, total: 800 }, report: report({ created: 800, unchanged: 0 }) };
    expect(await dialog().findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('No problems found.');
    expect(dialog().queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dialog().getByText('To create').nextSibling).toHaveTextContent('800');
    expect(bearer(callsTo(api, 'GET', `${IMPORT}/job-1`)[0].init)).toBe('s-tok');
  });

  it('downloads the catalogue with the seller’s token under the server’s file name', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    const { api } = await openDashboard({
      handlers: {
        'GET /api/sellers/products.csv': () =>
          ({
            ...jsonResponse(null),
            headers: new Headers({ 'content-disposition': 'attachment; filename="amma-products.csv"' }),
            blob: async () => new Blob(['product_key\n']),
          }) as Response,
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Products' }));
    await u.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['amma-products.csv']));
    expect(bearer(callsTo(api, 'GET', '/api/sellers/products.csv')[0].init)).toBe('s-tok');
    click.mockRestore();
  });
});
