import type { Server } from 'node:http';
import request from 'supertest';
import type { AdminRole } from '@lakehouse/contracts';

/** The session cookie (`name=value`) an answer set. */
export const sessionCookieOf = (response: request.Response): string =>
  String(response.headers['set-cookie']).split(';')[0] ?? '';

/** A helper invited by the host (signed in with `hostCookie`) who accepted: their session cookie. */
export async function helperSession(
  server: Server,
  hostCookie: string,
  role: Exclude<AdminRole, 'host'>,
): Promise<string> {
  const invite = await request(server)
    .post('/api/admin/helpers/invites')
    .set('Cookie', hostCookie)
    .send({ role })
    .expect(201);
  const token = (invite.body as { path: string }).path.split('#')[1];
  return sessionCookieOf(
    await request(server)
      .post('/api/admin/helpers/accept')
      .send({ token, name: `A ${role}` })
      .expect(201),
  );
}
