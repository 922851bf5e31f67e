import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StoredQuote } from './reservation.entity.js';

/** A booking the booking page asked to email about (the spec's send-booking-emails call). */
@Entity({ name: 'booking_email_requests' })
export class BookingEmailRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  dedupeKey!: string;

  @Column({ type: 'text' })
  guestName!: string;

  @Column({ type: 'text' })
  guestEmail!: string;

  @Column({ type: 'text', nullable: true })
  guestPhone!: string | null;

  @Column({ type: 'date' })
  checkIn!: string;

  @Column({ type: 'date' })
  checkOut!: string;

  @Column({ type: 'integer' })
  adults!: number;

  @Column({ type: 'integer' })
  children!: number;

  @Column({ type: 'integer' })
  infants!: number;

  @Column({ type: 'text', nullable: true })
  specialRequests!: string | null;

  @Column({ type: 'text', nullable: true })
  role!: string | null;

  @Column({ type: 'jsonb' })
  quote!: StoredQuote;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
