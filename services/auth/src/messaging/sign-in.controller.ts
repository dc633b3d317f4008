import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthPatterns,
  completeRegistrationSchema,
  loginSchema,
  loginWithOtpMessageSchema,
  registerSchema,
  sendOtpSchema,
  verifyOtpMessageSchema,
  type AuthResponse,
  type RegisterResponse,
  type CustomerSendOtpResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { CompleteRegistrationHandler } from '../use-cases/complete-registration/complete-registration.handler';
import { LoginWithOtpHandler } from '../use-cases/login-with-otp/login-with-otp.handler';
import { LoginHandler } from '../use-cases/login/login.handler';
import { RegisterHandler } from '../use-cases/register/register.handler';
import { SendOtpHandler } from '../use-cases/send-otp/send-otp.handler';
import { VerifyOtpHandler } from '../use-cases/verify-otp/verify-otp.handler';

/** Sign-up and sign-in. Every payload is validated here, whoever sent it. */
@Controller()
@UseFilters(RpcErrorFilter)
export class SignInController {
  constructor(
    private readonly sendOtp: SendOtpHandler,
    private readonly verifyOtp: VerifyOtpHandler,
    private readonly completeRegistration: CompleteRegistrationHandler,
    private readonly register: RegisterHandler,
    private readonly login: LoginHandler,
    private readonly loginWithOtp: LoginWithOtpHandler,
  ) {}

  @MessagePattern(AuthPatterns.sendOtp)
  onSendOtp(@Payload() payload: unknown): Promise<CustomerSendOtpResponse> {
    return this.sendOtp.execute(parseInput(sendOtpSchema, payload));
  }

  @MessagePattern(AuthPatterns.verifyOtp)
  onVerifyOtp(@Payload() payload: unknown): Promise<AuthResponse> {
    return this.verifyOtp.execute(parseInput(verifyOtpMessageSchema, payload));
  }

  @MessagePattern(AuthPatterns.completeRegistration)
  onCompleteRegistration(@Payload() payload: unknown): Promise<AuthResponse> {
    return this.completeRegistration.execute(parseInput(completeRegistrationSchema, payload));
  }

  @MessagePattern(AuthPatterns.register)
  onRegister(@Payload() payload: unknown): Promise<RegisterResponse> {
    return this.register.execute(parseInput(registerSchema, payload));
  }

  @MessagePattern(AuthPatterns.login)
  onLogin(@Payload() payload: unknown): Promise<AuthResponse> {
    return this.login.execute(parseInput(loginSchema, payload));
  }

  @MessagePattern(AuthPatterns.loginWithOtp)
  onLoginWithOtp(@Payload() payload: unknown): Promise<AuthResponse> {
    return this.loginWithOtp.execute(parseInput(loginWithOtpMessageSchema, payload));
  }
}
