import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import {
  ApiError,
  apiGet,
  apiRequest,
  CONNECTION_ERROR_MESSAGE,
  errorMessage,
  hasErrorCode,
  resolveToken,
} from './api-client';

describe('api client errors', () => {
  it('calls the configured base with the query, skipping empty values', async () => {
    const { calls } = mockFetch(() => jsonResponse({ success: true }));
    await apiGet('/products', { query: { search: 'pak', category: undefined, empty: '' } });
    expect(`${calls[0].pathname}${calls[0].search}`).toBe('/api/products?search=pak');
  });

  it("uses the server's message", async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'Product not found' }, 404, 'Not Found'));
    await expect(apiGet('/products/x')).rejects.toMatchObject({ message: 'Product not found', status: 404 });
  });

  it('falls back to the HTTP status when the body has no message', async () => {
    mockFetch(() => jsonResponse({ success: false }, 502, 'Bad Gateway'));
    await expect(apiGet('/products')).rejects.toThrow('HTTP 502: Bad Gateway');
  });

  it('says Network error when the error body is not JSON', async () => {
    mockFetch(
      () =>
        ({ ok: false, status: 500, statusText: 'Error', json: () => Promise.reject(new SyntaxError('x')) }) as Response,
    );
    await expect(apiGet('/products')).rejects.toThrow('Network error');
  });

  it('explains an unreachable server', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('/products')).rejects.toThrow(CONNECTION_ERROR_MESSAGE);
    expect(CONNECTION_ERROR_MESSAGE).toBe('Unable to connect to server. Please check if the backend is running.');
  });
});

describe('which token a call carries', () => {
  beforeEach(() => {
    localStorage.setItem('thindi.customer.token', 'cust');
    localStorage.setItem('thindi.seller.token', 'sell');
    localStorage.setItem('thindi.admin.token', 'adm');
  });

  it.each([
    ['GET', '/orders/seller/orders', 'sell'],
    ['GET', '/products/seller/my-products', 'sell'],
    ['POST', '/products', 'sell'],
    ['PUT', '/products/p1', 'sell'],
    ['DELETE', '/products/p1', 'sell'],
    ['GET', '/products', 'cust'],
    ['GET', '/admin/stats', 'adm'],
    ['PATCH', '/admin/sellers/s1/approve', 'adm'],
    ['GET', '/orders/my-orders', 'cust'],
    ['PUT', '/users/profile', 'cust'],
  ] as const)('%s %s uses the %s token', (method, path, token) => {
    expect(resolveToken(method, path)).toBe(token);
  });

  it('falls back to the seller token when no customer is signed in', () => {
    localStorage.removeItem('thindi.customer.token');
    expect(resolveToken('GET', '/upload/file/x/info')).toBe('sell');
  });

  it('sends the resolved token as a bearer header and JSON bodies with their content type', async () => {
    const { fn } = mockFetch(() => jsonResponse({ success: true }));
    await apiRequest('PUT', '/users/preferences', { body: { orderEmails: false } });
    const init = fn.mock.calls[0][1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer cust', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"orderEmails":false}');
  });

  it('sends no token when told so, and keeps the server message apart', async () => {
    const { fn } = mockFetch(() => jsonResponse({ success: false, message: 'Invalid OTP' }, 400));
    const error = await apiRequest('POST', '/auth/login', { body: {}, token: null }).catch((e: unknown) => e);
    expect((fn.mock.calls[0][1] as RequestInit).headers).not.toHaveProperty('Authorization');
    expect(errorMessage(error, 'Login failed')).toBe('Invalid OTP');
    expect(errorMessage(new ApiError('HTTP 500: x', 500), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new ApiError(CONNECTION_ERROR_MESSAGE), 'Login failed')).toBe(CONNECTION_ERROR_MESSAGE);
  });
});

describe('domain error codes', () => {
  it('exposes the code the server sent with its message', async () => {
    mockFetch(() =>
      jsonResponse({ success: false, message: 'Only 2 left', code: 'ORDER.OUT_OF_STOCK' }, 409, 'Conflict'),
    );
    const error = await apiGet('/orders').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Only 2 left', status: 409, code: 'ORDER.OUT_OF_STOCK' });
    expect(hasErrorCode(error, 'ORDER.OUT_OF_STOCK')).toBe(true);
  });

  it('keeps a code it does not know as sent, matching none of its own, and has none when the answer has none', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'Odd', code: 'SOMETHING.NEW' }, 400));
    const error = await apiGet('/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(hasErrorCode(error, 'REQUEST.INVALID')).toBe(false);
    mockFetch(() => jsonResponse({ success: false, message: 'Odd' }, 400));
    expect(((await apiGet('/orders').catch((e: unknown) => e)) as ApiError).code).toBeUndefined();
    expect(hasErrorCode(new ApiError(CONNECTION_ERROR_MESSAGE), 'SERVICE.UNAVAILABLE')).toBe(false);
  });
});
