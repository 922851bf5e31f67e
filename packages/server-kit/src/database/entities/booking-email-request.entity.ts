import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StoredQuote } from './reservation.entity.js';

/** A booking the booking page asked to email about (the spec's send-booking-emails call). */
@Entity({ name: 'booking_email_requests' })
export class BookingEmailRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'dedupe_key', type: 'text', unique: true })
  dedupeKey!: string;

  @Column({ name: 'guest_name', type: 'text' })
  guestName!: string;

  @Column({ name: 'guest_email', type: 'text' })
  guestEmail!: string;

  @Column({ name: 'guest_phone', type: 'text', nullable: true })
  guestPhone!: string | null;

  @Column({ name: 'check_in', type: 'date' })
  checkIn!: string;

  @Column({ name: 'check_out', type: 'date' })
  checkOut!: string;

  @Column({ type: 'integer' })
  adults!: number;

  @Column({ type: 'integer' })
  children!: number;

  @Column({ type: 'integer' })
  infants!: number;

  @Column({ name: 'special_requests', type: 'text', nullable: true })
  specialRequests!: string | null;

  @Column({ type: 'text', nullable: true })
  role!: string | null;

  @Column({ type: 'jsonb' })
  quote!: StoredQuote;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
