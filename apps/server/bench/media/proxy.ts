import net from 'node:net';

/**
 * A TCP proxy between the tus client and the server that cuts the live connection at given points, and
 * counts what it forwarded to the server.
 *
 * It reads the client's side just enough to follow HTTP/1.1 requests on a keep-alive connection (the
 * head up to the blank line, then `Content-Length` bytes of body), so it knows, for every PATCH, the
 * `Upload-Offset` it starts at and how many of its body bytes went through. The cut points are counts of
 * PATCH body bytes forwarded in all (re-sent bytes included); when a read would pass the next one, the
 * bytes up to it are forwarded, the server's side is ended (it gets everything forwarded, then FIN in
 * the middle of a body) and the client's side is reset (RST: the client sees ECONNRESET at once).
 *
 * After a cut, the file position the server had been sent (`reached`: the PATCH's offset + its body
 * bytes forwarded) is compared with the `Upload-Offset` of the next PATCH (`resumedAt`): the difference
 * is what the client sent again after that disconnect.
 */

export interface Cut {
  /** PATCH body bytes forwarded in all when cut. */
  at: number;
  /** The file position the server had been sent on the cut request. */
  reached: number;
  /** The `Upload-Offset` of the next PATCH (undefined until it comes). */
  resumedAt?: number;
  /** Milliseconds from the cut to the next PATCH. */
  resumeMs?: number;
}

export interface ProxyStats {
  /** Every byte forwarded client→server (request heads and bodies). */
  forwarded: number;
  /** PATCH body bytes forwarded. */
  bodyBytes: number;
  requests: Map<string, number>;
  patches: number;
  connections: number;
  cuts: Cut[];
  /** Heads the proxy could not read (then it only counts raw bytes on that connection). */
  unparsed: number;
}

export interface DisconnectingProxy {
  port: number;
  stats: ProxyStats;
  close(): Promise<void>;
}

const HEAD_MAX = 64 * 1024;

export async function startProxy(options: {
  targetPort: number;
  targetHost?: string;
  /** Ascending counts of PATCH body bytes at which to cut. */
  cutPoints: number[];
}): Promise<DisconnectingProxy> {
  const { targetPort, targetHost = '127.0.0.1' } = options;
  const points = [...options.cutPoints].sort((a, b) => a - b);
  const stats: ProxyStats = {
    forwarded: 0,
    bodyBytes: 0,
    requests: new Map(),
    patches: 0,
    connections: 0,
    cuts: [],
    unparsed: 0,
  };
  const sockets = new Set<net.Socket>();
  let lastCutAt = 0;

  const server = net.createServer((client) => {
    stats.connections++;
    const upstream = net.connect({ port: targetPort, host: targetHost });
    sockets.add(client);
    sockets.add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    upstream.on('end', () => client.end());
    client.on('end', () => upstream.end());
    upstream.pipe(client);

    // The request being read on this connection.
    let head = '';
    let raw = false;
    let bodyLeft = 0;
    let patch: { offset: number; sent: number } | undefined;
    let cut = false;

    client.on('data', (data: Buffer) => {
      if (cut) return;
      let i = 0;
      while (i < data.length && !cut) {
        if (raw) {
          i = data.length;
        } else if (bodyLeft === 0) {
          // A request head: up to the blank line.
          const text = data.toString('latin1', i);
          const end = (head + text).indexOf('\r\n\r\n');
          if (end < 0) {
            head += text;
            i = data.length;
            if (head.length > HEAD_MAX) {
              raw = true;
              stats.unparsed++;
            }
            continue;
          }
          const used = end + 4 - head.length;
          const lines = (head + text.slice(0, used)).split('\r\n');
          head = '';
          i += used;
          const method = lines[0]?.split(' ')[0] ?? '?';
          const header = (name: string) => {
            const line = lines.find((l) => l.toLowerCase().startsWith(`${name}:`));
            return line === undefined ? undefined : line.slice(name.length + 1).trim();
          };
          stats.requests.set(method, (stats.requests.get(method) ?? 0) + 1);
          const length = Number(header('content-length') ?? 0);
          if (header('transfer-encoding')) {
            raw = true;
            stats.unparsed++;
          }
          bodyLeft = Number.isFinite(length) ? length : 0;
          if (method === 'PATCH') {
            stats.patches++;
            const offset = Number(header('upload-offset'));
            patch = { offset, sent: 0 };
            const pending = stats.cuts.at(-1);
            if (pending && pending.resumedAt === undefined) {
              pending.resumedAt = offset;
              pending.resumeMs = Date.now() - lastCutAt;
            }
          } else {
            patch = undefined;
          }
        } else {
          // Body bytes: maybe up to a cut point.
          let take = Math.min(bodyLeft, data.length - i);
          const next = points[0];
          if (patch && next !== undefined && stats.bodyBytes + take >= next) {
            take = next - stats.bodyBytes;
            cut = true;
          }
          bodyLeft -= take;
          i += take;
          if (patch) {
            patch.sent += take;
            stats.bodyBytes += take;
          }
          if (cut) {
            points.shift();
            stats.cuts.push({ at: stats.bodyBytes, reached: (patch?.offset ?? 0) + (patch?.sent ?? 0) });
            lastCutAt = Date.now();
          }
        }
      }
      const forward = cut ? data.subarray(0, i) : data;
      stats.forwarded += forward.length;
      if (cut) {
        // The server gets every byte counted, then the connection ends in the middle of the body; the
        // client's side is reset at once.
        upstream.end(forward, () => upstream.destroy());
        setTimeout(() => upstream.destroy(), 2000).unref();
        upstream.unpipe(client);
        client.resetAndDestroy();
      } else if (!upstream.write(forward)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
