import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Principal, Role } from '@thindi/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedRequest } from './auth.guard';
import { AuthGuard } from './auth.guard';

export const ROLES_KEY = 'thindi:roles';
export const GUEST_ALLOWED_KEY = 'thindi:guest-allowed';

/** The call needs a valid token of one of these roles, of an account that is still active. */
export const Auth = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(AuthGuard), ApiBearerAuth());

/**
 * The call is open to guests; a token sent with it is checked as @Auth checks it (of one of these roles, of an
 * active account), and the caller is then `OptionalPrincipal`.
 */
export const GuestOr = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    SetMetadata(GUEST_ALLOWED_KEY, true),
    UseGuards(AuthGuard),
    ApiBearerAuth(),
  );

/** The verified caller of a @GuestOr call, undefined for a guest. */
export const OptionalPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().principal,
);

/** The verified caller of an @Auth call. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new Error('CurrentPrincipal used on a call without @Auth');
  return principal;
});

/**
 * The client's address as this gateway sees it (`request.ip`: the socket's peer, or with TRUST_PROXY the address
 * the proxy forwarded), for services that count attempts per address; never read from the body.
 */
export const ClientAddress = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<FastifyRequest>().ip,
);
