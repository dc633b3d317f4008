import { Body, Controller, Delete, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  addressIdSchema,
  addressSchema,
  AuthPatterns,
  deleteAccountResponseSchema,
  deleteAccountSchema,
  type DeleteAccountMessage,
  type DeleteAccountResponse,
  personalDataExportSchema,
  preferencesSchema,
  profileUpdateSchema,
  updateAddressSchema,
  type PersonalDataExport,
  type Principal,
  type UserUpdateResponse,
  userUpdateResponseSchema,
} from '@thindi/contracts';
import { istDate } from '@thindi/india';
import { ServiceClient } from '@thindi/platform';
import type { FastifyReply } from 'fastify';
import { Auth, ClientAddress, CurrentPrincipal } from '../auth/auth.decorators';
import { parseRequest } from '../http/parse';
import { ApiBodies } from '../http/openapi';

const USER_ANSWER = '{ success, message, user }';

/** The signed-in customer's profile, address book and mail preferences. */
@ApiTags('customer account')
@Controller('users')
@Auth('customer')
export class UsersController {
  constructor(private readonly client: ServiceClient) {}

  @Get('me/data')
  @ApiOperation({
    summary:
      'Download a copy of everything Thindi holds about you (DPDP Act 2023): account, addresses, orders with their ' +
      'consent and payment, problem reports, reviews and cart',
  })
  @ApiBodies({
    response: personalDataExportSchema,
    description:
      'A JSON file sent as an attachment, thindi-my-data-YYYY-MM-DD.json (the date in India); never cached. ' +
      'A service that does not answer fails the whole copy with 503.',
  })
  async personalData(@CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const data = await this.client.query<PersonalDataExport>(AuthPatterns.personalData, { principal, input: {} });
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="thindi-my-data-${istDate(new Date(data.generatedAt))}.json"`,
      )
      .send(JSON.stringify(data, null, 2));
  }

  @Delete('me')
  @ApiOperation({
    summary:
      'Delete your account (DPDP Act 2023) with your password or a code e-mailed by POST /api/auth/send-otp ' +
      "(type 'login'): the account is erased and every sign-in revoked; orders and reviews keep 'Former customer', " +
      'invoices stay for the period the GST law sets',
  })
  @ApiBodies({
    body: deleteAccountSchema,
    response: deleteAccountResponseSchema,
    description:
      '{ success, message }; 400 without exactly one of password and otp, or with a wrong one; 409 ' +
      'AUTH.ACCOUNT_IN_USE while an order is on its way or a ticket open, naming them',
  })
  deleteAccount(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @ClientAddress() clientAddress: string,
  ): Promise<DeleteAccountResponse> {
    const input: DeleteAccountMessage = { ...parseRequest(deleteAccountSchema, body ?? {}), clientAddress };
    return this.client.command(AuthPatterns.deleteAccount, { principal, input });
  }

  @Put('profile')
  @ApiOperation({ summary: 'Change first name, last name or phone' })
  @ApiBodies({ body: profileUpdateSchema, response: userUpdateResponseSchema, description: USER_ANSWER })
  profile(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<UserUpdateResponse> {
    return this.send(AuthPatterns.updateProfile, principal, parseRequest(profileUpdateSchema, body));
  }

  @Post('addresses')
  @ApiOperation({ summary: 'Add an address; the first (or one marked isDefault) becomes the default' })
  @ApiBodies({ body: addressSchema, response: userUpdateResponseSchema, status: 201, description: USER_ANSWER })
  addAddress(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<UserUpdateResponse> {
    return this.send(AuthPatterns.addAddress, principal, parseRequest(addressSchema, body));
  }

  @Put('addresses/:id')
  @ApiOperation({ summary: 'Rewrite one of your addresses' })
  @ApiParam({ name: 'id', description: 'Address id' })
  @ApiBodies({ body: addressSchema, response: userUpdateResponseSchema, description: USER_ANSWER })
  updateAddress(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<UserUpdateResponse> {
    return this.send(
      AuthPatterns.updateAddress,
      principal,
      parseRequest(updateAddressSchema, { id, address: body ?? {} }),
    );
  }

  @Delete('addresses/:id')
  @ApiOperation({ summary: 'Remove one of your addresses' })
  @ApiParam({ name: 'id', description: 'Address id' })
  @ApiBodies({ response: userUpdateResponseSchema, description: USER_ANSWER })
  deleteAddress(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<UserUpdateResponse> {
    return this.send(AuthPatterns.deleteAddress, principal, parseRequest(addressIdSchema, { id }));
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Choose which e-mails to receive (orderEmails, offerEmails)' })
  @ApiBodies({ body: preferencesSchema, response: userUpdateResponseSchema, description: USER_ANSWER })
  preferences(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<UserUpdateResponse> {
    return this.send(AuthPatterns.updatePreferences, principal, parseRequest(preferencesSchema, body));
  }

  private send(pattern: string, principal: Principal, input: unknown): Promise<UserUpdateResponse> {
    return this.client.command(pattern, { principal, input });
  }
}
