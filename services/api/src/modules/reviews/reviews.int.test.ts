import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import {
  REVIEW_ALREADY_GIVEN,
  REVIEW_NOT_YET,
  type ReviewsResponse,
  addDays,
  dateInPropertyZone,
} from '@lakehouse/contracts';
import { BookingLinks, bookingReference } from '@lakehouse/server-kit';
import { TEST_ADMIN_CODE, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

const scores = { overall: 5, cleanliness: 5, accuracy: 4, communication: 5, location: 5, value: 4 };
const words = 'A calm week on the lake: the kids swam every day and the kitchen had all we needed.';

/** Reviews of direct stays: written from the booking link once the stay is over, read by all, moderated by the host. */
describe('reviews of direct stays', () => {
  let database: TestDatabase;
  let db: pg.Client;
  let api: NestFastifyApplication;
  let links: BookingLinks;
  const today = dateInPropertyZone(new Date());
  let monthsAhead = 2;

  beforeAll(async () => {
    ({ app: api, database } = await startTestApi({ config: testConfig({ LOG_LEVEL: 'error' }) }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    links = api.get(BookingLinks, { strict: false });
  });

  afterAll(async () => {
    await api?.close();
    await db?.end();
    await database?.drop();
  });

  const server = () => api.getHttpServer();
  const host = async () => {
    const agent = request.agent(server());
    await agent.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    return agent;
  };

  /** A stay booked with a fresh code and confirmed by the host; `endedDaysAgo` moves it into the past. */
  async function stay(guestName: string, endedDaysAgo: number | null): Promise<{ id: string; path: string }> {
    const admin = await host();
    const code = `REVIEW${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    await admin.post('/api/admin/access-codes').send({ code, type: 'past_guest' }).expect(201);
    const guest = request.agent(server());
    await guest.post('/api/access/verify').send({ code }).expect(200);
    const checkIn = addDays(today, 30 * monthsAhead++);
    const { body } = await guest
      .post('/api/reservations')
      .send({
        guestName,
        guestEmail: 'guest@example.com',
        guestCount: 4,
        checkInDate: checkIn,
        checkOutDate: addDays(checkIn, 3),
      })
      .expect(201);
    const id = body.id as string;
    await admin.post(`/api/admin/reservations/${id}/confirm`).expect(200);
    if (endedDaysAgo !== null) {
      const checkOut = addDays(today, -endedDaysAgo - 400 * (monthsAhead % 7));
      await db.query('UPDATE reservations SET check_in = $2, check_out = $3 WHERE id = $1', [
        id,
        addDays(checkOut, -3),
        checkOut,
      ]);
    }
    return { id, path: `/api/bookings/${bookingReference(id)}?key=${links.key(id)}` };
  }

  const reviewPath = (path: string) => path.replace('?key=', '/review?key=');

  it("a finished stay's guest reviews it once, from the booking link; the site shows it and the rating counts it", async () => {
    const { path } = await stay('Dana Kowalski', 2);
    await db.query(
      `INSERT INTO stay_notices (reservation_id, kind) SELECT id, 'thank-you' FROM reservations WHERE guest_name = 'Dana Kowalski'`,
    );
    expect((await request(server()).get(path).expect(200)).body.review).toBe('open');

    const given = await request(server())
      .post(reviewPath(path))
      .send({ ...scores, text: `  ${words}  ` })
      .expect(201);
    expect(given.body.review).toBe('given');

    const second = await request(server())
      .post(reviewPath(path))
      .send(scores)
      .send({ ...scores, text: words });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(REVIEW_ALREADY_GIVEN);

    // It records that it came from the guest's own link, and nothing else may claim another origin.
    const { rows } = await db.query<{ written_from: string }>(
      `SELECT written_from FROM reviews r JOIN reservations s ON s.id = r.reservation_id WHERE s.guest_name = 'Dana Kowalski'`,
    );
    expect(rows).toEqual([{ written_from: 'guest-booking-link' }]);

    const { body: reviews } = (await request(server()).get('/api/reviews').expect(200)) as { body: ReviewsResponse };
    expect(reviews.summary).toMatchObject({ count: 1, average: 5, reviewedStays: 1, invitedStays: 1 });
    expect(reviews.reviews[0]).toMatchObject({ reviewer: 'Dana K.', text: words, scores, hostReply: null });
    // The guest's email and full name are nowhere in what the site shows.
    expect(JSON.stringify(reviews)).not.toMatch(/Kowalski|guest@example\.com/);

    // Beside the seeded platform ratings (4.88 from 8, 5 from 10): (4.88 + 5 + 5) / 3, from 8 + 10 + 1 reviews.
    const { body: property } = await request(server()).get('/api/property').expect(200);
    expect(property.site.rating).toEqual({ rating: 5, reviewCount: 19 });
  });

  it('refuses a review before check-out, of a key that is not the stay, and of scores out of range', async () => {
    const { path } = await stay('Early Bird', null);
    expect((await request(server()).get(path).expect(200)).body.review).toBe('not-yet');
    const early = await request(server())
      .post(reviewPath(path))
      .send({ ...scores, text: words });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(REVIEW_NOT_YET);

    const forged = reviewPath(path).replace(/key=.*/, 'key=not-the-key');
    expect(
      (
        await request(server())
          .post(forged)
          .send({ ...scores, text: words })
      ).status,
    ).toBe(404);

    const wild = await request(server())
      .post(reviewPath(path))
      .send({ ...scores, overall: 6, text: words });
    expect(wild.status).toBe(400);
    expect(JSON.stringify(wild.body)).toContain('Overall is rated from 1 to 5 stars');
  });

  it('the host replies and hides only with a reason; a hidden review leaves the site and the rating', async () => {
    const { path } = await stay('Sam Reed', 1);
    await request(server())
      .post(reviewPath(path))
      .send({ ...scores, overall: 3, text: 'Lovely spot, though the dock ladder was loose when we came.' })
      .expect(201);
    const admin = await host();
    const { body: all } = await admin.get('/api/admin/reviews').expect(200);
    const sam = (all as { id: string; reviewer: string }[]).find((review) => review.reviewer === 'Sam R.')!;

    const reply = await admin
      .put(`/api/admin/reviews/${sam.id}/reply`)
      .send({ text: 'Thank you: the ladder is fixed.' });
    expect(reply.status).toBe(200);
    const shown = (await request(server()).get('/api/reviews').expect(200)).body as ReviewsResponse;
    expect(shown.reviews.find((review) => review.id === sam.id)?.hostReply?.text).toBe(
      'Thank you: the ladder is fixed.',
    );
    expect(shown.summary.average).toBe(4);
    // (4.88 + 5 + 4) / 3 from 20 reviews.
    expect((await request(server()).get('/api/property').expect(200)).body.site.rating).toEqual({
      rating: 4.6,
      reviewCount: 20,
    });

    const noReason = await admin.post(`/api/admin/reviews/${sam.id}/hide`).send({ reason: '' });
    expect(noReason.status).toBe(400);
    await admin.post(`/api/admin/reviews/${sam.id}/hide`).send({ reason: 'Names a neighbour by name.' }).expect(200);
    const afterHiding = (await request(server()).get('/api/reviews').expect(200)).body as ReviewsResponse;
    expect(afterHiding.reviews.map((review) => review.id)).not.toContain(sam.id);
    expect(afterHiding.summary).toMatchObject({ count: 1, average: 5, reviewedStays: 2 });
    expect((await request(server()).get('/api/property').expect(200)).body.site.rating).toEqual({
      rating: 5,
      reviewCount: 19,
    });

    await admin.post(`/api/admin/reviews/${sam.id}/show`).expect(200);
    expect(((await request(server()).get('/api/reviews').expect(200)).body as ReviewsResponse).summary.count).toBe(2);
  });

  it('a review is never edited, not by a route and not by a stray write to the table', async () => {
    const admin = await host();
    const { body: all } = await admin.get('/api/admin/reviews').expect(200);
    const id = (all as { id: string }[])[0]!.id;
    for (const method of ['put', 'patch'] as const) {
      expect((await admin[method](`/api/admin/reviews/${id}`).send({ text: 'Best house ever!' })).status).toBe(404);
    }
    await expect(db.query(`UPDATE reviews SET body = 'Best house ever!' WHERE id = $1`, [id])).rejects.toThrow(
      "a review's words and scores are the guest's and cannot be changed",
    );
  });

  it('the host must be signed in to moderate', async () => {
    expect((await request(server()).get('/api/admin/reviews')).status).toBe(401);
  });
});
