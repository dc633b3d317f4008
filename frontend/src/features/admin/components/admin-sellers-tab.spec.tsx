import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, later, listOf, makeAdminSeller, openAdminDashboard } from '../../../../test/admin';

type Handlers = NonNullable<Parameters<typeof openAdminDashboard>[0]>['handlers'];

async function openSellers(handlers: Handlers = {}, sellers = [makeAdminSeller()]) {
  const opened = await openAdminDashboard({
    handlers: { 'GET /api/admin/sellers': () => listOf('sellers', sellers, 1, 45), ...handlers },
  });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Sellers' }));
  await screen.findByRole('heading', { name: 'Seller Management' });
  return { ...opened, u };
}

const sellerCalls = (api: Parameters<typeof callsTo>[0]) => callsTo(api, 'GET', '/api/admin/sellers');
/** The page the request being answered asks for (fetch records a call before answering it). */
const requestedPage = () => {
  const [input] = jest.mocked(globalThis.fetch).mock.calls.at(-1) ?? [''];
  return Number(new URL(String(input), 'http://localhost').searchParams.get('page') ?? '1');
};

describe('admin sellers tab', () => {
  it('lists sellers with type, owner, contact and status, with approve and reject only for pending ones', async () => {
    const sellers = [
      makeAdminSeller(),
      makeAdminSeller({ _id: 's2', businessName: 'Ghee Mane', isVerified: true, status: 'verified' }),
    ];
    await openSellers({}, sellers);
    const pending = (await screen.findByText('Amma Sweets')).closest('tr') as HTMLElement;
    expect(pending).toHaveTextContent('Individual');
    expect(pending).toHaveTextContent('Lakshmi Devi');
    expect(pending).toHaveTextContent('amma@example.com');
    expect(pending).toHaveTextContent('9876543210');
    expect(pending).toHaveTextContent('Pending');
    expect(within(pending).getByRole('button', { name: 'Approve Amma Sweets' })).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Reject Amma Sweets' })).toBeVisible();
    const verified = screen.getByText('Ghee Mane').closest('tr') as HTMLElement;
    expect(verified).toHaveTextContent('Verified');
    expect(within(verified).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(within(verified).getByRole('button', { name: 'View details of Ghee Mane' })).toBeVisible();
  });

  it("marks a seller that has not proven its e-mail with 'E-mail not verified', and keeps approval possible", async () => {
    const sellers = [
      makeAdminSeller({ emailVerified: false }),
      makeAdminSeller({ _id: 's2', businessName: 'Ghee Mane', emailVerified: true }),
    ];
    await openSellers({}, sellers);
    const unproven = (await screen.findByText('Amma Sweets')).closest('tr') as HTMLElement;
    expect(within(unproven).getByText('E-mail not verified')).toBeVisible();
    expect(within(unproven).getByRole('button', { name: 'Approve Amma Sweets' })).toBeVisible();
    const proven = screen.getByText('Ghee Mane').closest('tr') as HTMLElement;
    expect(within(proven).queryByText('E-mail not verified')).not.toBeInTheDocument();
  });

  it('sends the debounced search and the status filter, back on page 1', async () => {
    const { api, u } = await openSellers();
    await screen.findByText('Amma Sweets');
    const pages = screen.getByRole('navigation', { name: 'Sellers pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await u.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sellerCalls(api).at(-1)?.url.searchParams.get('page')).toBe('2'));

    await u.type(screen.getByRole('searchbox', { name: 'Search sellers' }), 'amma');
    await waitFor(() => expect(sellerCalls(api).at(-1)?.url.searchParams.get('search')).toBe('amma'));
    expect(sellerCalls(api).filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);
    expect(sellerCalls(api).at(-1)?.url.searchParams.get('page')).toBe('1');

    await u.selectOptions(screen.getByRole('combobox', { name: 'Filter sellers by status' }), 'Verified');
    await waitFor(() =>
      expect(sellerCalls(api).at(-1)?.url.search).toBe('?status=verified&search=amma&page=1&pageSize=20'),
    );
    expect(bearer(sellerCalls(api)[0].init)).toBe('adm-tok');
  });

  it('approves with a PATCH, the button disabled meanwhile, then reloads the stats and the list', async () => {
    const pending = later();
    const { api, u } = await openSellers({ 'PATCH /api/admin/sellers/s1/approve': () => pending.answer });
    await u.click(await screen.findByRole('button', { name: 'Approve Amma Sweets' }));
    expect(screen.getByRole('button', { name: 'Approve Amma Sweets' })).toBeDisabled();
    const before = { stats: callsTo(api, 'GET', '/api/admin/stats').length, sellers: sellerCalls(api).length };
    pending.release(jsonResponse({ success: true, message: 'Seller approved', seller: makeAdminSeller() }));
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/stats')).toHaveLength(before.stats + 1));
    await waitFor(() => expect(sellerCalls(api)).toHaveLength(before.sellers + 1));
    expect(callsTo(api, 'PATCH', '/api/admin/sellers/s1/approve')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('steps back to the last page when a change empties the page shown', async () => {
    let approved = false;
    const { api, u } = await openSellers({
      'GET /api/admin/sellers': () => {
        const page = requestedPage();
        if (approved) return listOf('sellers', page === 3 ? [] : [makeAdminSeller({ _id: `p${page}` })], page, 40);
        return listOf('sellers', [makeAdminSeller()], page, 45);
      },
      'PATCH /api/admin/sellers/s1/approve': () => {
        approved = true;
        return jsonResponse({ success: true, message: 'Seller approved', seller: makeAdminSeller() });
      },
    });
    const pages = screen.getByRole('navigation', { name: 'Sellers pages' });
    await u.click(within(pages).getByRole('button', { name: 'Next' }));
    await u.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 3 of 3'));
    await u.click(await screen.findByRole('button', { name: 'Approve Amma Sweets' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 2'));
    expect(sellerCalls(api).at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it("shows 'Failed to approve seller' when the server gives no message", async () => {
    const { u } = await openSellers({ 'PATCH /api/admin/sellers/s1/approve': () => jsonResponse({}, 500, 'Oops') });
    await u.click(await screen.findByRole('button', { name: 'Approve Amma Sweets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve seller');
    expect(screen.getByRole('button', { name: 'Approve Amma Sweets' })).toBeEnabled();
  });

  it('rejects only with a reason typed in the dialog, never a browser prompt', async () => {
    const prompt = jest.spyOn(window, 'prompt');
    const { api, u } = await openSellers({
      'PATCH /api/admin/sellers/s1/reject': () =>
        jsonResponse({ success: true, message: 'Seller rejected', seller: makeAdminSeller() }),
    });
    const reject = await screen.findByRole('button', { name: 'Reject Amma Sweets' });
    await u.click(reject);
    let ask = await screen.findByRole('dialog', { name: 'Reject Amma Sweets' });
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await u.click(reject);
    ask = await screen.findByRole('dialog', { name: 'Reject Amma Sweets' });
    await u.type(within(ask).getByLabelText(/^Reason for rejection/), '   ');
    await u.click(within(ask).getByRole('button', { name: 'Reject seller' }));
    expect(await within(ask).findByText('Please provide a reason for rejection')).toBeVisible();
    expect(callsTo(api, 'PATCH', '/api/admin/sellers/s1/reject')).toHaveLength(0);

    await u.clear(within(ask).getByLabelText(/^Reason for rejection/));
    await u.type(within(ask).getByLabelText(/^Reason for rejection/), ' Blurred PAN card ');
    await u.click(within(ask).getByRole('button', { name: 'Reject seller' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', '/api/admin/sellers/s1/reject')).toHaveLength(1));
    const sent = callsTo(api, 'PATCH', '/api/admin/sellers/s1/reject')[0].init.body;
    expect(JSON.parse(String(sent))).toEqual({ reason: 'Blurred PAN card' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(prompt).not.toHaveBeenCalled();
    prompt.mockRestore();
  });

  it('shows the rejection reason in the list, and marks a resubmitted seller', async () => {
    await openSellers({}, [
      makeAdminSeller({ isActive: false, status: 'inactive', rejectionReason: 'Blurred PAN' }),
      makeAdminSeller({ _id: 's2', id: 's2', businessName: 'Kaveri Foods', rejectionReason: 'Wrong IFSC' }),
    ]);
    expect(await screen.findByText('Rejected: Blurred PAN')).toBeVisible();
    expect(screen.getByText('Resubmitted after: Wrong IFSC')).toBeVisible();
  });
});

describe('seller details panel', () => {
  const rejected = makeAdminSeller({
    isActive: false,
    status: 'inactive',
    rejectionReason: 'Blurred PAN',
    gstNumber: null,
  });

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:doc-1');
    URL.revokeObjectURL = jest.fn();
  });

  it("shows 'E-mail not verified' in the details of a seller that has not proven its e-mail", async () => {
    const unproven = makeAdminSeller({ emailVerified: false });
    const { u } = await openSellers(
      { 'GET /api/admin/sellers/s1': () => jsonResponse({ success: true, seller: unproven }) },
      [unproven],
    );
    await u.click(await screen.findByRole('button', { name: 'View details of Amma Sweets' }));
    const dialog = screen.getByRole('dialog', { name: 'Amma Sweets' });
    expect(dialog).toHaveTextContent('E-mail not verified');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeVisible();
  });

  it('warns in the details when another seller registered with the same PAN, and still offers Approve', async () => {
    const pending = makeAdminSeller();
    const { u } = await openSellers(
      {
        'GET /api/admin/sellers/s1': () =>
          jsonResponse({
            success: true,
            seller: { ...pending, samePan: [{ id: 's2', businessName: 'Kovai Sweets' }] },
          }),
      },
      [pending],
    );
    await u.click(await screen.findByRole('button', { name: 'View details of Amma Sweets' }));
    const dialog = screen.getByRole('dialog', { name: 'Amma Sweets' });
    expect(await within(dialog).findByRole('note', { name: 'Same PAN' })).toHaveTextContent('Same PAN as Kovai Sweets');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('shows no PAN warning when no other seller holds the PAN', async () => {
    const pending = makeAdminSeller();
    const { api, u } = await openSellers(
      { 'GET /api/admin/sellers/s1': () => jsonResponse({ success: true, seller: { ...pending, samePan: [] } }) },
      [pending],
    );
    await u.click(await screen.findByRole('button', { name: 'View details of Amma Sweets' }));
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/sellers/s1')).toHaveLength(1));
    expect(screen.queryByText(/Same PAN as/)).not.toBeInTheDocument();
  });

  it('shows the details with a masked account, the documents, and closes with Close or Escape', async () => {
    const { api, u } = await openSellers(
      { 'GET /api/admin/sellers/s1': () => jsonResponse({ success: true, seller: rejected }) },
      [rejected],
    );
    await u.click(await screen.findByRole('button', { name: 'View details of Amma Sweets' }));
    const dialog = screen.getByRole('dialog', { name: 'Amma Sweets' });
    expect(dialog).toHaveTextContent('XXXXXX1234');
    expect(dialog).toHaveTextContent('SBIN0001234');
    expect(dialog).toHaveTextContent('ABCDE1234F');
    expect(dialog).toHaveTextContent('GSTN/A');
    expect(dialog).toHaveTextContent('1 Temple St, Madurai, Tamil Nadu - 625001');
    expect(dialog).toHaveTextContent('Rejection reason: Blurred PAN');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Activate' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('group', { name: 'Bank Document' })).getByText('Not uploaded'),
    ).toBeVisible();
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/sellers/s1')).toHaveLength(1));

    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'View details of Amma Sweets' }));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches a document with the admin token and previews the image', async () => {
    const file = { ok: true, status: 200, blob: async () => new Blob(['img'], { type: 'image/png' }) } as Response;
    const { api, u } = await openSellers({ 'GET /api/admin/sellers/s1/documents/aadhar': () => file });
    await u.click(await screen.findByRole('button', { name: 'View details of Amma Sweets' }));
    const aadhar = screen.getByRole('group', { name: 'Aadhar Card' });
    await u.click(within(aadhar).getByRole('button', { name: 'View' }));
    expect(await within(aadhar).findByRole('img', { name: 'Aadhar Card preview' })).toHaveAttribute(
      'src',
      'blob:doc-1',
    );
    expect(within(aadhar).getByRole('link', { name: 'Open Aadhar Card' })).toHaveAttribute('href', 'blob:doc-1');
    expect(bearer(callsTo(api, 'GET', '/api/admin/sellers/s1/documents/aadhar')[0].init)).toBe('adm-tok');
  });

  it('deactivates a verified seller from the panel and reloads all admin data', async () => {
    const verified = makeAdminSeller({ isVerified: true, status: 'verified' });
    const { api, u } = await openSellers(
      {
        'PATCH /api/admin/sellers/s1/toggle-status': () =>
          jsonResponse({ success: true, message: 'Seller deactivated', seller: verified }),
      },
      [verified],
    );
    await u.click(await screen.findByRole('button', { name: 'View details of Amma Sweets' }));
    const dialog = screen.getByRole('dialog', { name: 'Amma Sweets' });
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate Amma Sweets' });
    await u.type(within(ask).getByLabelText(/^Reason/), 'Repeated late shipping');
    await u.click(within(ask).getByRole('button', { name: 'Deactivate seller' }));
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/stats')).toHaveLength(2));
    const toggles = callsTo(api, 'PATCH', '/api/admin/sellers/s1/toggle-status');
    expect(toggles.map((t) => JSON.parse(String(t.init.body)))).toEqual([
      { isActive: false, reason: 'Repeated late shipping' },
    ]);
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/audit-log')).toHaveLength(2));
  });
});
