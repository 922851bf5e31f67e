import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them (a 100 KB
 * address, a malformed request line) get the same JSON error body as every other refusal.
 */
export function answerClientErrorAsJson(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const statusCode = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    statusCode,
    message: tooLarge ? 'The request address or its headers are too long.' : 'The request could not be read.',
  });
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
