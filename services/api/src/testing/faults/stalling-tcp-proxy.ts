import net from 'node:net';

/**
 * A TCP proxy in front of a server that can stall: while stalled every connection stays open but no byte moves in
 * either direction (what a hung network or a frozen database host looks like to a client). Bytes and closes held
 * during a stall are delivered, in order, once it forwards again. A stall can be narrowed to the connections whose
 * client opened with some text (a Postgres client's start-up message names its application).
 */
export class StallingTcpProxy {
  private readonly server: net.Server;
  private readonly held: (() => void)[] = [];
  private readonly sockets = new Set<net.Socket>();
  private stalled = false;
  private stalledOpening: string | undefined;

  private constructor(target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      const upstream = net.connect(target);
      const connection = { opening: undefined as string | undefined };
      client.once('data', (chunk: Buffer) => (connection.opening = chunk.toString('latin1')));
      this.link(client, upstream, connection);
      this.link(upstream, client, connection);
    });
  }

  /** Starts a proxy to `target` on a free port of 127.0.0.1. */
  static async start(target: { host: string; port: number }): Promise<StallingTcpProxy> {
    const proxy = new StallingTcpProxy(target);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** A proxy in front of the server a URL names (a database's), and the same URL through the proxy. */
  static async inFrontOf(url: string): Promise<{ proxy: StallingTcpProxy; url: string }> {
    const target = new URL(url);
    const proxy = await StallingTcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    return { proxy, url: target.toString() };
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** Every connection stalls, or with `opening`, only those whose client's first bytes contain it (new ones too). */
  stall(opening?: string): void {
    if (opening === undefined) this.stalled = true;
    else this.stalledOpening = opening;
  }

  /** How many deliveries wait for the stall to end: something is waiting on the other side. */
  get heldDeliveries(): number {
    return this.held.length;
  }

  forward(): void {
    this.stalled = false;
    this.stalledOpening = undefined;
    for (const deliver of this.held.splice(0)) deliver();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private link(from: net.Socket, to: net.Socket, connection: { opening: string | undefined }): void {
    this.sockets.add(from);
    const stalled = () =>
      this.stalled || (this.stalledOpening !== undefined && (connection.opening ?? '').includes(this.stalledOpening));
    const pass = (deliver: () => void) => (stalled() ? this.held.push(deliver) : deliver());
    from.on('data', (chunk) => pass(() => to.write(chunk)));
    from.on('end', () => pass(() => to.end()));
    from.on('error', () => pass(() => to.destroy()));
    from.on('close', () => this.sockets.delete(from));
  }
}
