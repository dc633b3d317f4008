import { Injectable } from '@nestjs/common';
import {
  AUDIT_ACTIONS,
  OwnerAdminPatterns,
  type AuditAction,
  type Principal,
  type SynonymGroupDeletedResponse,
  type SynonymGroupInput,
  type SynonymGroupResponse,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import { ActingAdmin } from '../shared/acting-admin';

/**
 * The search synonyms belong to the catalog: this service checks the admin, asks the catalog (which checks
 * again) and writes each change into the audit log. A refused change is not logged.
 */
@Injectable()
export class SynonymsHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly acting: ActingAdmin,
    private readonly admins: AdminsRepository,
  ) {}

  async create(principal: Principal, input: SynonymGroupInput): Promise<SynonymGroupResponse> {
    const answer = await this.run<SynonymGroupResponse>(principal, OwnerAdminPatterns.synonyms.create, input);
    await this.log(principal, AUDIT_ACTIONS.createSynonyms, answer.group.id, { terms: answer.group.terms });
    return answer;
  }

  async update(principal: Principal, input: SynonymGroupInput & { id: string }): Promise<SynonymGroupResponse> {
    const answer = await this.run<SynonymGroupResponse>(principal, OwnerAdminPatterns.synonyms.update, input);
    await this.log(principal, AUDIT_ACTIONS.updateSynonyms, answer.group.id, { terms: answer.group.terms });
    return answer;
  }

  async delete(principal: Principal, id: string): Promise<SynonymGroupDeletedResponse> {
    const answer = await this.run<SynonymGroupDeletedResponse>(principal, OwnerAdminPatterns.synonyms.delete, { id });
    await this.log(principal, AUDIT_ACTIONS.deleteSynonyms, id, {});
    return answer;
  }

  private async run<T>(principal: Principal, pattern: string, input: unknown): Promise<T> {
    await this.acting.of(principal);
    return this.client.command<T>(pattern, { principal, input });
  }

  private log(principal: Principal, action: AuditAction, id: string, details: Record<string, unknown>): Promise<void> {
    return this.admins.auditAction({
      adminId: principal.id,
      action,
      targetType: 'synonym-group',
      targetId: id,
      details,
    });
  }
}
