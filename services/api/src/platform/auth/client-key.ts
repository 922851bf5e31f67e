import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client address Fastify derives under the configured `trustProxy` (by default the socket's, so a forged
 * X-Forwarded-For changes nothing). The only framework-specific part of client keys.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.padStart(4, '0'));
}

/**
 * Who a limit counts: an IPv4 address, or the /64 of an IPv6 address (one subscriber usually gets a whole /64,
 * so counting single IPv6 addresses would let one client rotate through billions of them).
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = bare.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1]!;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/**
 * Keyed hashes of who is asking, for rate limits and the audit log: never the address or email in clear, and not
 * an unsalted hash anyone could reverse by hashing all 2^32 IPv4 addresses.
 */
export class ClientKeys {
  constructor(private readonly secret: Buffer) {}

  private hash(purpose: string, value: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\0${value}`).digest('hex').slice(0, 32);
  }

  ofAddress(address: string): string {
    return this.hash('client', clientNetwork(address));
  }

  ofEmail(email: string): string {
    return this.hash('recipient', email.trim().toLowerCase());
  }
}
