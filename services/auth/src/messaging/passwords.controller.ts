import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PasswordPatterns,
  resetPasswordMessageSchema,
  setPasswordSchema,
  withPrincipal,
  type PasswordChangedResponse,
} from '@thindi/contracts';
import { parseInput, passwordsController, RpcErrorFilter } from '@thindi/platform';
import { SetPasswordHandler } from '../use-cases/passwords/set-password.handler';

/** A customer's password (change, forgotten, reset) and sessions (sign out everywhere): the platform's flows. */
export const PasswordsController = passwordsController(PasswordPatterns.customer, resetPasswordMessageSchema);

/** A customer's first password, for an account that has none it can use. */
@Controller()
@UseFilters(RpcErrorFilter)
export class FirstPasswordController {
  constructor(private readonly setPassword: SetPasswordHandler) {}

  @MessagePattern(PasswordPatterns.customer.set)
  onSet(@Payload() payload: unknown): Promise<PasswordChangedResponse> {
    const { principal, input } = parseInput(withPrincipal(setPasswordSchema), payload);
    return this.setPassword.execute(principal, input);
  }
}
