import http from 'node:http';

/**
 * A POST of a JSON body on node:http, answered once the whole body is in (the load generator's
 * sends: fetch costs several times the CPU per request, which the 2-core machine pays).
 */
export function postJson(
  url: string,
  agent: http.Agent,
  cookie: string,
  body: unknown,
): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'user-agent': 'amorio-bench/1.0',
        },
      },
      (res) => {
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
