import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  PasswordPatterns,
  resetPasswordSchema,
  withPrincipal,
  type ForgotPasswordResponse,
  type PasswordChangedResponse,
  type SellerAuthResponse,
  type SignedOutResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { ChangeSellerPasswordHandler } from '../use-cases/seller-passwords/change-password.handler';
import { ForgotSellerPasswordHandler } from '../use-cases/seller-passwords/forgot-password.handler';
import { ResetSellerPasswordHandler } from '../use-cases/seller-passwords/reset-password.handler';
import { SellerSignOutEverywhereHandler } from '../use-cases/seller-passwords/sign-out-everywhere.handler';

/** A seller's password (change, forgotten, reset) and sessions (sign out everywhere). */
@Controller()
@UseFilters(RpcErrorFilter)
export class SellerPasswordsController {
  constructor(
    private readonly changePassword: ChangeSellerPasswordHandler,
    private readonly forgotPassword: ForgotSellerPasswordHandler,
    private readonly resetPassword: ResetSellerPasswordHandler,
    private readonly signOutEverywhere: SellerSignOutEverywhereHandler,
  ) {}

  @MessagePattern(PasswordPatterns.seller.change)
  onChange(@Payload() payload: unknown): Promise<PasswordChangedResponse> {
    const { principal, input } = parseInput(withPrincipal(changePasswordSchema), payload);
    return this.changePassword.execute(principal, input);
  }

  @MessagePattern(PasswordPatterns.seller.forgot)
  onForgot(@Payload() payload: unknown): Promise<ForgotPasswordResponse> {
    return this.forgotPassword.execute(parseInput(forgotPasswordSchema, payload));
  }

  @MessagePattern(PasswordPatterns.seller.reset)
  onReset(@Payload() payload: unknown): Promise<SellerAuthResponse> {
    return this.resetPassword.execute(parseInput(resetPasswordSchema, payload));
  }

  @MessagePattern(PasswordPatterns.seller.signOutEverywhere)
  onSignOutEverywhere(@Payload() payload: unknown): Promise<SignedOutResponse> {
    const { principal } = parseInput(withPrincipal(z.object({})), payload);
    return this.signOutEverywhere.execute(principal);
  }
}
