import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  addressIdSchema,
  addressSchema,
  deleteAccountMessageSchema,
  AuthPatterns,
  preferencesSchema,
  profileUpdateSchema,
  updateAddressSchema,
  withPrincipal,
  type DeleteAccountResponse,
  type MeResponse,
  type PersonalDataExport,
  type UserUpdateResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { ExportPersonalDataHandler } from '../use-cases/export-personal-data/export-personal-data.handler';
import { GetMeHandler } from '../use-cases/get-me/get-me.handler';
import { AddAddressHandler } from '../use-cases/manage-addresses/add-address.handler';
import { DeleteAddressHandler } from '../use-cases/manage-addresses/delete-address.handler';
import { UpdateAddressHandler } from '../use-cases/manage-addresses/update-address.handler';
import { UpdatePreferencesHandler } from '../use-cases/update-preferences/update-preferences.handler';
import { UpdateProfileHandler } from '../use-cases/update-profile/update-profile.handler';
import { DeleteAccountHandler } from '../use-cases/delete-account/delete-account.handler';

/** The signed-in customer's own account. Each handler checks the principal is that customer. */
@Controller()
@UseFilters(RpcErrorFilter)
export class UsersController {
  constructor(
    private readonly getMe: GetMeHandler,
    private readonly updateProfile: UpdateProfileHandler,
    private readonly addAddress: AddAddressHandler,
    private readonly updateAddress: UpdateAddressHandler,
    private readonly deleteAddress: DeleteAddressHandler,
    private readonly updatePreferences: UpdatePreferencesHandler,
    private readonly personalData: ExportPersonalDataHandler,
    private readonly deleteAccount: DeleteAccountHandler,
  ) {}

  @MessagePattern(AuthPatterns.me)
  onMe(@Payload() payload: unknown): Promise<MeResponse> {
    const { principal } = parseInput(withPrincipal(z.object({})), payload);
    return this.getMe.execute(principal);
  }

  @MessagePattern(AuthPatterns.updateProfile)
  onUpdateProfile(@Payload() payload: unknown): Promise<UserUpdateResponse> {
    const { principal, input } = parseInput(withPrincipal(profileUpdateSchema), payload);
    return this.updateProfile.execute(principal, input);
  }

  @MessagePattern(AuthPatterns.addAddress)
  onAddAddress(@Payload() payload: unknown): Promise<UserUpdateResponse> {
    const { principal, input } = parseInput(withPrincipal(addressSchema), payload);
    return this.addAddress.execute(principal, input);
  }

  @MessagePattern(AuthPatterns.updateAddress)
  onUpdateAddress(@Payload() payload: unknown): Promise<UserUpdateResponse> {
    const { principal, input } = parseInput(withPrincipal(updateAddressSchema), payload);
    return this.updateAddress.execute(principal, input);
  }

  @MessagePattern(AuthPatterns.deleteAddress)
  onDeleteAddress(@Payload() payload: unknown): Promise<UserUpdateResponse> {
    const { principal, input } = parseInput(withPrincipal(addressIdSchema), payload);
    return this.deleteAddress.execute(principal, input);
  }

  @MessagePattern(AuthPatterns.updatePreferences)
  onUpdatePreferences(@Payload() payload: unknown): Promise<UserUpdateResponse> {
    const { principal, input } = parseInput(withPrincipal(preferencesSchema), payload);
    return this.updatePreferences.execute(principal, input);
  }

  @MessagePattern(AuthPatterns.deleteAccount)
  onDeleteAccount(@Payload() payload: unknown): Promise<DeleteAccountResponse> {
    const { principal, input } = parseInput(withPrincipal(deleteAccountMessageSchema), payload);
    return this.deleteAccount.execute(principal, input);
  }

  @MessagePattern(AuthPatterns.personalData)
  onPersonalData(@Payload() payload: unknown): Promise<PersonalDataExport> {
    const { principal } = parseInput(withPrincipal(z.object({})), payload);
    return this.personalData.execute(principal);
  }
}
