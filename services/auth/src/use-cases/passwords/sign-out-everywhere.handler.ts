import { Injectable } from '@nestjs/common';
import type { Principal, SignedOutResponse } from '@thindi/contracts';
import { Sessions } from '../shared/sessions.service';

/** Ends every session of the calling customer, this one too. */
@Injectable()
export class SignOutEverywhereHandler {
  constructor(private readonly sessions: Sessions) {}

  async execute(principal: Principal): Promise<SignedOutResponse> {
    await this.sessions.revokeAll(await this.sessions.caller(principal));
    return { success: true, message: 'You were signed out on every device' };
  }
}
