import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  PasswordPatterns,
  resetPasswordMessageSchema,
  setPasswordSchema,
  withPrincipal,
  type AuthResponse,
  type ForgotPasswordResponse,
  type PasswordChangedResponse,
  type SignedOutResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { ChangePasswordHandler } from '../use-cases/passwords/change-password.handler';
import { ForgotPasswordHandler } from '../use-cases/passwords/forgot-password.handler';
import { ResetPasswordHandler } from '../use-cases/passwords/reset-password.handler';
import { SetPasswordHandler } from '../use-cases/passwords/set-password.handler';
import { SignOutEverywhereHandler } from '../use-cases/passwords/sign-out-everywhere.handler';

/** A customer's password (change, first one, forgotten, reset) and sessions (sign out everywhere). */
@Controller()
@UseFilters(RpcErrorFilter)
export class PasswordsController {
  constructor(
    private readonly changePassword: ChangePasswordHandler,
    private readonly setPassword: SetPasswordHandler,
    private readonly forgotPassword: ForgotPasswordHandler,
    private readonly resetPassword: ResetPasswordHandler,
    private readonly signOutEverywhere: SignOutEverywhereHandler,
  ) {}

  @MessagePattern(PasswordPatterns.customer.change)
  onChange(@Payload() payload: unknown): Promise<PasswordChangedResponse> {
    const { principal, input } = parseInput(withPrincipal(changePasswordSchema), payload);
    return this.changePassword.execute(principal, input);
  }

  @MessagePattern(PasswordPatterns.customer.set)
  onSet(@Payload() payload: unknown): Promise<PasswordChangedResponse> {
    const { principal, input } = parseInput(withPrincipal(setPasswordSchema), payload);
    return this.setPassword.execute(principal, input);
  }

  @MessagePattern(PasswordPatterns.customer.forgot)
  onForgot(@Payload() payload: unknown): Promise<ForgotPasswordResponse> {
    return this.forgotPassword.execute(parseInput(forgotPasswordSchema, payload));
  }

  @MessagePattern(PasswordPatterns.customer.reset)
  onReset(@Payload() payload: unknown): Promise<AuthResponse> {
    return this.resetPassword.execute(parseInput(resetPasswordMessageSchema, payload));
  }

  @MessagePattern(PasswordPatterns.customer.signOutEverywhere)
  onSignOutEverywhere(@Payload() payload: unknown): Promise<SignedOutResponse> {
    const { principal } = parseInput(withPrincipal(z.object({})), payload);
    return this.signOutEverywhere.execute(principal);
  }
}
