import { HttpException, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type QueueHandles, openQueueHandles } from '@lakehouse/server-kit';
import { AdminGuard } from '../auth/admin.guard.js';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';
export const QUEUE_DASHBOARD_OPTIONS = Symbol('QUEUE_DASHBOARD_OPTIONS');

export interface QueueDashboardOptions {
  redisUrl: string;
  prefix: string;
}

/** bull-board over every queue of the catalogue, for the host or operator with an admin session (Redis only). */
@Injectable()
export class QueueDashboard implements OnApplicationShutdown {
  private readonly handles: QueueHandles;
  private readonly board: RequestHandler;

  constructor(
    @Inject(QUEUE_DASHBOARD_OPTIONS) options: QueueDashboardOptions,
    private readonly adminGuard: AdminGuard,
  ) {
    this.handles = openQueueHandles(options.redisUrl, options.prefix);
    const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({ queues: this.handles.queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });
    this.board = serverAdapter.getRouter() as RequestHandler;
  }

  /** The admin-session check, then the dashboard (its page, assets and its own API under the same path). */
  handler(): RequestHandler {
    return (request: Request, response: Response, next: NextFunction) => {
      this.adminGuard.assertAdmin(request).then(
        () => this.board(request, response, next),
        (error: unknown) => {
          if (!(error instanceof HttpException)) return next(error);
          response.status(error.getStatus()).json({ statusCode: error.getStatus(), message: error.message });
        },
      );
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.handles.close();
  }
}
