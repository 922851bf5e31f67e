import { BadRequestException, ConflictException, ForbiddenException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DATES_TAKEN,
  JobName,
  type PlannedInstalment,
  type ReservationCreated,
  StayRefusedError,
  dateInPropertyZone,
  planInstalments,
  quoteStay,
  ratesFromRules,
  roleSchedule,
} from '@lakehouse/contracts';
import {
  OutboxRelay,
  ReservationEntity,
  expireOverdueHolds,
  isStayOverlapViolation,
  lockBookingCalendar,
  writeOutboxEntry,
  writeStayInstalments,
} from '@lakehouse/server-kit';
import { blocksOverlapping } from '../../availability/blocked-nights.js';
import { GetPricingRulesQuery } from '../../pricing/queries/get-pricing-rules.query.js';
import { RESERVATION_OPTIONS, type ReservationOptions } from '../reservation-options.js';
import { CreateReservationCommand } from './create-reservation.command.js';
import { earlierAttempt, isRepeatedAttempt, reservationCreated } from './earlier-attempt.js';

const HOLD_HOURS = 24;
export const CODE_NOT_USABLE =
  'Your access code is no longer active. Please enter your access code again or contact us.';
const CODE_USED_UP =
  'Your access code has already been used for every stay it allows. Please contact us to book again.';
const tooManyUnpaidNights = (held: number, asked: number, max: number) =>
  held === 0
    ? `This stay is ${asked} nights, more than the ${max} unpaid nights one access code may hold at once. Please choose fewer nights, or contact us to arrange a longer stay.`
    : `Your access code already holds ${held} unpaid ${held === 1 ? 'night' : 'nights'}, and ${asked} more would pass the limit of ${max} unpaid nights at once. Please pay for a held stay, or wait until a hold expires, before holding more dates.`;
const tooManyUnpaidHolds = (max: number) =>
  `Your access code already holds ${max} unpaid ${max === 1 ? 'stay' : 'stays'}. Please pay for one, or wait until a hold expires, before holding more dates.`;

@CommandHandler(CreateReservationCommand)
export class CreateReservationHandler implements ICommandHandler<CreateReservationCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly queryBus: QueryBus,
    @Inject(RESERVATION_OPTIONS) private readonly options: ReservationOptions,
  ) {}

  async execute({ request, guest }: CreateReservationCommand): Promise<ReservationCreated> {
    const role = guest?.role ?? null;
    const today = dateInPropertyZone(new Date());
    if (request.checkInDate < today) throw new BadRequestException('Please select a current or future date.');
    // The same attempt sent again (its first answer lost to a timeout): that answer, not a conflict with itself.
    const accessCodeId = guest?.accessCodeId ?? null;
    const earlier = await earlierAttempt(this.dataSource, request, accessCodeId);
    if (earlier) return earlier;
    const { rules } = (await this.queryBus.execute(new GetPricingRulesQuery())).value;
    // The server's own quote, under the host's rules, is what is stored and charged; the browser's total is only
    // kept for comparison. A stay the rules refuse (too short for its season, too far ahead) is a 400 saying why.
    let quote;
    try {
      quote = quoteStay(ratesFromRules(rules), {
        checkIn: request.checkInDate,
        checkOut: request.checkOutDate,
        today,
        includeLinens: true,
        familyDiscount: role === 'family',
      });
    } catch (error) {
      if (error instanceof StayRefusedError) throw new BadRequestException(error.message);
      throw error;
    }
    const maxUnpaidHoldsPerCode = rules.maxUnpaidHoldsPerCode ?? this.options.maxUnpaidHoldsPerCode;
    const fields = {
      checkIn: request.checkInDate,
      checkOut: request.checkOutDate,
      guestName: request.guestName,
      guestEmail: request.guestEmail,
      guestPhone: request.guestPhone ?? null,
      specialRequests: request.specialRequests ?? null,
      guestCount: request.guestCount,
      role,
      quote,
      totalCents: quote.totalCents,
      clientTotalAmount: request.totalAmount ?? null,
      idempotencyKey: request.idempotencyKey ?? null,
    };
    // What is paid when, fixed now from the stored quote and the role's schedule.
    const plan = planInstalments(
      quote.totalCents,
      request.checkInDate,
      today,
      roleSchedule(rules.paymentSchedule, role),
    );
    let saved: ReservationEntity;
    try {
      saved = guest
        ? await this.hold({ ...fields, accessCodeId: guest.accessCodeId }, maxUnpaidHoldsPerCode, plan)
        : await this.inquire(fields);
    } catch (error) {
      // A sending of the same attempt committed first: its nights (or its key) are taken by this very attempt.
      const mayBeRace = isRepeatedAttempt(error) || error instanceof ConflictException;
      const raced = mayBeRace && (await earlierAttempt(this.dataSource, request, accessCodeId));
      if (raced) return raced;
      throw error;
    }
    this.relay.nudge();
    return reservationCreated(saved);
  }

  private inquire(fields: Partial<ReservationEntity>): Promise<ReservationEntity> {
    return this.dataSource.transaction(async (manager) => {
      const inquiry = await manager.save(manager.create(ReservationEntity, { ...fields, status: 'inquiry' }));
      await writeOutboxEntry(manager, JobName.SendReservationEmail, {
        reservationId: inquiry.id,
        email: 'inquiry-received',
      });
      await writeOutboxEntry(manager, JobName.SendReservationEmail, {
        reservationId: inquiry.id,
        email: 'host-new-inquiry',
      });
      return inquiry;
    });
  }

  private async hold(
    fields: Partial<ReservationEntity>,
    maxUnpaidHoldsPerCode: number,
    plan: PlannedInstalment[],
  ): Promise<ReservationEntity> {
    // Most of a burst for the same nights loses: tell them without queueing for the calendar lock. The locked
    // checks and the exclusion constraint below stay the authority.
    if (await this.activeStayOverlaps(fields.checkIn!, fields.checkOut!)) throw new ConflictException(DATES_TAKEN);
    try {
      // One transaction: a statement, lock or connection timeout anywhere in it rolls all of it back (an unanswered
      // connection is closed, never reused), so the hold is either committed and answered 201, or not there and
      // answered 503.
      return await this.dataSource.transaction(async (manager) => {
        // The feed sync takes the same lock: its blocks can't change between this check and the insert.
        await lockBookingCalendar(manager);
        // A hold past its 24 h no longer blocks, even if its expiry job has not run yet.
        await expireOverdueHolds(manager, { overlapping: { checkIn: fields.checkIn!, checkOut: fields.checkOut! } });
        await this.useCodeForHold(manager, fields, maxUnpaidHoldsPerCode);
        await this.refuseBlockedNights(manager, fields.checkIn!, fields.checkOut!);
        const holdExpiresAt = new Date(Date.now() + HOLD_HOURS * 60 * 60 * 1000);
        const held = await manager.save(
          manager.create(ReservationEntity, { ...fields, status: 'held', holdExpiresAt }),
        );
        await writeStayInstalments(manager, held.id, plan);
        await writeOutboxEntry(manager, JobName.SendReservationEmail, {
          reservationId: held.id,
          email: 'request-received',
        });
        await writeOutboxEntry(manager, JobName.SendReservationEmail, {
          reservationId: held.id,
          email: 'host-new-booking',
        });
        await writeOutboxEntry(manager, JobName.ExpireHold, { reservationId: held.id }, { notBefore: holdExpiresAt });
        // Payment follow-up: the Stripe invoice for the hold (in manual mode the job only logs that the host invoices).
        await writeOutboxEntry(manager, JobName.CreateHoldInvoice, { reservationId: held.id });
        return held;
      });
    } catch (error) {
      // The exclusion constraint: another hold or booking took a night first.
      if (isStayOverlapViolation(error)) throw new ConflictException(DATES_TAKEN);
      throw error;
    }
  }

  /**
   * Under the calendar lock (every hold takes it, so the counts can't race): the code must still be active and
   * unexpired (it may have changed since the session started), have a stay left (its uses are the stays it held;
   * signing in uses nothing), and hold fewer unpaid stays and, with this one, no more unpaid nights than allowed.
   * Then this hold counts as one use.
   */
  private async useCodeForHold(
    manager: EntityManager,
    { accessCodeId = null, checkIn, checkOut }: Partial<ReservationEntity>,
    maxUnpaidHoldsPerCode: number,
  ): Promise<void> {
    // Sessions from before holds recorded their code carry none: they sign in again.
    if (!accessCodeId) throw new ForbiddenException(CODE_NOT_USABLE);
    const [code] = await manager.query<
      { active: boolean; staysLeft: boolean; unpaidHolds: number; unpaidNights: number; nights: number }[]
    >(
      `SELECT is_active AND (expires_at IS NULL OR expires_at > now()) AS active,
              max_usage IS NULL OR usage_count < max_usage AS "staysLeft",
              held.holds AS "unpaidHolds", held.nights AS "unpaidNights", ($3::date - $2::date) AS nights
         FROM access_codes,
              (SELECT count(*)::int AS holds, coalesce(sum(check_out - check_in), 0)::int AS nights FROM reservations
                WHERE access_code_id = $1 AND status = 'held' AND hold_expires_at > now()) AS held
        WHERE id = $1 FOR UPDATE OF access_codes`,
      [accessCodeId, checkIn, checkOut],
    );
    if (!code?.active) throw new ForbiddenException(CODE_NOT_USABLE);
    if (!code.staysLeft) throw new ForbiddenException(CODE_USED_UP);
    if (code.unpaidHolds >= maxUnpaidHoldsPerCode)
      throw new ConflictException(tooManyUnpaidHolds(maxUnpaidHoldsPerCode));
    const maxNights = this.options.maxUnpaidNightsPerCode;
    if (code.unpaidNights + code.nights > maxNights)
      throw new ConflictException(tooManyUnpaidNights(code.unpaidNights, code.nights, maxNights));
    await manager.query(`UPDATE access_codes SET usage_count = usage_count + 1 WHERE id = $1`, [accessCodeId]);
  }

  private async activeStayOverlaps(checkIn: string, checkOut: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM reservations
        WHERE (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now())) AND stay && daterange($1::date, $2::date, '[)')
        LIMIT 1`,
      [checkIn, checkOut],
    );
    return rows.length > 0;
  }

  private async refuseBlockedNights(manager: EntityManager, checkIn: string, checkOut: string): Promise<void> {
    if ((await blocksOverlapping(manager, checkIn, checkOut)).length > 0) throw new ConflictException(DATES_TAKEN);
  }
}
