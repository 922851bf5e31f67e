// `GET /` under load while guests make holds, against the same load without them, in turns: a booking drops what
// shows availability (the /book page, the availability answers), not the home page, so the home page's throughput
// and p99 should hardly move.
import { addDaysIso, todayIso } from './dates.mjs';
import { postForCookie } from './booking-race.mjs';
import { load, pooled } from './load-generator.mjs';

const HOLD_EVERY_MS = 500;
const TURNS = 2;

export async function measureHoldsUnderLoad({ baseUrl, adminCode, durationSeconds }) {
  const adminCookie = await postForCookie(`${baseUrl}/api/admin/login`, { adminCode });
  await postForCookie(`${baseUrl}/api/admin/access-codes`, { code: 'BENCH-HOLDS', type: 'past_guest' }, adminCookie);
  const guestCookie = await postForCookie(`${baseUrl}/api/access/verify`, { code: 'BENCH-HOLDS' });
  let made = 0;
  let refused = 0;
  const hold = async () => {
    const index = made + refused;
    // Two nights each, past the race's and the seeded stays, each guest from an address of its own (TEST-NET-3).
    const checkInDate = addDaysIso(todayIso(), 240 + index * 3);
    const response = await fetch(`${baseUrl}/api/reservations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: guestCookie,
        'x-forwarded-for': `203.0.113.${index % 250}`,
      },
      body: JSON.stringify({
        guestName: `Guest ${index}`,
        guestEmail: `guest${index}@example.com`,
        checkInDate,
        checkOutDate: addDaysIso(checkInDate, 2),
        guestCount: 2,
        totalAmount: '1',
      }),
    });
    if (response.status === 201) made += 1;
    else refused += 1;
  };
  const url = `${baseUrl}/`;
  await load({ url, method: 'GET', durationSeconds: 3 });
  const slices = { quiet: [], holds: [] };
  const sliceSeconds = durationSeconds / TURNS;
  for (let turn = 0; turn < TURNS; turn++) {
    slices.quiet.push(await load({ url, method: 'GET', durationSeconds: sliceSeconds }));
    const timer = setInterval(() => void hold(), HOLD_EVERY_MS);
    try {
      slices.holds.push(await load({ url, method: 'GET', durationSeconds: sliceSeconds }));
    } finally {
      clearInterval(timer);
    }
  }
  return { quiet: pooled(slices.quiet), holds: pooled(slices.holds), made, refused };
}
