import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrCodeSvg } from 'qrcode';
import { DataSource, type EntityManager } from 'typeorm';
import type { RecoveryCodes, SignInSecurity, TotpEnrollment } from '@lakehouse/contracts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';

/** A code of the step before or after the phone's is accepted: a phone's clock is often a few seconds off. */
const CLOCK_TOLERANCE_SECONDS = 30;
const WRONG_CONFIRMATION = 'That code does not match. Scan the QR code again, then type the code your app shows now.';

type TotpRow = { secret: string | null; pending_secret: string | null; confirmed_at: Date | null };

/**
 * The host's second factor: an authenticator app (TOTP, RFC 6238) and ten single-use recovery codes. Once the app
 * is confirmed, the admin code alone no longer signs in. A code is accepted once: its time step is recorded and
 * only a later step passes next time, so a code read over the host's shoulder can't be replayed.
 */
@Injectable()
export class HostSecondFactor {
  constructor(private readonly dataSource: DataSource) {}

  async isRequired(): Promise<boolean> {
    return (await this.row())?.secret != null;
  }

  async status(): Promise<SignInSecurity> {
    const row = await this.row();
    const [{ left }] = await this.dataSource.query<[{ left: number }]>(
      'SELECT count(*)::int AS left FROM admin_recovery_codes WHERE used_at IS NULL',
    );
    return {
      totp: row?.secret && row.confirmed_at ? { addedAt: row.confirmed_at.toISOString() } : null,
      recoveryCodesLeft: left,
    };
  }

  /** A new secret to scan; the app in use (if any) stays until this one is confirmed. */
  async beginTotp(siteName: string): Promise<TotpEnrollment> {
    const secret = generateSecret();
    await this.dataSource.query(
      `INSERT INTO admin_totp (id, pending_secret) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET pending_secret = excluded.pending_secret`,
      [secret],
    );
    const otpauthUri = generateURI({ issuer: siteName, label: 'Host', secret });
    const svg = await qrCodeSvg(otpauthUri, { type: 'svg', margin: 2 });
    return { secret, otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** The app shows the right code: it becomes the factor, with new recovery codes (shown this once). */
  async confirmTotp(code: string): Promise<RecoveryCodes> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<TotpRow[]>('SELECT pending_secret FROM admin_totp WHERE id = 1 FOR UPDATE');
      if (!row?.pending_secret) throw new ConflictException('Start again: add the authenticator app first.');
      const result = await verify({ secret: row.pending_secret, token: code, epochTolerance: CLOCK_TOLERANCE_SECONDS });
      if (!result.valid || !('timeStep' in result)) throw new BadRequestException(WRONG_CONFIRMATION);
      await manager.query(
        `UPDATE admin_totp SET secret = pending_secret, pending_secret = NULL, confirmed_at = now(), last_time_step = $1
          WHERE id = 1`,
        [result.timeStep],
      );
      return { recoveryCodes: await this.replaceRecoveryCodes(manager) };
    });
  }

  /** New recovery codes; the old ones stop working. */
  async renewRecoveryCodes(): Promise<RecoveryCodes> {
    if (!(await this.isRequired())) throw new ConflictException('Add an authenticator app first.');
    return this.dataSource.transaction(async (manager) => ({
      recoveryCodes: await this.replaceRecoveryCodes(manager),
    }));
  }

  /** Back to the admin code alone (the host is signed in, so holds the factor or a recovery code). */
  async remove(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM admin_totp');
      await manager.query('DELETE FROM admin_recovery_codes');
    });
  }

  /** The app's current code (each time step once) or an unused recovery code (which is then used up). */
  async verify(code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) return this.verifyTotp(code);
    const [, used] = await this.dataSource.query<[unknown, number]>(
      'UPDATE admin_recovery_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL',
      [recoveryCodeHash(code)],
    );
    return used === 1;
  }

  private async verifyTotp(code: string): Promise<boolean> {
    const [row] = await this.dataSource.query<{ secret: string | null; last_time_step: string | null }[]>(
      'SELECT secret, last_time_step FROM admin_totp WHERE id = 1',
    );
    if (!row?.secret) return false;
    const result = await verify({
      secret: row.secret,
      token: code,
      epochTolerance: CLOCK_TOLERANCE_SECONDS,
      ...(row.last_time_step === null ? {} : { afterTimeStep: Number(row.last_time_step) }),
    });
    if (!result.valid || !('timeStep' in result)) return false;
    // Two requests with the same code at once: only the one that records its step first passes.
    const [, recorded] = await this.dataSource.query<[unknown, number]>(
      'UPDATE admin_totp SET last_time_step = $1 WHERE id = 1 AND (last_time_step IS NULL OR last_time_step < $1)',
      [result.timeStep],
    );
    return recorded === 1;
  }

  private async replaceRecoveryCodes(manager: EntityManager): Promise<string[]> {
    const { shown, hashes } = newRecoveryCodes();
    await manager.query('DELETE FROM admin_recovery_codes');
    await manager.query('INSERT INTO admin_recovery_codes (code_hash) SELECT unnest($1::text[])', [hashes]);
    return shown;
  }

  private async row(): Promise<TotpRow | undefined> {
    const [row] = await this.dataSource.query<TotpRow[]>(
      'SELECT secret, pending_secret, confirmed_at FROM admin_totp WHERE id = 1',
    );
    return row;
  }
}
