import { Injectable } from '@nestjs/common';
import { AdminCodeCheck } from './admin-code-check.js';
import type { SessionState } from './session.service.js';

/**
 * The photo admin's gate, on plain values: a session of the host or a co-host, or the admin code in
 * `X-Access-Code` (limited and audited; refused once the host has a second factor).
 */
@Injectable()
export class AdminAccess {
  constructor(private readonly adminCode: AdminCodeCheck) {}

  async isAdmin(session: SessionState, headerCode: string | undefined, clientHash: string): Promise<boolean> {
    if (session.status === 'active' && (session.staff?.role === 'host' || session.staff?.role === 'cohost'))
      return true;
    if (!headerCode) return false;
    return (await this.adminCode.check(headerCode, clientHash, 'admin-code')).isValid;
  }
}
