import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | undefined;
  replyTo: string | undefined;
  attachments: { filename: string; type: string; content: string }[];
}

/** A local stand-in for SendGrid's `POST /v3/mail/send`, reached through the SDK's base URL option. */
export class FakeSendGrid {
  readonly sent: SentMail[] = [];
  /** Answer this many requests with HTTP 500 before accepting mail. */
  failNext = 0;
  /**
   * Hold this many requests without ever answering them (a SendGrid that hangs, or a job caught mid-flight):
   * they are neither accepted nor counted in `sent`. Checked before `failNext`.
   */
  holdNext = 0;
  /** Requests held so far, answered or not. */
  held = 0;
  /** When each `POST /v3/mail/send` arrived (ms since the epoch), whatever its answer: retries and their spacing. */
  readonly arrivals: number[] = [];
  private server: http.Server | undefined;

  get baseUrl(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v3/mail/send') {
          response.writeHead(404).end();
          return;
        }
        if (!String(request.headers.authorization ?? '').startsWith('Bearer ')) {
          response.writeHead(401, { 'content-type': 'application/json' }).end('{"errors":[{"message":"no API key"}]}');
          return;
        }
        this.arrivals.push(Date.now());
        if (this.holdNext > 0) {
          this.holdNext -= 1;
          this.held += 1;
          return;
        }
        if (this.failNext > 0) {
          this.failNext -= 1;
          response
            .writeHead(500, { 'content-type': 'application/json' })
            .end('{"errors":[{"message":"temporary failure"}]}');
          return;
        }
        const mail = JSON.parse(body) as {
          personalizations: { to: { email: string }[] }[];
          from: { email: string };
          reply_to?: { email: string };
          subject: string;
          content: { type: string; value: string }[];
          attachments?: { filename: string; type: string; content: string }[];
        };
        this.sent.push({
          to: mail.personalizations.flatMap((p) => p.to.map((to) => to.email)),
          from: mail.from.email,
          subject: mail.subject,
          text: mail.content.find((c) => c.type === 'text/plain')?.value ?? '',
          html: mail.content.find((c) => c.type === 'text/html')?.value,
          replyTo: mail.reply_to?.email,
          attachments: mail.attachments ?? [],
        });
        response.writeHead(202, { 'x-message-id': `fake-${this.sent.length}` }).end();
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
