import net from 'node:net';

/**
 * A weak connection in front of the site, for journeys: a TCP proxy that forwards both ways, holds what
 * the browser sends to `upBytesPerSecond` (so an upload takes long enough to be cut in the middle), and
 * once `cutAfterBytes` have gone up, drops the network for `outageMs`: every open connection is reset
 * at once (the browser sees it fail mid-request) and new ones are refused until the time is over, as a
 * phone that loses its signal. It counts what it forwarded up, re-sent bytes included.
 */
export interface WeakNetwork {
  url: string;
  /** Bytes forwarded browser → site so far. */
  readonly upBytes: number;
  /** When the outage began and ended (ms since the epoch), once it has. */
  readonly outage: { from: number; to: number } | null;
  close(): Promise<void>;
}

export async function startWeakNetwork(options: {
  targetPort: number;
  upBytesPerSecond: number;
  cutAfterBytes: number;
  outageMs: number;
}): Promise<WeakNetwork> {
  const sockets = new Set<net.Socket>();
  let upBytes = 0;
  let outage: { from: number; to: number } | null = null;
  const down = () => outage !== null && Date.now() < outage.to;

  const cut = () => {
    const from = Date.now();
    outage = { from, to: from + options.outageMs };
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };

  const server = net.createServer((client) => {
    if (down()) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect({ port: options.targetPort, host: '127.0.0.1' });
    sockets.add(client);
    sockets.add(upstream);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', forget);
    upstream.on('close', forget);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    upstream.pipe(client);
    upstream.on('end', () => client.end());
    client.on('end', () => upstream.end());
    client.on('data', (data: Buffer) => {
      upBytes += data.length;
      upstream.write(data);
      // Held to the rate: the next bytes are read once these would have taken their time.
      client.pause();
      setTimeout(() => client.resume(), (data.length / options.upBytesPerSecond) * 1000);
      if (outage === null && upBytes >= options.cutAfterBytes) cut();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    get upBytes() {
      return upBytes;
    },
    get outage() {
      return outage;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
