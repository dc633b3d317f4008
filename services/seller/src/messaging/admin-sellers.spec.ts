import {
  MAIL_QUEUE,
  MailJobs,
  OwnerAdminPatterns,
  PrincipalCheckPatterns,
  PrincipalEvents,
  SellerEvents,
  SellerPatterns,
  type AdminSellerActionResponse,
  type AdminSellerListResponse,
  type AdminSellerResponse,
  type Principal,
  type Seller,
  type SellerFigures,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import {
  admin,
  as,
  registerVerifiedSeller,
  sellerForm,
  startSellerForTest,
  type SellerFormFields,
} from '../../test/seller-fixture';
import { outbox } from '../db/schema';

/** The admin's moderation of sellers, called through the seller service's message handlers on PGlite. */
describe('seller service: admin moderation', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let publish: jest.SpyInstance;
  let addJob: jest.SpyInstance;
  let serial = 0;

  /** A newly registered (pending) seller; every one gets its own e-mail, phone and PAN. */
  const registerSeller = async (fields: SellerFormFields = {}) => {
    serial += 1;
    const form = sellerForm(String(serial).padStart(4, '0'), fields);
    return (await registerVerifiedSeller({ platform, addJob }, form)).seller;
  };

  const list = (input: Record<string, unknown>, principal = admin) =>
    platform.client.query<AdminSellerListResponse>(OwnerAdminPatterns.sellers.list, as(principal, input));
  const idsOf = async (input: Record<string, unknown>) => (await list(input)).sellers.map((s) => s.id);
  const get = (id: string, principal = admin) =>
    platform.client.query<AdminSellerResponse>(OwnerAdminPatterns.sellers.get, as(principal, { id }));
  const figures = (principal = admin) =>
    platform.client.query<SellerFigures>(OwnerAdminPatterns.sellers.figures, as(principal, {}));
  const approve = (id: string, principal = admin) =>
    platform.client.command<AdminSellerActionResponse>(SellerPatterns.approve, as(principal, { id }));
  const reject = (id: string, reason: string, principal = admin) =>
    platform.client.command<AdminSellerActionResponse>(SellerPatterns.reject, as(principal, { id, reason }));
  const toggle = (id: string, principal = admin, isActive?: boolean) =>
    platform.client.command<AdminSellerActionResponse>(
      OwnerAdminPatterns.sellers.toggle,
      as(principal, isActive === undefined ? { id } : { id, isActive }),
    );
  const login = (email: string) => platform.client.command(SellerPatterns.login, { email, password: 'Kara-Sev-2024' });

  const published = (subject: string) => publish.mock.calls.filter(([s]) => s === subject).map(([, data]) => data);
  const mailed = (job: string) =>
    addJob.mock.calls.filter(([q, name]) => q === MAIL_QUEUE && name === job).map(([, , data]) => data);

  beforeAll(async () => {
    ({ service, platform, publish, addJob } = await startSellerForTest());
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(() => service?.stop());

  beforeEach(() => {
    publish.mockClear();
    addJob.mockClear();
  });

  describe('list', () => {
    it('finds a seller by business name, owner, e-mail, phone or PAN, whatever the letter case', async () => {
      const kovai = await registerSeller({
        businessName: 'Kovai Murukku House',
        ownerName: 'Selvi Raman',
        email: 'orders@kovaisweets.in',
        phone: '9123456781',
        panNumber: 'KOVAI4321K',
      });
      for (const search of ['murukku HOUSE', 'selvi ram', 'KOVAISWEETS.IN', '23456781', 'kovai4321'])
        expect(await idsOf({ search })).toEqual([kovai.id]);
    });

    it('matches % and _ as themselves, not as wildcards', async () => {
      await registerSeller();
      expect((await list({ search: '%' })).pagination.total).toBe(0);
      expect((await list({ search: '_' })).pagination.total).toBe(0);
    });

    it('lists newest first, one page at a time, with the total over every page', async () => {
      const [a, b, c] = [
        await registerSeller({ businessName: 'Pagetest One' }),
        await registerSeller({ businessName: 'Pagetest Two' }),
        await registerSeller({ businessName: 'Pagetest Three' }),
      ];
      const first = await list({ search: 'pagetest', pageSize: '2' });
      expect(first.sellers.map((s) => s.id)).toEqual([c.id, b.id]);
      expect(first.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
      const second = await list({ search: 'pagetest', pageSize: '2', page: '2' });
      expect(second.sellers.map((s) => s.id)).toEqual([a.id]);
      expect(second.pagination).toEqual({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    });

    it('filters by state after approve, reject and switching off', async () => {
      const verified = await registerSeller({ businessName: 'Filterset Verified' });
      const rejected = await registerSeller({ businessName: 'Filterset Rejected' });
      const switchedOff = await registerSeller({ businessName: 'Filterset Off' });
      const pending = await registerSeller({ businessName: 'Filterset Pending' });
      await approve(verified.id);
      await reject(rejected.id, 'Blurry PAN card');
      await toggle(switchedOff.id);
      const search = 'filterset';
      expect(await idsOf({ search, status: 'verified' })).toEqual([verified.id]);
      expect(await idsOf({ search, status: 'pending' })).toEqual([pending.id]);
      expect(await idsOf({ search, status: 'inactive' })).toEqual([switchedOff.id, rejected.id]);
      expect(await idsOf({ search, status: 'all' })).toEqual([pending.id, switchedOff.id, rejected.id, verified.id]);
      const [shown] = (await list({ search, status: 'inactive' })).sellers.slice(1);
      expect(shown).toMatchObject({ status: 'inactive', rejectionReason: 'Blurry PAN card', isVerified: false });
    });

    it('refuses bad paging and unknown states with the field named', async () => {
      await expect(list({ pageSize: '0' })).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: expect.stringContaining('pageSize'),
      });
      await expect(list({ status: 'banned' })).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: expect.stringContaining('status'),
      });
    });
  });

  describe('admin-get', () => {
    it('answers the seller with its state, its last rejection and the account number masked', async () => {
      const s = await registerSeller();
      await reject(s.id, 'GST number missing');
      const { seller } = await get(s.id);
      expect(seller).toMatchObject({
        id: s.id,
        status: 'inactive',
        rejectionReason: 'GST number missing',
        rejectedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.any(String),
        bankDetails: { accountNumberLast4: 'XXXXXX9012' },
      });
      expect(JSON.stringify(seller)).not.toContain('123456789012');
      expect(JSON.stringify(seller)).not.toContain('passwordHash');
    });

    it('warns of other sellers registered with the same PAN, and still lets the admin approve', async () => {
      const first = await registerSeller({ businessName: 'Kovai Sweets', panNumber: 'PANDU1234P' });
      const second = await registerSeller({ businessName: 'Kovai Sweets Two', panNumber: 'pandu1234p' });
      const other = await registerSeller({ businessName: 'Other PAN' });
      expect((await get(second.id)).seller.samePan).toEqual([{ id: first.id, businessName: 'Kovai Sweets' }]);
      expect((await get(first.id)).seller.samePan).toEqual([{ id: second.id, businessName: 'Kovai Sweets Two' }]);
      expect((await get(other.id)).seller.samePan).toEqual([]);
      const approved = await approve(second.id);
      expect(approved.seller).toMatchObject({
        status: 'verified',
        samePan: [{ id: first.id, businessName: 'Kovai Sweets' }],
      });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      await expect(get(randomUUID())).rejects.toMatchObject({ kind: 'NOT_FOUND', message: 'Seller not found' });
      await expect(get('not-a-uuid')).rejects.toMatchObject({ kind: 'NOT_FOUND', message: 'Seller not found' });
    });
  });

  describe('while the event broker is down', () => {
    it('stores the decision, keeps its events and mail, and sends them in order once the broker is back', async () => {
      const s = await registerSeller({ ownerName: 'Bala', businessName: 'Bala Bakery' });
      const waiting = async () =>
        (await platform.db.drizzle({ outbox }).select().from(outbox).orderBy(outbox.seq)).map((r) => r.topic);
      publish.mockClear();
      publish.mockRejectedValueOnce(new Error('broker down'));
      await expect(approve(s.id)).resolves.toMatchObject({ seller: { status: 'verified' } });
      expect(published(SellerEvents.approved)).toHaveLength(1);
      expect(await waiting()).toEqual([SellerEvents.approved, MAIL_QUEUE, SellerEvents.publicProfileChanged]);
      expect(mailed(MailJobs.sellerApproved)).toEqual([]);

      await toggle(s.id);
      expect(publish.mock.calls.map(([subject]) => subject)).toEqual([
        SellerEvents.approved,
        SellerEvents.approved,
        SellerEvents.publicProfileChanged,
        SellerEvents.statusChanged,
        PrincipalEvents.statusChanged,
      ]);
      expect(mailed(MailJobs.sellerApproved)).toHaveLength(1);
      expect(mailed(MailJobs.sellerDeactivated)).toHaveLength(1);
      expect(await waiting()).toEqual([]);
    });
  });

  describe('approve', () => {
    it('verifies a pending seller, announces it and mails it', async () => {
      const s = await registerSeller({ ownerName: 'Meena', businessName: 'Meena Mixture' });
      const res = await approve(s.id);
      expect(res).toMatchObject({
        success: true,
        message: 'Seller approved successfully',
        seller: { id: s.id, status: 'verified', isVerified: true, isActive: true, rejectionReason: null },
      });
      expect(published(SellerEvents.approved)).toEqual([
        expect.objectContaining({ sellerId: s.id, businessName: 'Meena Mixture', isVerified: true, isActive: true }),
      ]);
      // It was active already: the gateways have nothing to forget.
      expect(published(PrincipalEvents.statusChanged)).toEqual([]);
      expect(mailed(MailJobs.sellerApproved)).toEqual([
        { to: s.email, ownerName: 'Meena', businessName: 'Meena Mixture' },
      ]);
    });

    it('verifies a rejected seller, clears the reason and lets it sign in again', async () => {
      const s = await registerSeller();
      await reject(s.id, 'Blurry PAN card');
      publish.mockClear();
      const { seller } = await approve(s.id);
      expect(seller).toMatchObject({ status: 'verified', rejectionReason: null, rejectedAt: null });
      expect(published(PrincipalEvents.statusChanged)).toEqual([{ id: s.id, role: 'seller', active: true }]);
      await expect(login(s.email)).resolves.toMatchObject({ success: true });
    });

    it('refuses a seller already verified with 409', async () => {
      const s = await registerSeller();
      await approve(s.id);
      await expect(approve(s.id)).rejects.toMatchObject({ kind: 'CONFLICT', message: 'Seller is already verified' });
    });

    it('lets only one of two admins approving at once succeed', async () => {
      const s = await registerSeller();
      const results = await Promise.allSettled([approve(s.id), approve(s.id)]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { kind: 'CONFLICT' } });
      expect(published(SellerEvents.approved)).toHaveLength(1);
    });

    it('answers 404 for an unknown seller', async () => {
      await expect(approve(randomUUID())).rejects.toMatchObject({ kind: 'NOT_FOUND', message: 'Seller not found' });
      await expect(approve('nope')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    });
  });

  describe('reject', () => {
    it('makes the seller inactive with the reason, tells the catalog and the gateways, and mails the reason', async () => {
      const s = await registerSeller({ ownerName: 'Ravi', businessName: 'Ravi Chips' });
      const res = await reject(s.id, 'PAN card is unreadable');
      expect(res).toMatchObject({
        message: 'Seller rejected',
        seller: { status: 'inactive', isVerified: false, isActive: false, rejectionReason: 'PAN card is unreadable' },
      });
      expect(published(SellerEvents.rejected)).toEqual([
        expect.objectContaining({
          sellerId: s.id,
          isVerified: false,
          isActive: false,
          reason: 'PAN card is unreadable',
        }),
      ]);
      expect(published(PrincipalEvents.statusChanged)).toEqual([{ id: s.id, role: 'seller', active: false }]);
      expect(mailed(MailJobs.sellerRejected)).toEqual([
        { to: s.email, ownerName: 'Ravi', businessName: 'Ravi Chips', reason: 'PAN card is unreadable' },
      ]);
    });

    it('lets a rejected seller sign in to read the reason, while its products stay off the storefront', async () => {
      const s = await registerSeller();
      await reject(s.id, 'Documents do not match');
      await expect(login(s.email)).resolves.toMatchObject({
        seller: { isActive: false, isVerified: false, rejectionReason: 'Documents do not match' },
      });
      await expect(platform.client.query(PrincipalCheckPatterns.seller, { id: s.id })).resolves.toEqual({
        active: true,
      });
    });

    it('keeps a seller switched off (not rejected) from signing in, and its token stops working', async () => {
      const s = await registerSeller();
      await approve(s.id);
      await toggle(s.id, admin, false);
      await expect(login(s.email)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
      await expect(platform.client.query(PrincipalCheckPatterns.seller, { id: s.id })).resolves.toEqual({
        active: false,
      });
    });

    it('rejects a verified seller too', async () => {
      const s = await registerSeller();
      await approve(s.id);
      await expect(reject(s.id, 'Selling counterfeit goods')).resolves.toMatchObject({
        seller: { status: 'inactive' },
      });
    });

    it('refuses a seller already inactive with 409', async () => {
      const s = await registerSeller();
      await reject(s.id, 'First reason');
      await expect(reject(s.id, 'Second reason')).rejects.toMatchObject({
        kind: 'CONFLICT',
        message: 'Seller is already inactive',
      });
      expect((await get(s.id)).seller.rejectionReason).toBe('First reason');
    });

    it('needs a reason', async () => {
      const s = await registerSeller();
      await expect(reject(s.id, '   ')).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: expect.stringContaining('Please provide a reason for rejection'),
      });
      expect((await get(s.id)).seller.status).toBe('pending');
    });
  });

  describe('toggle-active', () => {
    it('with the wanted state, lets only one of two admins switch a seller off; the other gets 409', async () => {
      const s = await registerSeller({ ownerName: 'Kani', businessName: 'Kani Snacks' });
      publish.mockClear();
      addJob.mockClear();
      const results = await Promise.allSettled([toggle(s.id, admin, false), toggle(s.id, admin, false)]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ kind: 'CONFLICT', message: 'Seller is already inactive' });
      expect((await get(s.id)).seller.status).toBe('inactive');
      expect(mailed(MailJobs.sellerDeactivated)).toHaveLength(1);
      await expect(toggle(s.id, admin, true)).resolves.toMatchObject({ seller: { status: 'pending' } });
    });

    it('switches a verified seller off and on again, keeping it verified', async () => {
      const s = await registerSeller({ ownerName: 'Devi', businessName: 'Devi Sweets' });
      await approve(s.id);
      publish.mockClear();
      addJob.mockClear();

      const off = await toggle(s.id);
      expect(off).toMatchObject({
        message: 'Seller deactivated',
        seller: { status: 'inactive', isVerified: true, isActive: false },
      });
      expect(published(SellerEvents.statusChanged)).toEqual([
        expect.objectContaining({ sellerId: s.id, isActive: false }),
      ]);
      expect(published(PrincipalEvents.statusChanged)).toEqual([{ id: s.id, role: 'seller', active: false }]);
      expect(mailed(MailJobs.sellerDeactivated)).toEqual([
        { to: s.email, ownerName: 'Devi', businessName: 'Devi Sweets' },
      ]);
      await expect(login(s.email)).rejects.toMatchObject({ kind: 'FORBIDDEN' });

      publish.mockClear();
      addJob.mockClear();
      const on = await toggle(s.id);
      expect(on).toMatchObject({ message: 'Seller activated', seller: { status: 'verified', isActive: true } });
      expect(published(PrincipalEvents.statusChanged)).toEqual([{ id: s.id, role: 'seller', active: true }]);
      expect(mailed(MailJobs.sellerDeactivated)).toEqual([]);
    });

    it('makes a rejected seller switched back on pending again, with its reason kept, ready to approve', async () => {
      const s = await registerSeller();
      await reject(s.id, 'Bank proof missing');
      const { seller } = await toggle(s.id);
      expect(seller).toMatchObject({ status: 'pending', rejectionReason: 'Bank proof missing' });
      await expect(approve(s.id)).resolves.toMatchObject({ seller: { status: 'verified', rejectionReason: null } });
    });

    it('answers 404 for an unknown seller', async () => {
      await expect(toggle(randomUUID())).rejects.toMatchObject({ kind: 'NOT_FOUND', message: 'Seller not found' });
    });
  });

  it('counts sellers by state in the figures', async () => {
    const before = await figures();
    const [a, b, c] = [await registerSeller(), await registerSeller(), await registerSeller()];
    await registerSeller();
    await approve(a.id);
    await reject(b.id, 'Incomplete address');
    await approve(c.id);
    await toggle(c.id);
    const after = await figures();
    expect(after).toEqual({
      totalSellers: before.totalSellers + 4,
      pendingSellers: before.pendingSellers + 1,
      verifiedSellers: before.verifiedSellers + 1,
      inactiveSellers: before.inactiveSellers + 2,
    });
    const all = await list({ pageSize: '100' });
    expect(after.totalSellers).toBe(all.pagination.total);
  });

  it('refuses every moderation call from a principal who is not an admin, changing nothing', async () => {
    const s: Seller = await registerSeller();
    const self: Principal = { id: s.id, role: 'seller', email: s.email };
    const customer: Principal = { id: randomUUID(), role: 'customer', email: 'c@example.in' };
    for (const principal of [self, customer]) {
      const calls = [
        () => list({}, principal),
        () => get(s.id, principal),
        () => figures(principal),
        () => approve(s.id, principal),
        () => reject(s.id, 'no', principal),
        () => toggle(s.id, principal),
      ];
      for (const call of calls) await expect(call()).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    }
    expect((await get(s.id)).seller.status).toBe('pending');
    expect(publish).not.toHaveBeenCalledWith(SellerEvents.approved, expect.anything());
  });

  it('refuses the old bare payload without a principal', async () => {
    const s = await registerSeller();
    await expect(platform.client.command(SellerPatterns.approve, { id: s.id })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
  });
});
