import { TokenService } from './token.service';

const secret = 'x'.repeat(40);
const principal = { id: 'u1', role: 'customer' as const, email: 'meena@example.in' };

describe('TokenService', () => {
  it('verifies what it signed', () => {
    const tokens = new TokenService(secret);
    expect(tokens.verify(tokens.sign(principal))).toEqual(principal);
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
