import net, { type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay on a loopback port in front of a real server (PostgreSQL, S3, SMTP…), which a test
 * can cut (`stop`: the port refuses, open links drop), restore on the same port (`start`), or
 * freeze (`freeze`: connections are accepted and bytes are held, as a hung server or network would).
 */
export class TcpProxy {
  readonly #links = new Set<Socket>();
  #server: net.Server | null = null;
  #frozen = false;
  #port = 0;

  private constructor(
    readonly targetPort: number,
    readonly targetHost: string,
  ) {}

  static async open(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetPort, targetHost);
    await proxy.start();
    return proxy;
  }

  get port(): number {
    return this.#port;
  }

  /** `host:port` of the relay, to put in a URL in place of the real server's. */
  get address(): string {
    return `127.0.0.1:${this.#port}`;
  }

  /** Listens (again, on the same port once it has one) and relays. */
  async start(): Promise<void> {
    this.#frozen = false;
    for (const link of this.#links) link.resume();
    if (this.#server) return;
    const server = net.createServer((client) => this.#relay(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    this.#port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Refuses new connections and drops every open one, as a server gone away would. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    for (const link of this.#links) link.destroy();
    this.#links.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Keeps connections open but passes no byte either way until `start`. */
  freeze(): void {
    this.#frozen = true;
    for (const link of this.#links) link.pause();
  }

  #relay(client: Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.#links.add(from);
      from.pipe(to);
      // After pipe, which sets the stream flowing.
      if (this.#frozen) from.pause();
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.#links.delete(from);
        to.destroy();
      });
    }
  }
}
