import http from 'node:http';

export type SseStream = { close: () => void; ready: Promise<void> };

/**
 * A bare SSE reader on node:http (one socket per stream, as a browser tab holds): calls `onData`
 * with each `data:` payload and the time it arrived.
 */
export function openStream(
  url: string,
  cookie: string,
  onData: (data: string, at: number) => void,
  onEnd: () => void,
): SseStream {
  let req: http.ClientRequest | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    req = http.get(url, { headers: { cookie, 'user-agent': 'amorio-bench/1.0' }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET ${url} answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buf += chunk;
        let i = buf.indexOf('\n\n');
        while (i >= 0) {
          const frame = buf.slice(0, i);
          buf = buf.slice(i + 2);
          if (frame.includes(': connected')) resolve();
          for (const line of frame.split('\n')) if (line.startsWith('data: ')) onData(line.slice(6), at);
          i = buf.indexOf('\n\n');
        }
      });
      res.on('end', onEnd);
    });
    req.on('error', reject);
  });
  return { ready, close: () => req?.destroy() };
}
