import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@lakehouse/contracts';

/** Who is signed in to the admin: the host, or a helper (by the name they chose and their role). */
export interface AdminActor {
  role: AdminRole;
  name: string;
  helperId: string | null;
}

export const HOST_ACTOR: AdminActor = { role: 'host', name: 'the host', helperId: null };

/** How a change is signed in the records: "the host", or "Maria (Cleaner)". */
export const actorLabel = (actor: AdminActor): string =>
  actor.helperId ? `${actor.name} (${ADMIN_ROLE_LABELS[actor.role]})` : actor.name;

/** The admin guard's verdict, per request, for the handler and the write record (gone with the request). */
const actorsOfRequests = new WeakMap<object, AdminActor>();

export function rememberActor(request: object, actor: AdminActor): void {
  actorsOfRequests.set(request, actor);
}

export function actorOf(request: object): AdminActor | undefined {
  return actorsOfRequests.get(request);
}

/** `@CurrentActor() actor: AdminActor` on a route the admin guard let through. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): AdminActor => {
  const actor = actorOf(context.switchToHttp().getRequest<object>());
  if (!actor) throw new Error('CurrentActor is read on a route without admin roles');
  return actor;
});
