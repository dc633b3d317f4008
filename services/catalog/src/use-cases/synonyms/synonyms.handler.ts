import { Injectable } from '@nestjs/common';
import {
  isUuid,
  type SynonymGroup,
  type SynonymGroupDeletedResponse,
  type SynonymGroupInput,
  type SynonymGroupListResponse,
  type SynonymGroupResponse,
} from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { CatalogOutbox } from '../../messaging/catalog-outbox';
import { SynonymsRepository } from '../../search/synonyms.repository';

const notFound = () => DomainError.notFound('Synonym group not found', 'CATALOG.SYNONYM_GROUP_NOT_FOUND');

/**
 * The admin's synonym groups. Each change is announced through the outbox in its own transaction and the
 * outbox is flushed before answering, so gateway caches have dropped stale search answers by then.
 */
@Injectable()
export class SynonymsHandler {
  constructor(
    private readonly synonyms: SynonymsRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  async list(): Promise<SynonymGroupListResponse> {
    return { success: true, groups: await this.synonyms.list() };
  }

  async create({ terms }: SynonymGroupInput): Promise<SynonymGroupResponse> {
    const id = await this.synonyms.create(terms);
    return this.saved(id);
  }

  async update(id: string, { terms }: SynonymGroupInput): Promise<SynonymGroupResponse> {
    if (!isUuid(id) || !(await this.synonyms.replace(id, terms))) throw notFound();
    return this.saved(id);
  }

  async delete(id: string): Promise<SynonymGroupDeletedResponse> {
    if (!isUuid(id) || !(await this.synonyms.delete(id))) throw notFound();
    await this.outbox.flush();
    return { success: true, message: 'Synonyms deleted' };
  }

  private async saved(id: string): Promise<SynonymGroupResponse> {
    await this.outbox.flush();
    const group: SynonymGroup | undefined = await this.synonyms.find(id);
    if (!group) throw notFound();
    return { success: true, message: 'Synonyms saved', group };
  }
}
