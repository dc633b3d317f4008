import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminLoginSchema,
  AdminPatterns,
  principalCheckInputSchema,
  PrincipalCheckPatterns,
  withPrincipal,
  type AdminAuthResponse,
  type AdminMeResponse,
  type PrincipalCheckResult,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { CheckAdminHandler } from '../use-cases/check-admin/check-admin.handler';
import { GetAdminMeHandler } from '../use-cases/get-me/get-me.handler';
import { AdminLoginHandler } from '../use-cases/login/login.handler';

/** Admin sign-in, the admin's own account, and the gateway's "may this admin still act?". */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminAccountsController {
  constructor(
    private readonly login: AdminLoginHandler,
    private readonly getMe: GetAdminMeHandler,
    private readonly checkAdmin: CheckAdminHandler,
  ) {}

  @MessagePattern(AdminPatterns.login)
  onLogin(@Payload() payload: unknown): Promise<AdminAuthResponse> {
    return this.login.execute(parseInput(adminLoginSchema, payload));
  }

  @MessagePattern(AdminPatterns.me)
  onMe(@Payload() payload: unknown): Promise<AdminMeResponse> {
    return this.getMe.execute(parseInput(withPrincipal(z.object({})), payload).principal);
  }

  @MessagePattern(PrincipalCheckPatterns.admin)
  onCheck(@Payload() payload: unknown): Promise<PrincipalCheckResult> {
    return this.checkAdmin.execute(parseInput(principalCheckInputSchema, payload));
  }
}
