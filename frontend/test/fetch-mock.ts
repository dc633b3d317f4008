type Route = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** A minimal Response: jsdom has no fetch, and the client only reads ok, status, statusText and json(). */
export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: async () => body,
  } as Response;
}

/**
 * Replaces fetch; each call is answered by `route`, and the requested URLs are recorded: every request, and `sent`,
 * those that change something (not GET), apart from the reads the page's layout makes on its own.
 */
export function mockFetch(route: Route) {
  const calls: URL[] = [];
  const requests: { url: URL; init: RequestInit }[] = [];
  const sent: { url: URL; init: RequestInit }[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    requests.push({ url, init });
    if ((init.method ?? 'GET') !== 'GET') sent.push({ url, init });
    return route(url, init);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls, requests, sent };
}

/** A fetch whose answer arrives only when the test says so. */
export function deferredFetch() {
  let release: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => {
    release = resolve;
  });
  const mock = mockFetch(() => pending);
  return { ...mock, release: (response: Response) => release(response) };
}

/** `METHOD /path` → answer; anything else is a 404 with a message, and the product list is empty. */
export function mockApi(handlers: Record<string, (body: unknown, init: RequestInit) => Response | Promise<Response>>) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (handler) {
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      return handler(body, init);
    }
    if (url.pathname === '/api/products') return jsonResponse({ success: true, products: [] });
    return jsonResponse({ success: false, message: `No mock for ${key}` }, 404, 'Not Found');
  });
}

/** The bearer token a recorded request carried. */
export function bearer(init: RequestInit): string | undefined {
  const auth = (init.headers as Record<string, string> | undefined)?.Authorization;
  return auth?.replace(/^Bearer /, '');
}
