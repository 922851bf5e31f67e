import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  type HelperInvite,
  type HelperRole,
  type HelpersOverview,
  INVITE_REFUSED,
  INVITE_VALID_HOURS,
} from '@lakehouse/contracts';
import { invitePath, linkSecretHash, newLinkSecret } from './link-secrets.js';

export interface HelperRecord {
  id: string;
  name: string;
  role: HelperRole;
}

type HelperRow = {
  id: string;
  name: string;
  role: HelperRole;
  joined_at: Date;
  last_sign_in_at: Date | null;
  active_sessions: number;
};

const HELPER_GONE = 'This helper has been removed already.';

/**
 * The people the host lets in. An invite is a one-time link (its hash stored, usable once, expiring); accepting it
 * makes the helper, with a personal sign-in key of their own (its hash stored). Removing a helper ends their
 * sessions by cascade.
 */
@Injectable()
export class HelpersService {
  constructor(private readonly dataSource: DataSource) {}

  async invite(role: HelperRole): Promise<HelperInvite> {
    const token = newLinkSecret();
    const [{ expires_at }] = await this.dataSource.query<[{ expires_at: Date }]>(
      `INSERT INTO helper_invites (token_hash, role, expires_at)
       VALUES ($1, $2, now() + make_interval(hours => $3)) RETURNING expires_at`,
      [linkSecretHash(token), role, INVITE_VALID_HOURS],
    );
    return { path: invitePath(token), role, expiresAt: expires_at.toISOString() };
  }

  /**
   * Uses the invite up (in the same statement that checks it is open, so two tabs can't both accept it) and makes the
   * helper with the hash of their sign-in key. 404 for a used, expired or unknown invite alike.
   */
  async accept(token: string, name: string, signInKeyHash: string): Promise<HelperRecord> {
    return this.dataSource.transaction(async (manager) => {
      const [claimed] = await manager.query<[{ id: string; role: HelperRole }[], number]>(
        `UPDATE helper_invites SET accepted_at = now()
          WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > now()
          RETURNING id, role`,
        [linkSecretHash(token)],
      );
      const invite = claimed[0];
      if (!invite) throw new NotFoundException(INVITE_REFUSED);
      const [helper] = await manager.query<HelperRecord[]>(
        `INSERT INTO helpers (name, role, sign_in_key_hash, last_sign_in_at) VALUES ($1, $2, $3, now())
         RETURNING id, name, role`,
        [name, invite.role, signInKeyHash],
      );
      await manager.query('UPDATE helper_invites SET helper_id = $1 WHERE id = $2', [helper!.id, invite.id]);
      return helper!;
    });
  }

  /** The helper whose personal sign-in key this is, or none. */
  async bySignInKey(key: string): Promise<HelperRecord | undefined> {
    const [rows] = await this.dataSource.query<[HelperRecord[], number]>(
      'UPDATE helpers SET last_sign_in_at = now() WHERE sign_in_key_hash = $1 RETURNING id, name, role',
      [linkSecretHash(key)],
    );
    return rows[0];
  }

  async overview(): Promise<HelpersOverview> {
    const helpers = await this.dataSource.query<HelperRow[]>(
      `SELECT h.id, h.name, h.role, h.created_at AS joined_at, h.last_sign_in_at,
              (SELECT count(*)::int FROM sessions s WHERE s.helper_id = h.id AND s.expires_at > now()) AS active_sessions
         FROM helpers h ORDER BY h.created_at`,
    );
    const invites = await this.dataSource.query<{ id: string; role: HelperRole; expires_at: Date }[]>(
      `SELECT id, role, expires_at FROM helper_invites
        WHERE accepted_at IS NULL AND expires_at > now() ORDER BY created_at`,
    );
    return {
      helpers: helpers.map((row) => ({
        id: row.id,
        name: row.name,
        role: row.role,
        joinedAt: row.joined_at.toISOString(),
        activeSessions: row.active_sessions,
        lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
      })),
      openInvites: invites.map((row) => ({ id: row.id, role: row.role, expiresAt: row.expires_at.toISOString() })),
    };
  }

  /** An open invite the host no longer wants used. */
  async withdrawInvite(id: string): Promise<void> {
    const [, count] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM helper_invites WHERE id = $1 AND accepted_at IS NULL',
      [id],
    );
    if (count === 0) throw new NotFoundException('This invite has been used or withdrawn already.');
  }

  async assertExists(id: string): Promise<void> {
    const [row] = await this.dataSource.query<{ id: string }[]>('SELECT id FROM helpers WHERE id = $1', [id]);
    if (!row) throw new NotFoundException(HELPER_GONE);
  }

  /** The helper and, by cascade, every session of theirs, at once. */
  async remove(id: string): Promise<void> {
    const [, count] = await this.dataSource.query<[unknown, number]>('DELETE FROM helpers WHERE id = $1', [id]);
    if (count === 0) throw new NotFoundException(HELPER_GONE);
  }
}
