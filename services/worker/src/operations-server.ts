import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Metrics, ReadinessCheck } from '@lakehouse/server-kit';

export const OPERATIONS_SERVER_PORT = Symbol('OPERATIONS_SERVER_PORT');

/**
 * The worker's own small HTTP server on WORKER_PORT: `/health/live`, `/health/ready` (database, Redis, outbox
 * relay) and `/metrics`, for the orchestrator's probes and Prometheus. Nothing else; never exposed publicly.
 */
@Injectable()
export class OperationsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OperationsServer.name);
  private readonly server = http.createServer((request, response) => void this.answer(request, response));

  constructor(
    @Inject(OPERATIONS_SERVER_PORT) private readonly port: number,
    private readonly readiness: ReadinessCheck,
    private readonly metrics: Metrics,
  ) {}

  /** The port it listens on (the configured one, or the one the system picked for port 0). */
  get boundPort(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.server.listen(this.port, '0.0.0.0');
    await Promise.race([
      once(this.server, 'listening'),
      once(this.server, 'error').then(([error]) => {
        throw new Error(`The worker's health and metrics server could not listen on WORKER_PORT ${this.port}: ${(error as Error).message}`);
      }),
    ]);
    this.logger.log(`health and metrics on http://127.0.0.1:${this.boundPort}/ (/health/live, /health/ready, /metrics)`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server.listening) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
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
        this.json(response, 404, { statusCode: 404, message: 'Not found: the worker answers /health/live, /health/ready and /metrics.' });
      }
    } catch (error) {
      this.logger.error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      this.json(response, 500, { statusCode: 500, message: 'The worker could not answer this.' });
    }
  }

  private json(response: http.ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  }
}
