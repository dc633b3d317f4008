import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AdminModerationPatterns,
  synonymGroupDeletedResponseSchema,
  synonymGroupIdSchema,
  synonymGroupInputSchema,
  synonymGroupListResponseSchema,
  synonymGroupResponseSchema,
  type Principal,
  type SynonymGroupDeletedResponse,
  type SynonymGroupListResponse,
  type SynonymGroupResponse,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { StorefrontCache } from '../catalog/storefront-cache.service';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

/**
 * The search synonym groups (laddu/ladoo/ladu, …). The catalog announces each change to every gateway; this one
 * also forgets at once what it cached, so the admin's next search already uses the change.
 */
@ApiTags('admin')
@Controller('admin/synonyms')
export class AdminSynonymsController {
  constructor(
    private readonly client: ServiceClient,
    private readonly storefront: StorefrontCache,
  ) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'The synonym groups search expands words with, built-in ones included' })
  @ApiBodies({ response: synonymGroupListResponseSchema, description: '{ success, groups: [{ id, terms, builtIn }] }' })
  list(@CurrentPrincipal() principal: Principal): Promise<SynonymGroupListResponse> {
    return this.client.query(AdminModerationPatterns.listSynonyms, { principal, input: {} });
  }

  @Post()
  @Auth('admin')
  @ApiOperation({ summary: 'Adds a group of terms that mean the same food; audit-logged' })
  @ApiBodies({
    body: synonymGroupInputSchema,
    response: synonymGroupResponseSchema,
    description: '{ success, message, group }; 409 when a term is in another group',
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<SynonymGroupResponse> {
    const input = parseRequest(synonymGroupInputSchema, body);
    return this.changed(this.client.command(AdminModerationPatterns.createSynonyms, { principal, input }));
  }

  @Put(':id')
  @Auth('admin')
  @ApiOperation({ summary: "Replaces a group's terms; audit-logged" })
  @ApiParam({ name: 'id', description: 'Synonym group id' })
  @ApiBodies({
    body: synonymGroupInputSchema,
    response: synonymGroupResponseSchema,
    description: '{ success, message, group }; 404 when unknown; 409 when a term is in another group',
  })
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SynonymGroupResponse> {
    const input = { ...parseRequest(synonymGroupIdSchema, { id }), ...parseRequest(synonymGroupInputSchema, body) };
    return this.changed(this.client.command(AdminModerationPatterns.updateSynonyms, { principal, input }));
  }

  @Delete(':id')
  @Auth('admin')
  @ApiOperation({ summary: 'Removes a group; audit-logged' })
  @ApiParam({ name: 'id', description: 'Synonym group id' })
  @ApiBodies({ response: synonymGroupDeletedResponseSchema, description: '{ success, message }; 404 when unknown' })
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SynonymGroupDeletedResponse> {
    const input = parseRequest(synonymGroupIdSchema, { id });
    return this.changed(this.client.command(AdminModerationPatterns.deleteSynonyms, { principal, input }));
  }

  private async changed<T>(answer: Promise<T>): Promise<T> {
    const result = await answer;
    this.storefront.clear();
    return result;
  }
}
