import { JwtService } from '@nestjs/jwt';
import { TokenService } from './token.service';

const secret = 'x'.repeat(40);
const principal = { id: 'u1', role: 'customer' as const, email: 'meena@example.in' };

describe('TokenService', () => {
  it('verifies what it signed', () => {
    const tokens = new TokenService(secret);
    expect(tokens.verify(tokens.sign(principal))).toEqual({ ...principal, sv: 0 });
    expect(tokens.verify(tokens.sign({ ...principal, sv: 3 }))).toEqual({ ...principal, sv: 3 });
  });

  it('refuses a signed token without exp: it could never expire', () => {
    const forged = new JwtService({ secret }).sign(
      { sub: 'u1', role: 'customer', email: 'meena@example.in', sv: 0 },
      { issuer: 'thindi' },
    );
    expect(() => new TokenService(secret).verify(forged)).toThrow('Invalid token');
  });

  it('refuses a signed token without a session version: it could never be revoked', () => {
    const forged = new JwtService({ secret }).sign(
      { sub: 'u1', role: 'customer', email: 'meena@example.in' },
      { issuer: 'thindi', expiresIn: 3600 },
    );
    expect(() => new TokenService(secret).verify(forged)).toThrow('Invalid token');
  });

  it('refuses a token signed with another secret', () => {
    const token = new TokenService('y'.repeat(40)).sign(principal);
    expect(() => new TokenService(secret).verify(token)).toThrow('Invalid token');
  });

  it('refuses a tampered token', () => {
    const tokens = new TokenService(secret);
    const [header, , signature] = tokens.sign(principal).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u1', role: 'admin', email: 'x', iss: 'thindi' })).toString(
      'base64url',
    );
    expect(() => tokens.verify(`${header}.${forged}.${signature}`)).toThrow('Invalid token');
  });

  it('refuses an expired token with a message saying so', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const tokens = new TokenService(secret);
    const token = tokens.sign({ ...principal, role: 'admin' });
    jest.setSystemTime(new Date('2026-01-02T00:00:00Z'));
    expect(() => tokens.verify(token)).toThrow(/expired/);
    jest.useRealTimers();
  });

  it('refuses a token it verified before once that token has expired', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const tokens = new TokenService(secret);
    const token = tokens.sign({ ...principal, role: 'admin' });
    expect(tokens.verify(token)).toMatchObject({ role: 'admin' });
    expect(tokens.verify(token)).toMatchObject({ role: 'admin' });
    jest.setSystemTime(new Date('2026-01-02T00:00:00Z'));
    expect(() => tokens.verify(token)).toThrow(/expired/);
    jest.useRealTimers();
  });
});
