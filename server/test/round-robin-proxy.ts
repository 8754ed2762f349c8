import http from 'node:http';

export type RoundRobinProxy = {
  url: string;
  /** Which backend (index) answered each request, in order. */
  served: number[];
  close(): Promise<void>;
};

/**
 * A load balancer in small: each request goes to the next backend in turn, responses (event
 * streams too) are streamed back, and the client's address is passed on in X-Forwarded-For.
 * `keepAlive` reuses connections to the backends, as a real balancer does under load (the
 * bench); without it each request opens its own.
 */
export async function startRoundRobinProxy(
  backends: string[],
  opts: { keepAlive?: boolean } = {},
): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let next = 0;
  const agent = opts.keepAlive ? new http.Agent({ keepAlive: true }) : false;
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    served.push(index);
    const target = new URL(req.url ?? '/', backends[index]);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwardedFor }, agent },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.rawHeaders);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        if (agent) agent.destroy();
        server.close(() => resolve());
      }),
  };
}
