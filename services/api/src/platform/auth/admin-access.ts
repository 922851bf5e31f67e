import { Injectable } from '@nestjs/common';
import type { AdminRole } from '@lakehouse/contracts';
import { AdminCodeCheck } from './admin-code-check.js';
import type { SessionState } from './session.service.js';

/**
 * The photo admin's gate, on plain values: a session of a role the route allows, or the admin code in
 * `X-Access-Code` (limited and audited; refused once the host has a second factor).
 */
@Injectable()
export class AdminAccess {
  constructor(private readonly adminCode: AdminCodeCheck) {}

  async isAdmin(
    session: SessionState,
    allowed: readonly AdminRole[],
    headerCode: string | undefined,
    clientHash: string,
  ): Promise<boolean> {
    if (session.status === 'active' && session.staff && allowed.includes(session.staff.role)) return true;
    if (!headerCode) return false;
    return (await this.adminCode.check(headerCode, clientHash, 'admin-code')).isValid;
  }
}
