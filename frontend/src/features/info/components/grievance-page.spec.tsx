import { screen, waitFor, within } from '@testing-library/react';
import { deferredFetch, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makePublicConfig } from '../../../../test/public-config';
import { renderApp } from '../../../../test/render-app';

/** The officer this deployment names in its settings (GRIEVANCE_OFFICER_*). */
const OFFICER = {
  name: 'Meenakshi Sundaram',
  designation: 'Head of Customer Care',
  email: 'complaints@thindi.example',
  phone: '+91 80 4567 8900',
};

const configured = () => jsonResponse(makePublicConfig({ grievanceOfficer: OFFICER }));

const officerSection = async () => within(await screen.findByRole('region', { name: 'Who answers complaints' }));

describe('/grievance', () => {
  it('names the officer this deployment sets, with links to write and to call', async () => {
    mockApi({ 'GET /api/config': configured });
    renderApp('/grievance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeVisible();
    expect(document.title).toBe('Grievance Officer | Thindi');
    const officer = await officerSection();
    expect(await officer.findByText('Meenakshi Sundaram')).toBeVisible();
    expect(officer.getByText(/Head of Customer Care/)).toBeVisible();
    expect(officer.getByRole('link', { name: 'complaints@thindi.example' })).toHaveAttribute(
      'href',
      'mailto:complaints@thindi.example',
    );
    expect(officer.getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute('href', 'tel:+918045678900');
  });

  it('says how soon a complaint is answered, how to complain about an order, and which rules require it', async () => {
    mockApi({ 'GET /api/config': configured });
    renderApp('/grievance');
    expect(
      await screen.findByText(
        /acknowledged within 48 hours, resolved within one month, with a ticket number you can track/,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/For a problem with an order, write to the grievance officer with your order number/),
    ).toBeVisible();
    expect(screen.getByText(/Consumer Protection \(E-Commerce\) Rules, 2020/)).toBeVisible();
  });

  it('names nobody while the settings are read', async () => {
    const api = deferredFetch();
    renderApp('/grievance');
    const officer = await officerSection();
    await waitFor(() => expect(api.calls.some((url) => url.pathname === '/api/config')).toBe(true));
    expect(officer.queryByRole('link')).not.toBeInTheDocument();
    expect(officer.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('leads to the contact page when the settings cannot be read', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse({ success: false, message: 'Boom' }, 500) });
    renderApp('/grievance');
    const officer = await officerSection();
    expect(await officer.findByText(/The officer's details could not be read just now/)).toBeVisible();
    expect(officer.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });
});
