import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { DUE_WORK_AT, type DueWorkAt } from './due-work-hook.js';
import { Metrics } from './metrics.js';
import { ReadinessCheck } from './readiness.js';

export const OPERATIONS_SERVER_OPTIONS = Symbol('OPERATIONS_SERVER_OPTIONS');

export interface OperationsServerOptions {
  /** 0: the system picks (tests). */
  port: number;
  /** 127.0.0.1 keeps it off the network (the embedded API); 0.0.0.0 where a scraper reaches the pod or container. */
  host: string;
  /** The setting that names the port, for the error when it is taken. */
  portSetting: 'WORKER_PORT' | 'METRICS_PORT';
}

/**
 * A small HTTP server of its own, off the public port: `/health/live`, `/health/ready` (database, Redis, outbox
 * relay) and `/metrics`, for the orchestrator's probes and Prometheus. The worker's on WORKER_PORT, the API's on
 * METRICS_PORT. Nothing else; never exposed publicly. With DUE_WORK_AT_ENABLED (tests only) also
 * `POST /due-work?at=<instant>`, which runs the stays' due work as if it were that time.
 */
@Injectable()
export class OperationsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OperationsServer.name);
  private readonly server = http.createServer((request, response) => void this.answer(request, response));

  constructor(
    @Inject(OPERATIONS_SERVER_OPTIONS) private readonly options: OperationsServerOptions,
    private readonly readiness: ReadinessCheck,
    private readonly metrics: Metrics,
    @Optional() @Inject(DUE_WORK_AT) private readonly dueWork?: DueWorkAt,
  ) {}

  /** The port it listens on (the configured one, or the one the system picked for port 0). */
  get boundPort(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.server.listen(this.options.port, this.options.host);
    await Promise.race([
      once(this.server, 'listening'),
      once(this.server, 'error').then(([error]) => {
        throw new Error(
          `The health and metrics server could not listen on ${this.options.portSetting} ${this.options.port}: ${(error as Error).message}`,
        );
      }),
    ]);
    this.logger.log(
      `health and metrics on http://${this.options.host}:${this.boundPort}/ (/health/live, /health/ready, /metrics)`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server.listening) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    try {
      if (this.dueWork && request.method === 'POST' && path === '/due-work') {
        await this.runDueWork(
          this.dueWork,
          new URL(request.url ?? '/', 'http://operations').searchParams.get('at'),
          response,
        );
      } else if (request.method !== 'GET' && request.method !== 'HEAD') {
        this.json(response, 405, { statusCode: 405, message: 'Only GET is answered here.' });
      } else if (path === '/health/live') {
        this.json(response, 200, { status: 'ok' });
      } else if (path === '/health/ready') {
        const readiness = await this.readiness.check();
        this.json(response, readiness.status === 'ready' ? 200 : 503, readiness);
      } else if (path === '/metrics') {
        const { contentType, body } = await this.metrics.exposition();
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body);
      } else {
        this.json(response, 404, {
          statusCode: 404,
          message: 'Not found: this server answers /health/live, /health/ready and /metrics.',
        });
      }
    } catch (error) {
      this.logger.error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      this.json(response, 500, { statusCode: 500, message: 'This could not be answered.' });
    }
  }

  private async runDueWork(dueWork: DueWorkAt, at: string | null, response: http.ServerResponse): Promise<void> {
    const now = at === null ? Number.NaN : Date.parse(at);
    if (Number.isNaN(now)) {
      this.json(response, 400, { statusCode: 400, message: 'at must be an instant, such as 2027-07-09T19:00:00Z.' });
      return;
    }
    const done = await dueWork.runAt(new Date(now));
    this.logger.log(`due work run as of ${new Date(now).toISOString()}: ${JSON.stringify(done)}`);
    this.json(response, 200, { at: new Date(now).toISOString(), ...done });
  }

  private json(response: http.ServerResponse, status: number, body: unknown): void {
    response
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  }
}
