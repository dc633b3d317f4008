import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { apiGet, CONNECTION_ERROR_MESSAGE } from './api-client';

describe('api client errors (spec section 8)', () => {
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
