import { JwtService } from '@nestjs/jwt';
import { principalSchema, ROLES, TOKEN_TTL_SECONDS, type Principal, type Role } from '@thindi/contracts';
import { DomainError } from '../errors/domain-error';

interface Claims {
  sub: string;
  role: Role;
  email: string;
  /** The account's session version: its owner refuses the token once the version moved on. */
  sv?: number;
  exp?: number;
}

/** How many verified tokens a process remembers; past that it starts over (a bound, not a tuning knob). */
const VERIFIED_LIMIT = 10_000;

/** Signs and verifies the JWTs of every role with one secret (JWT_SECRET); each role has its own lifetime. */
export class TokenService {
  private readonly jwt: JwtService;
  /**
   * Tokens already verified, with their principal and expiry (ms): a signature is checked once per token rather
   * than on every request (it was the gateway's largest CPU cost under load). Whether the account is still
   * active is a separate check, made on every request by the gateway.
   */
  private readonly verified = new Map<string, { principal: Principal; expiresAt: number }>();

  constructor(secret: string) {
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256', issuer: 'thindi' } });
  }

  /** A token of the principal's session version (0, a new account's, when not given), expiring with its role. */
  sign(principal: Principal): string {
    const claims: Claims = { sub: principal.id, role: principal.role, email: principal.email, sv: principal.sv ?? 0 };
    return this.jwt.sign(claims, { expiresIn: TOKEN_TTL_SECONDS[principal.role] });
  }

  /**
   * The principal of a valid, unexpired token; a 401 DomainError otherwise. A token must carry `exp` and
   * `sv`: one without could never expire nor be revoked.
   */
  verify(token: string): Principal {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.principal;
    if (known) this.verified.delete(token);
    let claims: Claims;
    try {
      claims = this.jwt.verify<Claims>(token, { algorithms: ['HS256'], issuer: 'thindi' });
    } catch (err) {
      const expired = err instanceof Error && err.name === 'TokenExpiredError';
      throw expired
        ? DomainError.unauthorized('Your session has expired. Please sign in again.', 'AUTH.SESSION_ENDED')
        : DomainError.unauthorized('Invalid token');
    }
    if (typeof claims.exp !== 'number' || typeof claims.sv !== 'number')
      throw DomainError.unauthorized('Invalid token');
    const parsed = principalSchema.safeParse({ id: claims.sub, role: claims.role, email: claims.email, sv: claims.sv });
    if (!parsed.success || !ROLES.includes(parsed.data.role)) throw DomainError.unauthorized('Invalid token');
    if (this.verified.size >= VERIFIED_LIMIT) this.verified.clear();
    this.verified.set(token, { principal: parsed.data, expiresAt: claims.exp * 1000 });
    return parsed.data;
  }
}
