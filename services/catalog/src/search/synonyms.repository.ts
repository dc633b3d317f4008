import { Inject, Injectable } from '@nestjs/common';
import type { SynonymGroup } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from '../db/catalog-db';
import { synonymGroups, synonymTerms } from '../db/schema';
import { listOf, rowsOf } from './sql-helpers';

/**
 * The synonym groups; a change takes the caller's transaction. Searches read the groups per request, so every
 * replica agrees at once.
 */
@Injectable()
export class SynonymsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** term → every term of its group, for the given candidate terms (one indexed query). */
  async groupsOf(candidates: string[]): Promise<Map<string, string[]>> {
    const groups = new Map<string, string[]>();
    if (candidates.length === 0) return groups;
    const rows = await this.db.execute<{ matched: string; terms: string[] }>(sql`
      select m.term as matched, array_agg(t.term order by t.term) as terms
      from ${synonymTerms} m join ${synonymTerms} t on t.group_id = m.group_id
      where m.term in (${listOf(candidates)}) group by m.term`);
    for (const row of rowsOf<{ matched: string; terms: string[] }>(rows)) groups.set(row.matched, row.terms);
    return groups;
  }

  async list(): Promise<SynonymGroup[]> {
    const rows = await this.db
      .select({ group: synonymGroups, term: synonymTerms.term })
      .from(synonymGroups)
      .innerJoin(synonymTerms, eq(synonymTerms.groupId, synonymGroups.id))
      .orderBy(asc(synonymGroups.createdAt), asc(synonymGroups.id), asc(synonymTerms.term));
    const byId = new Map<string, SynonymGroup>();
    for (const { group, term } of rows) {
      const view = byId.get(group.id) ?? { ...viewOf(group), terms: [] };
      view.terms.push(term);
      byId.set(group.id, view);
    }
    return [...byId.values()];
  }

  async find(id: string): Promise<SynonymGroup | undefined> {
    return (await this.list()).find((g) => g.id === id);
  }

  async create(tx: CatalogDb, terms: string[]): Promise<string> {
    const [group] = await tx.insert(synonymGroups).values({}).returning({ id: synonymGroups.id });
    await insertTerms(tx, group!.id, terms);
    return group!.id;
  }

  /** Replaces the group's terms; false when there is no such group. */
  async replace(tx: CatalogDb, id: string, terms: string[]): Promise<boolean> {
    const [group] = await tx
      .update(synonymGroups)
      .set({ updatedAt: new Date() })
      .where(eq(synonymGroups.id, id))
      .returning({ id: synonymGroups.id });
    if (!group) return false;
    await tx.delete(synonymTerms).where(eq(synonymTerms.groupId, id));
    await insertTerms(tx, id, terms);
    return true;
  }

  /** False when there is no such group. */
  async delete(tx: CatalogDb, id: string): Promise<boolean> {
    const [group] = await tx.delete(synonymGroups).where(eq(synonymGroups.id, id)).returning({ id: synonymGroups.id });
    return group !== undefined;
  }
}

/** Inserts the terms, refusing (409, nothing saved) a term another group already has. */
async function insertTerms(tx: CatalogDb, groupId: string, terms: string[]): Promise<void> {
  const taken = await tx
    .select({ term: synonymTerms.term })
    .from(synonymTerms)
    .where(inArray(synonymTerms.term, terms))
    .orderBy(asc(synonymTerms.term))
    .for('update');
  if (taken.length > 0) {
    const list = taken.map((t) => `'${t.term}'`).join(', ');
    throw DomainError.conflict(`Already in another synonym group: ${list}`, 'CATALOG.SYNONYM_TERM_TAKEN');
  }
  await tx
    .insert(synonymTerms)
    .values(terms.map((term) => ({ term, groupId })))
    .onConflictDoNothing()
    .returning({ term: synonymTerms.term })
    .then((saved) => {
      if (saved.length < terms.length)
        throw DomainError.conflict('A term was just added to another synonym group', 'CATALOG.SYNONYM_TERM_TAKEN');
    });
}

function viewOf(group: typeof synonymGroups.$inferSelect): Omit<SynonymGroup, 'terms'> {
  return { id: group.id, builtIn: group.builtIn, updatedAt: group.updatedAt.toISOString() };
}
