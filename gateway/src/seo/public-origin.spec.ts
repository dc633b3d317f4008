import { configuredOrigin, originSettings, publicOrigin } from './public-origin';

const LOCAL = { configured: undefined, allowedHosts: ['localhost', '127.0.0.1', '::1', 'shop.example.in'] };

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
    const settings = { configured: 'https://thindi.example', allowedHosts: [] };
    expect(publicOrigin(settings, { protocol: 'http', host: 'internal:3000' })).toBe('https://thindi.example');
  });

  it('falls back to the scheme and host the request came with, port included, for an allowed host', () => {
    expect(publicOrigin(LOCAL, { protocol: 'https', host: 'Shop.Example.IN' })).toBe('https://shop.example.in');
    expect(publicOrigin(LOCAL, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(LOCAL, { protocol: 'http', host: 'localhost:8080' })).toBe('http://localhost:8080');
    expect(publicOrigin(LOCAL, { protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('names no origin for a host outside the allowed ones', () => {
    for (const host of ['attacker.example', 'attacker.example:3000', 'localhost.attacker.example', '10.0.0.1'])
      expect(publicOrigin(LOCAL, { protocol: 'http', host })).toBeUndefined();
  });

  it('refuses a Host header that is not a host', () => {
    for (const host of ['evil.example/<script>', 'a"b', 'user@localhost', '', 'a b', 'localhost:port'])
      expect(publicOrigin(LOCAL, { protocol: 'http', host })).toBeUndefined();
    expect(publicOrigin(LOCAL, { protocol: 'http', host: undefined })).toBeUndefined();
  });
});

describe('originSettings', () => {
  const config = { PUBLIC_URL: undefined, ALLOWED_HOSTS: ['localhost'], TRUST_PROXY: false };

  it('varies answers by Host only while the origin comes from the request', () => {
    expect(originSettings(config).vary).toBe('Host');
    expect(originSettings({ ...config, TRUST_PROXY: true }).vary).toBe('Host, X-Forwarded-Host, X-Forwarded-Proto');
    expect(originSettings({ ...config, PUBLIC_URL: 'https://thindi.in/' })).toEqual({
      configured: 'https://thindi.in',
      allowedHosts: ['localhost'],
      vary: undefined,
    });
  });
});
