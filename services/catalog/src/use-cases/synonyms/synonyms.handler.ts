import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  type SynonymGroup,
  type SynonymGroupDeletedResponse,
  type SynonymGroupInput,
  type SynonymGroupListResponse,
  type SynonymGroupResponse,
} from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { SynonymsRepository } from '../../search/synonyms.repository';
import type { CatalogDb } from '../../db/catalog-db';
import { productsChanged } from '../../db/products-changed';

const REASON = 'synonyms changed';
const notFound = () => DomainError.notFound('Synonym group not found', 'CATALOG.SYNONYM_GROUP_NOT_FOUND');

/**
 * The admin's synonym groups. Each change is announced (products-changed) in its unit of work, sent before the
 * answer, so gateway caches have dropped stale search answers by then.
 */
@Injectable()
export class SynonymsHandler {
  constructor(
    private readonly synonyms: SynonymsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async list(): Promise<SynonymGroupListResponse> {
    return { success: true, groups: await this.synonyms.list() };
  }

  async create({ terms }: SynonymGroupInput): Promise<SynonymGroupResponse> {
    const id = await this.unitOfWork.run(async (tx, events) => {
      const created = await this.synonyms.create(tx, terms);
      productsChanged(events, [], REASON);
      return created;
    });
    return this.saved(id);
  }

  async update(id: string, { terms }: SynonymGroupInput): Promise<SynonymGroupResponse> {
    if (!isUuid(id) || !(await this.changed((tx) => this.synonyms.replace(tx, id, terms)))) throw notFound();
    return this.saved(id);
  }

  async delete(id: string): Promise<SynonymGroupDeletedResponse> {
    if (!isUuid(id) || !(await this.changed((tx) => this.synonyms.delete(tx, id)))) throw notFound();
    return { success: true, message: 'Synonyms deleted' };
  }

  /** Runs a change that may find no group; announces it when it did. */
  private changed(change: (tx: CatalogDb) => Promise<boolean>): Promise<boolean> {
    return this.unitOfWork.run(async (tx, events) => {
      if (!(await change(tx))) return false;
      productsChanged(events, [], REASON);
      return true;
    });
  }

  private async saved(id: string): Promise<SynonymGroupResponse> {
    const group: SynonymGroup | undefined = await this.synonyms.find(id);
    if (!group) throw notFound();
    return { success: true, message: 'Synonyms saved', group };
  }
}
