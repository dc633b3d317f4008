import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  OwnerAdminPatterns,
  principalSchema,
  synonymGroupIdSchema,
  synonymGroupInputSchema,
  withPrincipal,
  type SynonymGroupDeletedResponse,
  type SynonymGroupListResponse,
  type SynonymGroupResponse,
} from '@thindi/contracts';
import { parseInput, requireRole, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { SynonymsHandler } from '../use-cases/synonyms/synonyms.handler';

/** The principal must be an admin (checked here, by the owner), before the input is even looked at. */
function requireAdmin(payload: unknown): void {
  requireRole(parseInput(z.object({ principal: principalSchema }), payload).principal, 'admin');
}

const updateSchema = withPrincipal(synonymGroupIdSchema.extend(synonymGroupInputSchema.shape));

/** The search synonym groups, for the admin service: list, create, replace the terms of, delete. */
@Controller()
@UseFilters(RpcErrorFilter)
export class SynonymsController {
  constructor(private readonly synonyms: SynonymsHandler) {}

  @MessagePattern(OwnerAdminPatterns.synonyms.list)
  list(@Payload() payload: unknown): Promise<SynonymGroupListResponse> {
    requireAdmin(payload);
    return this.synonyms.list();
  }

  @MessagePattern(OwnerAdminPatterns.synonyms.create)
  create(@Payload() payload: unknown): Promise<SynonymGroupResponse> {
    requireAdmin(payload);
    return this.synonyms.create(parseInput(withPrincipal(synonymGroupInputSchema), payload).input);
  }

  @MessagePattern(OwnerAdminPatterns.synonyms.update)
  update(@Payload() payload: unknown): Promise<SynonymGroupResponse> {
    requireAdmin(payload);
    const { id, terms } = parseInput(updateSchema, payload).input;
    return this.synonyms.update(id, { terms });
  }

  @MessagePattern(OwnerAdminPatterns.synonyms.delete)
  delete(@Payload() payload: unknown): Promise<SynonymGroupDeletedResponse> {
    requireAdmin(payload);
    return this.synonyms.delete(parseInput(withPrincipal(synonymGroupIdSchema), payload).input.id);
  }
}
