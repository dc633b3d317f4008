import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  principalCheckInputSchema,
  PrincipalCheckPatterns,
  SellerPatterns,
  sellerLoginSchema,
  sellerLoginWithOtpSchema,
  sellerSendOtpSchema,
  type PrincipalCheckResult,
  type SellerAuthResponse,
  type SendOtpResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { CheckPrincipalHandler } from '../use-cases/check-principal/check-principal.handler';
import { LoginSellerHandler } from '../use-cases/login-seller/login-seller.handler';
import { LoginWithCodeHandler } from '../use-cases/login-with-code/login-with-code.handler';
import { SendLoginCodeHandler } from '../use-cases/send-login-code/send-login-code.handler';

/** Seller sign-in (password or e-mailed code) and the gateway's "may this seller still act?" check. */
@Controller()
@UseFilters(RpcErrorFilter)
export class SessionsController {
  constructor(
    private readonly login: LoginSellerHandler,
    private readonly sendCode: SendLoginCodeHandler,
    private readonly loginWithCode: LoginWithCodeHandler,
    private readonly check: CheckPrincipalHandler,
  ) {}

  @MessagePattern(SellerPatterns.login)
  signIn(@Payload() payload: unknown): Promise<SellerAuthResponse> {
    return this.login.execute(parseInput(sellerLoginSchema, payload));
  }

  @MessagePattern(SellerPatterns.sendOtp)
  sendOtp(@Payload() payload: unknown): Promise<SendOtpResponse> {
    return this.sendCode.execute(parseInput(sellerSendOtpSchema, payload));
  }

  @MessagePattern(SellerPatterns.loginWithOtp)
  signInWithCode(@Payload() payload: unknown): Promise<SellerAuthResponse> {
    return this.loginWithCode.execute(parseInput(sellerLoginWithOtpSchema, payload));
  }

  @MessagePattern(PrincipalCheckPatterns.seller)
  principal(@Payload() payload: unknown): Promise<PrincipalCheckResult> {
    return this.check.execute(parseInput(principalCheckInputSchema, payload));
  }
}
