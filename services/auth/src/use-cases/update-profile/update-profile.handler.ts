import { Injectable } from '@nestjs/common';
import type { Principal, ProfileUpdateInput, UserUpdateResponse } from '@thindi/contracts';
import { CustomersRepository } from '../../db/customers.repository';
import { Sessions } from '../shared/sessions.service';

/** Changes the caller's name or phone; fields left out stay as they are. */
@Injectable()
export class UpdateProfileHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly sessions: Sessions,
  ) {}

  async execute(principal: Principal, input: ProfileUpdateInput): Promise<UserUpdateResponse> {
    const me = await this.sessions.caller(principal);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const updated = (await this.customers.update(me.id, changes)) ?? me;
    return { success: true, message: 'Profile updated successfully', user: await this.sessions.view(updated) };
  }
}
