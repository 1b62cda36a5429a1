import net from 'node:net';

export interface TcpProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  route(databaseUrl: string): string;
  /** Stops forwarding both ways, as a network partition does: connections stay open and silent. */
  partition(): void;
  /** Cuts every connection and refuses new ones, as a stopped database does. */
  down(): Promise<void>;
  /** Forwards again; connections a partition silenced are reset, as the network does when it comes back. */
  up(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A TCP forwarder on a loopback port in front of PostgreSQL, for outages the tests cannot cause on
 * the shared server: a partition (nothing gets through, nothing is refused) and a stop (refused).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let silent = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const forward = (from: net.Socket, to: net.Socket) => from.on('data', (chunk) => silent || to.write(chunk));
  const onConnection = (client: net.Socket) => {
    track(client);
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(onConnection);
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const cutAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  const close = async () => {
    cutAll();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    route(databaseUrl) {
      const url = new URL(databaseUrl);
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    },
    partition() {
      silent = true;
    },
    down: close,
    async up() {
      if (silent) cutAll();
      silent = false;
      if (server.listening) return;
      server = net.createServer(onConnection);
      await listen(port);
    },
    stop: close,
  };
}
