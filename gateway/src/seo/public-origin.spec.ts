import { configuredOrigin, publicOrigin } from './public-origin';

describe('configuredOrigin', () => {
  it('drops a trailing slash and keeps a path', () => {
    expect(configuredOrigin('https://thindi.example/')).toBe('https://thindi.example');
    expect(configuredOrigin('https://example.in/snacks/')).toBe('https://example.in/snacks');
  });

  it('is undefined when no address is configured', () => {
    expect(configuredOrigin(undefined)).toBeUndefined();
  });
});

describe('publicOrigin', () => {
  it('prefers the configured address over the request', () => {
    expect(publicOrigin('https://thindi.example', { protocol: 'http', host: 'internal:3000' })).toBe(
      'https://thindi.example',
    );
  });

  it('falls back to the scheme and host the request came with', () => {
    expect(publicOrigin(undefined, { protocol: 'https', host: 'Shop.Example.IN' })).toBe('https://shop.example.in');
    expect(publicOrigin(undefined, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(undefined, { protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('refuses a Host header that is not a host', () => {
    for (const host of ['evil.example/<script>', 'a"b', 'user@host', '', 'a b', 'x.example:port'])
      expect(publicOrigin(undefined, { protocol: 'http', host })).toBeUndefined();
    expect(publicOrigin(undefined, { protocol: 'http', host: undefined })).toBeUndefined();
  });
});
