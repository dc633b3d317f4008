import { Injectable } from '@nestjs/common';
import { type AdminAuthResponse, type AdminLoginInput } from '@thindi/contracts';
import { DomainError, DUMMY_PASSWORD_HASH, TokenService, verifyPassword } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import { toAdminView } from '../../domain/admin-view';

/** Admin sign-in: every failure, unknown e-mail included, costs one hash and gets the same answer. */
@Injectable()
export class AdminLoginHandler {
  constructor(
    private readonly tokens: TokenService,
    private readonly admins: AdminsRepository,
  ) {}

  async execute({ email, password }: AdminLoginInput): Promise<AdminAuthResponse> {
    const admin = await this.admins.findByEmail(email);
    const matches = await verifyPassword(password, admin?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!admin || !matches || !admin.isActive)
      throw DomainError.unauthorized('Invalid email or password', 'AUTH.INVALID_CREDENTIALS');
    await this.admins.audit(admin.id, 'admin.login');
    const token = this.tokens.sign({
      id: admin.id,
      role: 'admin',
      email: admin.email,
      sv: admin.sessionVersion,
    });
    return { success: true, message: 'Login successful', token, admin: toAdminView(admin) };
  }
}
