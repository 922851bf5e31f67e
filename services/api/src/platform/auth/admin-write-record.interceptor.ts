import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type Observable, mergeMap } from 'rxjs';
import { DataSource } from 'typeorm';
import { actorLabel, actorOf } from './admin-actor.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every admin write that succeeded is recorded with who made it (the host, or the helper by name and role), the
 * method and the route, before the answer leaves: global, so no route has to remember it.
 */
@Injectable()
export class AdminWriteRecord implements NestInterceptor {
  constructor(private readonly dataSource: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const actor = actorOf(request);
    if (!actor || READS.has(request.method)) return next.handle();
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        await this.dataSource.query(
          'INSERT INTO admin_writes (actor, helper_id, method, route) VALUES ($1, $2, $3, $4)',
          [actorLabel(actor), actor.helperId, request.method, request.routeOptions.url ?? request.url],
        );
        return answer;
      }),
    );
  }
}
