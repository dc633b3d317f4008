import { Injectable } from '@nestjs/common';
import type { PreferencesInput, Principal, UserUpdateResponse } from '@thindi/contracts';
import { CustomersRepository } from '../../db/customers.repository';
import { Sessions } from '../shared/sessions.service';

/** Which e-mails the caller wants (order updates, offers). */
@Injectable()
export class UpdatePreferencesHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly sessions: Sessions,
  ) {}

  async execute(principal: Principal, input: PreferencesInput): Promise<UserUpdateResponse> {
    const me = await this.sessions.caller(principal);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const updated = Object.keys(changes).length ? ((await this.customers.update(me.id, changes)) ?? me) : me;
    return { success: true, message: 'Preferences updated successfully', user: await this.sessions.view(updated) };
  }
}
