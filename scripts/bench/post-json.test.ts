import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJsonPoster } from './post-json';

let server: http.Server;
let base = '';
/** The server's side of each request: what it was sent, and over which connection. */
const seen: { body: string; cookie: string | undefined; port: number | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ body, cookie: req.headers.cookie, port: req.socket.remotePort });
      const answer = JSON.stringify({ echo: JSON.parse(body), path: req.url });
      if (req.url === '/drop') {
        req.socket.destroy();
        return;
      }
      const status = req.url === '/refused' ? 429 : 200;
      // Chunked when no length is set; `connection: close` ends the connection after the answer.
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
      if (req.url !== '/chunked') headers['content-length'] = Buffer.byteLength(answer);
      if (req.url === '/close') headers.connection = 'close';
      res.writeHead(status, headers);
      if (req.url === '/chunked') res.write(answer.slice(0, 5));
      res.end(req.url === '/chunked' ? answer.slice(5) : answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

it('posts JSON and reads answers by length or in chunks, reusing a kept-alive connection', async () => {
  const poster = createJsonPoster();
  seen.length = 0;
  const text = 'héllo 👋 '.repeat(50);
  const a = await poster.post(`${base}/api/messages.php`, 'sid=1', { text });
  const b = await poster.post(`${base}/chunked`, 'sid=2', { n: 2 });
  const c = await poster.post(`${base}/refused`, 'sid=3', { n: 3 });
  expect(a).toEqual({ status: 200, body: JSON.stringify({ echo: { text }, path: '/api/messages.php' }) });
  expect(b).toEqual({ status: 200, body: JSON.stringify({ echo: { n: 2 }, path: '/chunked' }) });
  expect(c.status).toBe(429);
  expect(seen.map((s) => s.cookie)).toEqual(['sid=1', 'sid=2', 'sid=3']);
  // One after the other: the same connection carried all three.
  expect(new Set(seen.map((s) => s.port)).size).toBe(1);
  // Concurrent posts each get a connection of their own, and their own answer.
  const many = await Promise.all([1, 2, 3].map((n) => poster.post(`${base}/x${n}`, 'sid', { n })));
  expect(many.map((m) => JSON.parse(m.body).path)).toEqual(['/x1', '/x2', '/x3']);
  poster.close();
});

it('opens a new connection after `connection: close`, and rejects when the connection drops', async () => {
  const poster = createJsonPoster();
  seen.length = 0;
  expect((await poster.post(`${base}/close`, 'sid', { n: 1 })).status).toBe(200);
  expect((await poster.post(`${base}/after`, 'sid', { n: 2 })).status).toBe(200);
  expect(seen[0]?.port).not.toBe(seen[1]?.port);
  await expect(poster.post(`${base}/drop`, 'sid', { n: 3 })).rejects.toThrow();
  expect((await poster.post(`${base}/again`, 'sid', { n: 4 })).status).toBe(200);
  poster.close();
});
