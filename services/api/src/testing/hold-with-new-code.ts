import type { Server } from 'node:http';
import request from 'supertest';
import { addDays } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE } from '@lakehouse/server-kit/testing';

/**
 * A hold made as the booking page makes it, by a returning guest whose code the host has just created; the
 * reservation's id. The guest is Ada Lovelace, at `<code>@example.com`.
 */
export async function holdWithNewCode(
  server: Server,
  {
    code,
    checkIn,
    nights = 3,
    guestCount = 2,
  }: { code: string; checkIn: string; nights?: number; guestCount?: number },
): Promise<string> {
  const admin = request.agent(server);
  await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  await admin.post('/api/admin/access-codes').send({ code, type: 'past_guest' }).expect(201);
  const guest = request.agent(server);
  await guest.post('/api/access/verify').send({ code }).expect(200);
  const created = await guest
    .post('/api/reservations')
    .send({
      guestName: 'Ada Lovelace',
      guestEmail: `${code.toLowerCase()}@example.com`,
      guestCount,
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, nights),
    })
    .expect(201);
  return (created.body as { id: string }).id;
}
