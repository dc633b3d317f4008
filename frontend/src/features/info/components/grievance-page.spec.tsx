import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { deferredFetch, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makeIssue } from '../../../../test/issue.factory';
import { makePublicConfig } from '../../../../test/public-config';
import { currentUrl, renderApp } from '../../../../test/render-app';

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
    expect(screen.getByText(/open the order under/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
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

  describe('a complaint not about one order', () => {
    const complaintSection = async () => within(await screen.findByRole('region', { name: 'Any other complaint' }));
    const NUMBER = 'TK-20261203-7HH2K';
    const complaint = makeIssue({
      number: NUMBER,
      kind: 'complaint',
      topic: 'personal-data',
      status: 'escalated',
      orderId: null,
      orderNumber: null,
      sellerId: null,
      sellerName: null,
      lines: [],
      photos: [],
      value: 0,
      description: 'Please correct the phone number you hold for me.',
      history: [{ status: 'escalated', at: '2026-12-03T10:00:00.000Z', by: 'shopper', note: 'Complaint filed' }],
    });

    it('asks a visitor to sign in first', async () => {
      mockApi({ 'GET /api/config': configured });
      renderApp('/grievance');
      const section = await complaintSection();
      expect(await section.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(section.queryByRole('form', { name: 'File a complaint' })).not.toBeInTheDocument();
    });

    it("files a signed-in shopper's complaint and opens its ticket, after checking what was typed", async () => {
      storeCustomer(makeUser(), 'cust-token');
      const api = mockApi({
        'GET /api/config': configured,
        'GET /api/auth/me': () => meResponse(makeUser()),
        'POST /api/support': () => jsonResponse({ success: true, issue: complaint }, 201),
        [`GET /api/support/${NUMBER}`]: () => jsonResponse({ success: true, issue: complaint }),
      });
      const { router } = renderApp('/grievance');
      const section = await complaintSection();
      const form = await section.findByRole('form', { name: 'File a complaint' });
      const user = userEvent.setup();
      await user.click(within(form).getByRole('button', { name: 'Send to the grievance officer' }));
      expect(await within(form).findByText('Please choose what it is about')).toBeVisible();
      expect(api.sent.some((r) => r.url.pathname === '/api/support')).toBe(false);

      await user.selectOptions(within(form).getByLabelText(/What is it about/), 'My personal data');
      await user.type(
        within(form).getByLabelText(/Your complaint/),
        'Please correct the phone number you hold for me.',
      );
      await user.click(within(form).getByRole('button', { name: 'Send to the grievance officer' }));
      await waitFor(() => expect(currentUrl(router)).toBe(`/support/${NUMBER}`));
      const sent = api.sent.find((r) => r.url.pathname === '/api/support');
      expect(JSON.parse(String(sent?.init.body))).toEqual({
        topic: 'personal-data',
        description: 'Please correct the phone number you hold for me.',
      });
      const page = await screen.findByRole('region', { name: `Ticket ${NUMBER}` });
      expect(within(page).getByText('My personal data')).toBeVisible();
      expect(within(page).getByText('Complaint to the grievance officer')).toBeVisible();
    });

    it("shows the server's refusal in the form", async () => {
      storeCustomer(makeUser(), 'cust-token');
      mockApi({
        'GET /api/config': configured,
        'GET /api/auth/me': () => meResponse(makeUser()),
        'POST /api/support': () =>
          jsonResponse(
            { success: false, code: 'ORDER.COMPLAINTS_WAITING', message: 'You have 5 complaints waiting' },
            409,
          ),
      });
      renderApp('/grievance');
      const form = await (await complaintSection()).findByRole('form', { name: 'File a complaint' });
      const user = userEvent.setup();
      await user.selectOptions(within(form).getByLabelText(/What is it about/), 'A seller');
      await user.type(within(form).getByLabelText(/Your complaint/), 'The seller never answers my calls at all.');
      await user.click(within(form).getByRole('button', { name: 'Send to the grievance officer' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('You have 5 complaints waiting');
    });
  });
});
