import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminModerationPatterns,
  OwnerAdminPatterns,
  synonymGroupIdSchema,
  synonymGroupInputSchema,
  withPrincipal,
  type SynonymGroupDeletedResponse,
  type SynonymGroupListResponse,
  type SynonymGroupResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { BrowseHandler } from '../use-cases/browse/browse.handler';
import { SynonymsHandler } from '../use-cases/synonyms/synonyms.handler';

const updateSchema = withPrincipal(synonymGroupIdSchema.extend(synonymGroupInputSchema.shape));

/** The search synonym groups: listed from the catalog, changed through it, each change audited here. */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminSynonymsController {
  constructor(
    private readonly browse: BrowseHandler,
    private readonly synonyms: SynonymsHandler,
  ) {}

  @MessagePattern(AdminModerationPatterns.listSynonyms)
  list(@Payload() payload: unknown): Promise<SynonymGroupListResponse> {
    const { principal } = parseInput(withPrincipal(z.object({})), payload);
    return this.browse.ask(OwnerAdminPatterns.synonyms.list, principal, {});
  }

  @MessagePattern(AdminModerationPatterns.createSynonyms)
  create(@Payload() payload: unknown): Promise<SynonymGroupResponse> {
    const { principal, input } = parseInput(withPrincipal(synonymGroupInputSchema), payload);
    return this.synonyms.create(principal, input);
  }

  @MessagePattern(AdminModerationPatterns.updateSynonyms)
  update(@Payload() payload: unknown): Promise<SynonymGroupResponse> {
    const { principal, input } = parseInput(updateSchema, payload);
    return this.synonyms.update(principal, input);
  }

  @MessagePattern(AdminModerationPatterns.deleteSynonyms)
  delete(@Payload() payload: unknown): Promise<SynonymGroupDeletedResponse> {
    const { principal, input } = parseInput(withPrincipal(synonymGroupIdSchema), payload);
    return this.synonyms.delete(principal, input.id);
  }
}
