import { HttpException, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type QueueHandles, RedisWatch, openQueueHandles } from '@lakehouse/server-kit';
import { AdminGuard } from '../auth/admin.guard.js';

const QUEUE_DASHBOARD_PATH = '/api/admin/queues';
export const QUEUE_DASHBOARD_OPTIONS = Symbol('QUEUE_DASHBOARD_OPTIONS');

export interface QueueDashboardOptions {
  redisUrl: string;
  prefix: string;
}

/** bull-board over every queue of the catalogue, for the host or operator with an admin session (Redis only). */
@Injectable()
export class QueueDashboard implements OnApplicationShutdown {
  private readonly handles: QueueHandles;
  private readonly board = new FastifyAdapter().setBasePath(QUEUE_DASHBOARD_PATH);

  constructor(
    @Inject(QUEUE_DASHBOARD_OPTIONS) options: QueueDashboardOptions,
    private readonly adminGuard: AdminGuard,
    redisWatch: RedisWatch,
  ) {
    this.handles = openQueueHandles(options.redisUrl, options.prefix, redisWatch);
    createBullBoard({
      queues: this.handles.queues.map((queue) => new BullMQAdapter(queue)),
      serverAdapter: this.board,
    });
  }

  /** Registers the dashboard (its page, assets and its own API under the same path) behind the admin-session check. */
  async register(scope: FastifyInstance): Promise<void> {
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await this.adminGuard.assertAdmin(request);
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        return reply.code(error.getStatus()).send({ statusCode: error.getStatus(), message: error.message });
      }
    });
    await scope.register(this.board.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.handles.close();
  }
}
