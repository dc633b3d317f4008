import { Controller, Inject, UseFilters, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  withPrincipal,
  type ForgotPasswordResponse,
  type PasswordChangedResponse,
  type SignedOutResponse,
} from '@thindi/contracts';
import { z, type ZodType } from 'zod';
import { RpcErrorFilter } from '../../errors/rpc-exception.filter';
import { parseInput } from '../../errors/validate';
import { PasswordFlows, type PasswordReset } from './password-flows';

/** The subjects of one role's password flows (`PasswordPatterns.customer`, `PasswordPatterns.seller`). */
export interface PasswordSubjects {
  change: string;
  forgot: string;
  reset: string;
  signOutEverywhere: string;
}

/**
 * The message controller of one role's password flows: each subject parsed, then handed to the `PasswordFlows`
 * the service provides (`{ provide: PasswordFlows, useFactory: (accounts) => new PasswordFlows(accounts) }`).
 * `resetSchema` is the role's reset message (the customer's carries the client's address).
 */
export function passwordsController(subjects: PasswordSubjects, resetSchema: ZodType<PasswordReset>): Type<unknown> {
  @Controller()
  @UseFilters(RpcErrorFilter)
  class PasswordsController {
    constructor(@Inject(PasswordFlows) private readonly flows: PasswordFlows<unknown, unknown>) {}

    @MessagePattern(subjects.change)
    onChange(@Payload() payload: unknown): Promise<PasswordChangedResponse> {
      const { principal, input } = parseInput(withPrincipal(changePasswordSchema), payload);
      return this.flows.change(principal, input);
    }

    @MessagePattern(subjects.forgot)
    onForgot(@Payload() payload: unknown): Promise<ForgotPasswordResponse> {
      return this.flows.forgot(parseInput(forgotPasswordSchema, payload));
    }

    @MessagePattern(subjects.reset)
    onReset(@Payload() payload: unknown): Promise<unknown> {
      return this.flows.reset(parseInput(resetSchema, payload));
    }

    @MessagePattern(subjects.signOutEverywhere)
    onSignOutEverywhere(@Payload() payload: unknown): Promise<SignedOutResponse> {
      const { principal } = parseInput(withPrincipal(z.object({})), payload);
      return this.flows.signOutEverywhere(principal);
    }
  }
  return PasswordsController;
}
