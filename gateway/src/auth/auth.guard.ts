import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Principal, Role } from '@thindi/contracts';
import { DomainError, TokenService } from '@thindi/platform';
import type { FastifyRequest } from 'fastify';
import { GUEST_ALLOWED_KEY, ROLES_KEY } from './auth.decorators';
import { PrincipalCheck } from './principal-check.service';

export type AuthenticatedRequest = FastifyRequest & { principal?: Principal };

/**
 * A call takes the token of the role it names. The gateway checks the signature,
 * the expiry, the role and that the account is still active; services still check ownership.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly principals: PrincipalCheck,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = req.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token && this.guestAllowed(context)) return true;
    if (!token) throw DomainError.unauthorized('Please sign in: no token was sent');
    const principal = this.tokens.verify(token);
    if (!roles.includes(principal.role)) {
      const article = /^[aeiou]/.test(roles[0]) ? 'an' : 'a';
      throw DomainError.forbidden(`This call needs ${article} ${roles.join(' or ')} account`);
    }
    if (!(await this.principals.isActive(principal))) {
      throw DomainError.unauthorized(
        'This session has ended (signed out, password changed, or account deactivated). Please sign in again.',
        'AUTH.SESSION_ENDED',
      );
    }
    req.principal = principal;
    return true;
  }

  private guestAllowed(context: ExecutionContext): boolean {
    return (
      this.reflector.getAllAndOverride<boolean>(GUEST_ALLOWED_KEY, [context.getHandler(), context.getClass()]) === true
    );
  }
}
