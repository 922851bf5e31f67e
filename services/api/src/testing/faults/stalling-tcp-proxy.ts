import net from 'node:net';

/**
 * A TCP proxy in front of a server that can stall: while stalled every connection stays open but no byte moves in
 * either direction (what a hung network or a frozen database host looks like to a client). Bytes and closes held
 * during a stall are delivered, in order, once it forwards again.
 */
export class StallingTcpProxy {
  private readonly server: net.Server;
  private readonly held: (() => void)[] = [];
  private readonly sockets = new Set<net.Socket>();
  private stalled = false;

  private constructor(target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(target);
      this.link(client, upstream);
      this.link(upstream, client);
    });
  }

  /** Starts a proxy to `target` on a free port of 127.0.0.1. */
  static async start(target: { host: string; port: number }): Promise<StallingTcpProxy> {
    const proxy = new StallingTcpProxy(target);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  stall(): void {
    this.stalled = true;
  }

  forward(): void {
    this.stalled = false;
    for (const deliver of this.held.splice(0)) deliver();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private link(from: net.Socket, to: net.Socket): void {
    this.sockets.add(from);
    const pass = (deliver: () => void) => (this.stalled ? this.held.push(deliver) : deliver());
    from.on('data', (chunk) => pass(() => to.write(chunk)));
    from.on('end', () => pass(() => to.end()));
    from.on('error', () => pass(() => to.destroy()));
    from.on('close', () => this.sockets.delete(from));
  }
}
