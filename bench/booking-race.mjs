// 100 guests ask for the same nights at once: exactly one hold may win, and every answer must come back fast.
import { addDaysIso, todayIso } from './dates.mjs';

const ATTEMPTS = 100;

/** The session cookie a JSON POST sets (production cookies are Secure; a script sends them back itself). */
export async function postForCookie(url, body, cookie) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ') || cookie
  );
}

export async function runBookingRace({ baseUrl, adminCode }) {
  const adminCookie = await postForCookie(`${baseUrl}/api/admin/login`, { adminCode });
  await postForCookie(`${baseUrl}/api/admin/access-codes`, { code: 'BENCH-RACE', type: 'past_guest' }, adminCookie);
  const guestCookie = await postForCookie(`${baseUrl}/api/access/verify`, { code: 'BENCH-RACE' });
  // Nights no seeded stay or block touches.
  const checkInDate = addDaysIso(todayIso(), 200);
  const checkOutDate = addDaysIso(todayIso(), 204);
  const attempt = (index) =>
    fetch(`${baseUrl}/api/reservations`, {
      method: 'POST',
      // Each guest from an address of its own (TEST-NET-2), passed on as a proxy would (the stack trusts loopback).
      headers: { 'content-type': 'application/json', cookie: guestCookie, 'x-forwarded-for': `198.51.100.${index}` },
      body: JSON.stringify({
        guestName: `Racer ${index}`,
        guestEmail: `racer${index}@example.com`,
        checkInDate,
        checkOutDate,
        guestCount: 2,
        totalAmount: '1',
      }),
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: ATTEMPTS }, (_, index) => attempt(index)));
  const wallMs = performance.now() - started;
  const byStatus = {};
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  const loserMessages = [
    ...new Set(answers.filter((answer) => answer.status === 409).map((answer) => JSON.parse(answer.body).message)),
  ];
  return { attempts: ATTEMPTS, wallMs, winners: byStatus[201] ?? 0, byStatus, loserMessages };
}
