import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PartnerRequest = { path: string; query: URLSearchParams };

/**
 * A local stand-in for the webcam partner's affiliate API (decision 010b): it answers
 * `GET /api/v1/performers` like the partner does and records every request. `fail` makes it
 * answer 503, as a partner outage would.
 */
export async function startCamPartner(): Promise<{
  url: string;
  requests: PartnerRequest[];
  setFail(fail: boolean): void;
  close(): Promise<void>;
}> {
  const requests: PartnerRequest[] = [];
  let fail = false;
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://partner.test');
    requests.push({ path: u.pathname, query: u.searchParams });
    if (fail) {
      res.writeHead(503).end('maintenance');
      return;
    }
    if (u.pathname !== '/api/v1/performers') {
      res.writeHead(404).end();
      return;
    }
    const gender = u.searchParams.get('gender') ?? 'female';
    const data = [1, 2, 3].map((i) => ({
      username: `${gender}_cam_${i}`,
      display_name: `Cam ${i}`,
      age: 20 + i,
      thumbnail_url: `https://partner.test/thumbs/${i}.jpg`,
      is_online: i !== 3,
    }));
    // A malformed entry the adapter must drop.
    data.push({
      username: '<script>',
      display_name: 'x',
      age: 1,
      thumbnail_url: 'javascript:1',
      is_online: true,
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setFail(f) {
      fail = f;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
