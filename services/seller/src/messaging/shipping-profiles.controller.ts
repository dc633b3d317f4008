import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  principalSchema,
  shippingProfileInputSchema,
  ShippingProfilePatterns,
  shippingProfilesQuerySchema,
  withPrincipal,
  type ShippingProfileResponse,
  type ShippingProfilesResult,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { GetShippingProfileHandler } from '../use-cases/shipping-profile/get-shipping-profile.handler';
import { ShippingProfilesForSellersHandler } from '../use-cases/shipping-profile/shipping-profiles-for-sellers.handler';
import { UpdateShippingProfileHandler } from '../use-cases/shipping-profile/update-shipping-profile.handler';

/** Where sellers ship from and how fast: their own profile, and the profiles the order service quotes from. */
@Controller()
@UseFilters(RpcErrorFilter)
export class ShippingProfilesController {
  constructor(
    private readonly getProfile: GetShippingProfileHandler,
    private readonly updateProfile: UpdateShippingProfileHandler,
    private readonly profilesFor: ShippingProfilesForSellersHandler,
  ) {}

  @MessagePattern(ShippingProfilePatterns.get)
  get(@Payload() payload: unknown): Promise<ShippingProfileResponse> {
    const { principal } = parseInput(z.object({ principal: principalSchema }), payload);
    return this.getProfile.execute(principal);
  }

  @MessagePattern(ShippingProfilePatterns.update)
  update(@Payload() payload: unknown): Promise<ShippingProfileResponse> {
    const { principal, input } = parseInput(
      withPrincipal(z.object({ profile: shippingProfileInputSchema }, { error: 'Shipping profile is required' })),
      payload,
    );
    return this.updateProfile.execute(principal, input.profile);
  }

  @MessagePattern(ShippingProfilePatterns.forSellers)
  forSellers(@Payload() payload: unknown): Promise<ShippingProfilesResult> {
    return this.profilesFor.execute(parseInput(shippingProfilesQuerySchema, payload));
  }
}
