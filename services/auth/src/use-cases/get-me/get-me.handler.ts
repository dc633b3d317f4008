import { Injectable } from '@nestjs/common';
import type { MeResponse, Principal } from '@thindi/contracts';
import { Sessions } from '../shared/sessions.service';

/** The signed-in customer's own account. */
@Injectable()
export class GetMeHandler {
  constructor(private readonly sessions: Sessions) {}

  async execute(principal: Principal): Promise<MeResponse> {
    return { success: true, user: await this.sessions.view(await this.sessions.caller(principal)) };
  }
}
