import type { EntityManager } from 'typeorm';
import {
  type AdminReview,
  type CombinedRating,
  type PublicReview,
  type ReviewsResponse,
  REVIEW_CATEGORIES,
  reviewerName,
} from '@lakehouse/contracts';
import { bookingReference } from '@lakehouse/server-kit';

interface ReviewRow {
  id: string;
  reservation_id: string;
  guest_name: string;
  check_in: string;
  overall: number;
  cleanliness: number;
  accuracy: number;
  communication: number;
  location: number;
  value: number;
  body: string;
  submitted_at: Date;
  host_reply: string | null;
  replied_at: Date | null;
  hidden_reason: string | null;
  hidden_at: Date | null;
}

const REVIEW_COLUMNS = `r.id, r.reservation_id, s.guest_name, to_char(s.check_in, 'YYYY-MM-DD') AS check_in, r.overall,
  r.cleanliness, r.accuracy, r.communication, r.location, r.value, r.body, r.submitted_at, r.host_reply, r.replied_at,
  r.hidden_reason, r.hidden_at`;
const REVIEWS_NEWEST_FIRST = `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN reservations s ON s.id = r.reservation_id`;

function publicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    reviewer: reviewerName(row.guest_name),
    stayMonth: row.check_in.slice(0, 7),
    scores: {
      overall: row.overall,
      cleanliness: row.cleanliness,
      accuracy: row.accuracy,
      communication: row.communication,
      location: row.location,
      value: row.value,
    },
    text: row.body,
    submittedAt: row.submitted_at.toISOString(),
    hostReply:
      row.host_reply && row.replied_at ? { text: row.host_reply, repliedAt: row.replied_at.toISOString() } : null,
  };
}

function adminReview(row: ReviewRow): AdminReview {
  return {
    ...publicReview(row),
    reference: bookingReference(row.reservation_id),
    hidden:
      row.hidden_reason && row.hidden_at ? { reason: row.hidden_reason, hiddenAt: row.hidden_at.toISOString() } : null,
  };
}

const mean = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

export async function isReviewed(manager: EntityManager, reservationId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>('SELECT 1 FROM reviews WHERE reservation_id = $1', [reservationId]);
  return rows.length > 0;
}

/** What guests read: the visible reviews, newest first, their averages, and how many of the asked stays reviewed. */
export async function loadPublicReviews(manager: EntityManager): Promise<ReviewsResponse> {
  const [rows, [counts]] = await Promise.all([
    manager.query<ReviewRow[]>(`${REVIEWS_NEWEST_FIRST} WHERE r.hidden_at IS NULL ORDER BY r.submitted_at DESC`),
    manager.query<{ reviewed: number; invited: number }[]>(
      `SELECT (SELECT count(*)::int FROM reviews) AS reviewed,
              (SELECT count(*)::int FROM stay_notices WHERE kind = 'thank-you') AS invited`,
    ),
  ]);
  const categories = Object.fromEntries(
    REVIEW_CATEGORIES.map((category) => [category, mean(rows.map((row) => row[category]))]),
  ) as ReviewsResponse['summary']['categories'];
  return {
    summary: {
      count: rows.length,
      average: mean(rows.map((row) => row.overall)),
      categories,
      reviewedStays: counts?.reviewed ?? 0,
      // A stay reviewed from a link sent before the notices were kept still counts as asked.
      invitedStays: Math.max(counts?.invited ?? 0, counts?.reviewed ?? 0),
    },
    reviews: rows.map(publicReview),
  };
}

/** The direct stays' rating as one more platform beside Airbnb's and VRBO's: the visible reviews' overall mean. */
export async function loadDirectRating(manager: EntityManager): Promise<CombinedRating | null> {
  const [row] = await manager.query<{ average: string | null; count: number }[]>(
    'SELECT avg(overall) AS average, count(*)::int AS count FROM reviews WHERE hidden_at IS NULL',
  );
  if (!row || row.count === 0 || row.average === null) return null;
  return { rating: Math.round(Number(row.average) * 10) / 10, reviewCount: row.count };
}

export async function loadAdminReviews(manager: EntityManager): Promise<AdminReview[]> {
  const rows = await manager.query<ReviewRow[]>(`${REVIEWS_NEWEST_FIRST} ORDER BY r.submitted_at DESC`);
  return rows.map(adminReview);
}

export async function loadAdminReview(manager: EntityManager, id: string): Promise<AdminReview | null> {
  const [row] = await manager.query<ReviewRow[]>(`${REVIEWS_NEWEST_FIRST} WHERE r.id = $1`, [id]);
  return row ? adminReview(row) : null;
}
