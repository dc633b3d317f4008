type Route = (url: URL) => Response | Promise<Response>;

/** A minimal Response: jsdom has no fetch, and the client only reads ok, status, statusText and json(). */
export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: async () => body,
  } as Response;
}

/** Replaces fetch; each call is answered by `route`, and the requested URLs are recorded. */
export function mockFetch(route: Route) {
  const calls: URL[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    return route(url);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
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
