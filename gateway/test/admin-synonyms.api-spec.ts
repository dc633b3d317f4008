import type {
  AdminAuditResponse,
  ProductBrowseResponse,
  SynonymGroupListResponse,
  SynonymGroupResponse,
} from '@thindi/contracts';
import { call } from './accounts-helpers';
import { newCustomer, send } from './orders-helpers';
import { registerSeller } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** The admin's synonym groups: listed, added, changed and removed, audited, and in force at once. */
const ADMIN = { email: 'moderator@thindi.in', password: 'Filter-Kaapi-42' };
const UNKNOWN = '6b0f5c4e-0000-4000-8000-000000000000';
let app: TestApp;
let adminToken: string;

async function api<T = Record<string, unknown>>(method: string, url: string, token?: string, body?: unknown) {
  const res = await send(app, method, url, token, body);
  return { status: res.status, body: res.body as unknown as T & { message?: string; code?: string } };
}
const admin = <T>(method: string, url: string, body?: unknown) => api<T>(method, url, adminToken, body);
/** Through the storefront cache, as a shopper's browser would ask. */
const namesFor = async (text: string) =>
  (await api<ProductBrowseResponse>('GET', `/api/products?search=${encodeURIComponent(text)}`)).body.products.map(
    (p) => p.name,
  );

beforeAll(async () => {
  app = await startStandalone({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = (await call(app, 'POST', '/api/admin/login', ADMIN)).body.token!;
}, 300_000);
afterAll(() => app?.stop());

describe('who may change the synonyms', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/synonyms'],
    ['POST', '/api/admin/synonyms', { terms: ['vada', 'wada'] }],
    ['PUT', `/api/admin/synonyms/${UNKNOWN}`, { terms: ['vada', 'wada'] }],
    ['DELETE', `/api/admin/synonyms/${UNKNOWN}`],
  ];

  it('refuses anonymous callers (401), customers and sellers (403)', async () => {
    const customer = (await newCustomer(app)).token;
    const seller = (await registerSeller(app, 'Curious Seller')).token;
    for (const [method, url, body] of routes) {
      expect([url, (await api(method, url, undefined, body)).status]).toEqual([url, 401]);
      expect([url, (await api(method, url, customer, body)).status]).toEqual([url, 403]);
      expect([url, (await api(method, url, seller, body)).status]).toEqual([url, 403]);
    }
  });
});

describe('the synonym groups', () => {
  it('lists the built-in groups', async () => {
    const { status, body } = await admin<SynonymGroupListResponse>('GET', '/api/admin/synonyms');
    expect(status).toBe(200);
    const builtIn = body.groups.filter((g) => g.builtIn).map((g) => g.terms);
    expect(builtIn).toEqual(expect.arrayContaining([['ladoo', 'laddu', 'ladu'].sort(), ['mysore pak', 'mysorepak']]));
    expect(builtIn).toHaveLength(10);
  });

  it('puts a new group in force at once, dropping a cached search answer', async () => {
    expect(await namesFor('tukkudi')).not.toContain('Kodubale');
    const { status, body } = await admin<SynonymGroupResponse>('POST', '/api/admin/synonyms', {
      terms: [' Kodubale ', 'TUKKUDI'],
    });
    expect(status).toBe(201);
    expect(body).toEqual(
      expect.objectContaining({ message: 'Synonyms saved', group: expect.objectContaining({ builtIn: false }) }),
    );
    expect(body.group.terms).toEqual(['kodubale', 'tukkudi']);
    expect(await namesFor('tukkudi')).toContain('Kodubale');
  });

  it("replaces a group's terms, and removes a group", async () => {
    const created = await admin<SynonymGroupResponse>('POST', '/api/admin/synonyms', { terms: ['jangiri', 'imarti'] });
    expect(await namesFor('imarti')).toContain('Jangiri');
    const id = created.body.group.id;
    const updated = await admin<SynonymGroupResponse>('PUT', `/api/admin/synonyms/${id}`, {
      terms: ['jangiri', 'jalebi'],
    });
    expect([updated.status, updated.body.group.terms]).toEqual([200, ['jalebi', 'jangiri']]);
    expect(await namesFor('jalebi')).toContain('Jangiri');
    expect(await namesFor('imarti')).not.toContain('Jangiri');

    const deleted = await admin('DELETE', `/api/admin/synonyms/${id}`);
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Synonyms deleted']);
    expect(await namesFor('jalebi')).not.toContain('Jangiri');
  });

  it('writes each change into the audit log', async () => {
    const { body } = await admin<AdminAuditResponse>('GET', '/api/admin/audit-log?pageSize=100');
    const actions = body.entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['synonyms.create', 'synonyms.update', 'synonyms.delete']));
  });

  it('refuses a term another group has with a 409, saving nothing', async () => {
    const before = await admin<SynonymGroupListResponse>('GET', '/api/admin/synonyms');
    const res = await admin('POST', '/api/admin/synonyms', { terms: ['motichoor', 'ladoo'] });
    expect([res.status, res.body.code]).toEqual([409, 'CATALOG.SYNONYM_TERM_TAKEN']);
    expect(res.body.message).toContain('ladoo');
    expect((await admin<SynonymGroupListResponse>('GET', '/api/admin/synonyms')).body).toEqual(before.body);
  });

  it('answers 404 for a group that does not exist, whatever the id looks like', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const put = await admin('PUT', `/api/admin/synonyms/${id}`, { terms: ['vada', 'wada'] });
      expect([id, put.status, put.body.code]).toEqual([id, 404, 'CATALOG.SYNONYM_GROUP_NOT_FOUND']);
      expect((await admin('DELETE', `/api/admin/synonyms/${id}`)).status).toBe(404);
    }
  });

  it('refuses bad terms with a 400 that names the problem', async () => {
    const cases: Array<[unknown, string]> = [
      [{ terms: ['vada'] }, 'at least 2'],
      [{ terms: ['vada', 'vada '] }, 'at least 2'],
      [{ terms: ['vada', 'wada1'] }, 'letters'],
      [{ terms: ['vada', 'w<a>da'] }, 'letters'],
      [{ terms: Array.from({ length: 13 }, (_, i) => `vada${'a'.repeat(i)}`) }, 'at most 12'],
      [{ terms: 'vada, wada' }, 'terms'],
      [{}, 'terms'],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', '/api/admin/synonyms', body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(res.body.message).toContain(message);
    }
  });
});
