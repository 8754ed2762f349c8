/**
 * Child-process entry: a bare `node:http` hello world, the baseline the app is measured against.
 * Listens on 127.0.0.1 and a port the OS picks (or PORT), then prints `listening on <port>`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const body = JSON.stringify({ hello: 'world' });

const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`listening on ${port}`);
});

function stop(): void {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
