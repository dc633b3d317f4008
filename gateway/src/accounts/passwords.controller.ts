import { applyDecorators, Body, Controller, HttpCode, Post, UseGuards, type Type } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  authResponseSchema,
  changePasswordSchema,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  passwordChangedResponseSchema,
  PasswordPatterns,
  resetPasswordSchema,
  sellerAuthResponseSchema,
  setPasswordSchema,
  signedOutResponseSchema,
  type ForgotPasswordResponse,
  type PasswordChangedResponse,
  type Principal,
  type SignedOutResponse,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import type { z } from 'zod';
import { Auth, ClientAddress, CurrentPrincipal } from '../auth/auth.decorators';
import { PrincipalCheck } from '../auth/principal-check.service';
import { RateLimitGuard } from '../auth/rate-limit';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

/** How one role's password routes differ: where they live, whose service answers, and how they are described. */
interface PasswordRoutes {
  name: string;
  role: 'customer' | 'seller';
  path: string;
  tag: string;
  patterns: { change: string; set?: string; forgot: string; reset: string; signOutEverywhere: string };
  /** Who may have the address, in the forgot-password summary: 'an account', 'a seller'. */
  holder: string;
  /** What sign out everywhere ends the sessions of: 'the account', 'the seller account'. */
  account: string;
  reset: {
    response: z.ZodType;
    description: string;
    /** The customer's service counts reset attempts per client address; the seller's does not take it. */
    withClientAddress: boolean;
    accountId: (answer: never) => string;
  };
}

const TOKEN_DESCRIPTION = '{ success, message, token }: the fresh token of this session';

/** Applies `decorators` only when `on`: a route one role has and the other has not. */
const routeIf = (on: boolean, ...decorators: MethodDecorator[]): MethodDecorator =>
  on ? applyDecorators(...decorators) : () => undefined;

/**
 * A role's password (change, first one for a customer, forgotten, reset) and sessions; rate limited like sign-in.
 * After a revocation this gateway forgets the account's cached check at once; the others hear of it through the
 * owning service's event.
 */
function createPasswordsController(routes: PasswordRoutes): Type<unknown> {
  const { role, patterns } = routes;

  @ApiTags(routes.tag)
  @Controller(routes.path)
  @UseGuards(RateLimitGuard)
  class PasswordsController {
    constructor(
      private readonly client: ServiceClient,
      private readonly principals: PrincipalCheck,
    ) {}

    @Post('change-password')
    @HttpCode(200)
    @Auth(role)
    @ApiOperation({ summary: 'Change the password (current one required); ends every other session' })
    @ApiBodies({ body: changePasswordSchema, response: passwordChangedResponseSchema, description: TOKEN_DESCRIPTION })
    changePassword(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PasswordChangedResponse> {
      return this.renew(patterns.change, principal, parseRequest(changePasswordSchema, body));
    }

    @routeIf(
      patterns.set !== undefined,
      Post('password'),
      HttpCode(200),
      Auth(role),
      ApiOperation({
        summary:
          'Choose a first password, for an account without one (after its first code sign-in); 409 when it has one',
      }),
      ApiBodies({ body: setPasswordSchema, response: passwordChangedResponseSchema, description: TOKEN_DESCRIPTION }),
    )
    setPassword(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PasswordChangedResponse> {
      return this.renew(patterns.set!, principal, parseRequest(setPasswordSchema, body));
    }

    @Post('forgot-password')
    @HttpCode(200)
    @ApiOperation({
      summary: `E-mail a 6-digit password reset code if ${routes.holder} has the address (same answer if not)`,
    })
    @ApiBodies({
      body: forgotPasswordSchema,
      response: forgotPasswordResponseSchema,
      description: '{ success, message }',
    })
    forgotPassword(@Body() body: unknown): Promise<ForgotPasswordResponse> {
      return this.client.command(patterns.forgot, parseRequest(forgotPasswordSchema, body));
    }

    @Post('reset-password')
    @HttpCode(200)
    @ApiOperation({ summary: 'Set a new password with the e-mailed reset code; ends every session, signs in' })
    @ApiBodies({ body: resetPasswordSchema, response: routes.reset.response, description: routes.reset.description })
    async resetPassword(@Body() body: unknown, @ClientAddress() clientAddress: string): Promise<unknown> {
      const input = parseRequest(resetPasswordSchema, body);
      const message = routes.reset.withClientAddress ? { ...input, clientAddress } : input;
      const answer = await this.client.command<never>(patterns.reset, message);
      this.principals.forget({ role, id: routes.reset.accountId(answer) });
      return answer;
    }

    @Post('sign-out-everywhere')
    @HttpCode(200)
    @Auth(role)
    @ApiOperation({ summary: `End every session of ${routes.account}, this one's too` })
    @ApiBodies({ response: signedOutResponseSchema, description: '{ success, message }' })
    async signOutEverywhere(@CurrentPrincipal() principal: Principal): Promise<SignedOutResponse> {
      const answer = await this.client.command<SignedOutResponse>(patterns.signOutEverywhere, {
        principal,
        input: {},
      });
      this.principals.forget(principal);
      return answer;
    }

    /** A call that starts a new session version: this gateway forgets the old one at once. */
    private async renew(pattern: string, principal: Principal, input: unknown): Promise<PasswordChangedResponse> {
      const answer = await this.client.command<PasswordChangedResponse>(pattern, { principal, input });
      this.principals.forget(principal);
      return answer;
    }
  }
  // The class name is the OpenAPI operations' prefix (`CustomerPasswordsController_changePassword`).
  Object.defineProperty(PasswordsController, 'name', { value: routes.name });
  return PasswordsController;
}

/** /api/auth: a customer's password calls, answered by the auth service. */
export const CustomerPasswordsController = createPasswordsController({
  name: 'CustomerPasswordsController',
  role: 'customer',
  path: 'auth',
  tag: 'customer auth',
  patterns: PasswordPatterns.customer,
  holder: 'an account',
  account: 'the account',
  reset: {
    response: authResponseSchema,
    description: '{ success, message, token, user }',
    withClientAddress: true,
    accountId: (answer: { user: { id: string } }) => answer.user.id,
  },
});

/** /api/sellers: a seller's password calls, answered by the seller service. */
export const SellerPasswordsController = createPasswordsController({
  name: 'SellerPasswordsController',
  role: 'seller',
  path: 'sellers',
  tag: 'sellers',
  patterns: PasswordPatterns.seller,
  holder: 'a seller',
  account: 'the seller account',
  reset: {
    response: sellerAuthResponseSchema,
    description: '{ success, message, token, seller }',
    withClientAddress: false,
    accountId: (answer: { seller: { id: string } }) => answer.seller.id,
  },
});
