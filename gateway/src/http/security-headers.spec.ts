import { spaDirectives } from './security-headers';

describe('spaDirectives', () => {
  it('lets images and presigned uploads reach the S3 endpoint, by its origin', () => {
    const directives = spaDirectives('https://store.example.in:9000/some/path');
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://store.example.in:9000']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://store.example.in:9000']);
  });

  it('allows no other host without an S3 endpoint', () => {
    const directives = spaDirectives(undefined);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['script-src']).toEqual(["'self'"]);
  });
});
