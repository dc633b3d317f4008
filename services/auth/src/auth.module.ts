import { Module } from '@nestjs/common';
import { createHealthController, PasswordFlows, PLATFORM, provideUnitOfWork, type Platform } from '@thindi/platform';
import { join } from 'node:path';
import { AUTH_DB, SERVICE } from './auth.constants';
import type { AuthDb } from './db/auth-db';
import { CodeChallengesRepository } from './db/code-challenges.repository';
import { CustomerNoticesRepository } from './db/customer-notices.repository';
import { CustomersRepository } from './db/customers.repository';
import { authTables, outbox } from './db/schema';
import { AdminUsersController } from './messaging/admin-users.controller';
import { FirstPasswordController, PasswordsController } from './messaging/passwords.controller';
import { PrincipalsController } from './messaging/principals.controller';
import { SignInController } from './messaging/sign-in.controller';
import { UsersController } from './messaging/users.controller';
import { AdminListUsersHandler } from './use-cases/admin-users/admin-list-users.handler';
import { ToggleUserActiveHandler } from './use-cases/admin-users/toggle-user-active.handler';
import { UserFiguresHandler } from './use-cases/admin-users/user-figures.handler';
import { CheckCustomerHandler } from './use-cases/check-customer/check-customer.handler';
import { CompleteRegistrationHandler } from './use-cases/complete-registration/complete-registration.handler';
import { ExportPersonalDataHandler } from './use-cases/export-personal-data/export-personal-data.handler';
import { DeleteAccountHandler } from './use-cases/delete-account/delete-account.handler';
import { GetMeHandler } from './use-cases/get-me/get-me.handler';
import { LoginWithOtpHandler } from './use-cases/login-with-otp/login-with-otp.handler';
import { LoginHandler } from './use-cases/login/login.handler';
import { AddAddressHandler } from './use-cases/manage-addresses/add-address.handler';
import { DeleteAddressHandler } from './use-cases/manage-addresses/delete-address.handler';
import { UpdateAddressHandler } from './use-cases/manage-addresses/update-address.handler';
import { CustomerPasswordAccounts } from './use-cases/passwords/customer-password-accounts';
import { SetPasswordHandler } from './use-cases/passwords/set-password.handler';
import { RegisterHandler } from './use-cases/register/register.handler';
import { SendOtpHandler } from './use-cases/send-otp/send-otp.handler';
import { OneTimeCodes } from './use-cases/shared/one-time-codes.service';
import { Sessions } from './use-cases/shared/sessions.service';
import { SignupAttempts } from './use-cases/shared/signup-attempts.service';
import { VerifiedRegistration } from './use-cases/shared/verified-registration.service';
import { UpdatePreferencesHandler } from './use-cases/update-preferences/update-preferences.handler';
import { UpdateProfileHandler } from './use-cases/update-profile/update-profile.handler';
import { VerifyOtpHandler } from './use-cases/verify-otp/verify-otp.handler';

/** Migrates the auth schema before anything is served. */
async function openAuthDb(platform: Platform): Promise<AuthDb> {
  const db = platform.db.drizzle(authTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The auth service: owns customers, addresses, preferences and one-time-code challenges; its events leave through its outbox. */
@Module({
  controllers: [
    SignInController,
    UsersController,
    PrincipalsController,
    AdminUsersController,
    PasswordsController,
    FirstPasswordController,
    createHealthController(SERVICE),
  ],
  providers: [
    { provide: AUTH_DB, inject: [PLATFORM], useFactory: openAuthDb },
    provideUnitOfWork(AUTH_DB, outbox),
    CustomersRepository,
    CodeChallengesRepository,
    CustomerNoticesRepository,
    OneTimeCodes,
    Sessions,
    SignupAttempts,
    VerifiedRegistration,
    SendOtpHandler,
    VerifyOtpHandler,
    CompleteRegistrationHandler,
    RegisterHandler,
    LoginHandler,
    LoginWithOtpHandler,
    GetMeHandler,
    ExportPersonalDataHandler,
    DeleteAccountHandler,
    UpdateProfileHandler,
    AddAddressHandler,
    UpdateAddressHandler,
    DeleteAddressHandler,
    UpdatePreferencesHandler,
    CheckCustomerHandler,
    AdminListUsersHandler,
    ToggleUserActiveHandler,
    UserFiguresHandler,
    SetPasswordHandler,
    CustomerPasswordAccounts,
    {
      provide: PasswordFlows,
      inject: [CustomerPasswordAccounts],
      useFactory: (accounts: CustomerPasswordAccounts) => new PasswordFlows(accounts),
    },
  ],
})
export class AuthModule {}
