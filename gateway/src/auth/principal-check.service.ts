import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  PrincipalCheckPatterns,
  PrincipalEvents,
  type Principal,
  type PrincipalCheckInput,
  type PrincipalCheckResult,
  type PrincipalSessionsRevoked,
  type PrincipalStatusChanged,
} from '@thindi/contracts';
import { EVENT_BUS, ServiceClient, type EventBus } from '@thindi/platform';

const CHECK_TTL_MS = 30_000;

/**
 * Asks each principal's owner (auth, seller, admin) whether it may still act: the account is active and the
 * token's session version is the account's current one. The answer is remembered briefly, per session version.
 * An owner announces every (de)activation and every revocation of sessions, and every gateway forgets that
 * principal at once, so a deactivated account's or a revoked session's tokens stop working immediately.
 */
@Injectable()
export class PrincipalCheck implements OnModuleInit {
  private readonly answers = new Map<string, { sv: number; active: boolean; until: number }>();

  constructor(
    private readonly client: ServiceClient,
    @Inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.subscribe<PrincipalStatusChanged>(PrincipalEvents.statusChanged, {}, (event) =>
      this.forget(event.data),
    );
    await this.events.subscribe<PrincipalSessionsRevoked>(PrincipalEvents.sessionsRevoked, {}, (event) =>
      this.forget(event.data),
    );
  }

  /** Drops what this gateway remembers of a principal (the event does it on every gateway, a moment later). */
  forget({ role, id }: Pick<Principal, 'role' | 'id'>): void {
    this.answers.delete(`${role}:${id}`);
  }

  async isActive(principal: Principal): Promise<boolean> {
    const key = `${principal.role}:${principal.id}`;
    const sv = principal.sv ?? 0;
    const known = this.answers.get(key);
    if (known && known.sv === sv && known.until > Date.now()) return known.active;
    const input: PrincipalCheckInput = { id: principal.id, sv };
    const { active } = await this.client.query<PrincipalCheckResult>(PrincipalCheckPatterns[principal.role], input);
    if (this.answers.size > 10_000) this.answers.clear();
    this.answers.set(key, { sv, active, until: Date.now() + CHECK_TTL_MS });
    return active;
  }
}
