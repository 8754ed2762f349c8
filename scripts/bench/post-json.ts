import net from 'node:net';

export type PostAnswer = { status: number; body: string };

type Waiting = { resolve: (a: PostAnswer) => void; reject: (e: Error) => void };
/** A kept-alive connection and the one request it carries at a time (no pipelining). */
type Conn = { socket: net.Socket; key: string; chunks: Buffer[]; size: number; waiting: Waiting | null };

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * POSTs JSON bodies over kept-alive connections, one request per connection at a time, as a
 * browser keeps its connections to the site. The load generator's sends (decision 026h): node's
 * HTTP client (request object, header checks, the parser, the agent) cost most of the
 * generator's CPU, which shares the two cores with the app it measures, so the request is
 * written as bytes and the answer read by its status line and Content-Length (or chunks).
 */
export function createJsonPoster(): {
  post: (url: string, cookie: string, body: unknown) => Promise<PostAnswer>;
  close: () => void;
} {
  const idle = new Map<string, Conn[]>();
  const all = new Set<Conn>();
  const urls = new Map<string, URL>();

  const fail = (c: Conn, err: Error) => {
    all.delete(c);
    const list = idle.get(c.key);
    if (list?.includes(c)) list.splice(list.indexOf(c), 1);
    const w = c.waiting;
    c.waiting = null;
    w?.reject(err);
  };

  /** The answer once it is whole (null while it is not), and whether the server keeps the connection. */
  const answerOf = (buf: Buffer): { answer: PostAnswer; keep: boolean } | null => {
    const end = buf.indexOf(HEAD_END);
    if (end < 0) return null;
    const head = buf.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    let length = -1;
    let chunked = false;
    let keep = true;
    for (const line of head.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).toLowerCase();
      const value = line
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding') chunked = value.includes('chunked');
      else if (name === 'connection') keep = value !== 'close';
    }
    const start = end + HEAD_END.length;
    if (!chunked) {
      const size = Math.max(0, length);
      if (buf.length < start + size) return null;
      return { answer: { status, body: buf.toString('utf8', start, start + size) }, keep };
    }
    const parts: Buffer[] = [];
    for (let at = start; ; ) {
      const lineEnd = buf.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(buf.toString('latin1', at, lineEnd), 16);
      if (size === 0) {
        if (buf.length < lineEnd + 4) return null;
        return { answer: { status, body: Buffer.concat(parts).toString('utf8') }, keep };
      }
      if (buf.length < lineEnd + 2 + size + 2) return null;
      parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  };

  const open = (key: string, host: string, port: number): Conn => {
    const c: Conn = { socket: net.connect(port, host), key, chunks: [], size: 0, waiting: null };
    c.socket.setNoDelay(true);
    all.add(c);
    c.socket.on('data', (chunk: Buffer) => {
      c.chunks.push(chunk);
      c.size += chunk.length;
      const buf = c.chunks.length === 1 ? chunk : Buffer.concat(c.chunks, c.size);
      const done = answerOf(buf);
      if (!done) {
        c.chunks = [buf];
        return;
      }
      c.chunks = [];
      c.size = 0;
      const w = c.waiting;
      c.waiting = null;
      if (done.keep) {
        const list = idle.get(key) ?? [];
        list.push(c);
        idle.set(key, list);
      } else {
        all.delete(c);
        c.socket.destroy();
      }
      w?.resolve(done.answer);
    });
    c.socket.on('error', (err) => fail(c, err));
    c.socket.on('close', () => fail(c, new Error('connection closed before the answer')));
    return c;
  };

  return {
    post(url, cookie, body) {
      let u = urls.get(url);
      if (!u) {
        u = new URL(url);
        urls.set(url, u);
      }
      const key = u.host;
      const c = idle.get(key)?.pop() ?? open(key, u.hostname, Number(u.port || 80));
      const payload = Buffer.from(JSON.stringify(body));
      const head =
        `POST ${u.pathname}${u.search} HTTP/1.1\r\nhost: ${u.host}\r\ncookie: ${cookie}\r\n` +
        `content-type: application/json\r\ncontent-length: ${payload.length}\r\n` +
        'user-agent: amorio-bench/1.0\r\n\r\n';
      return new Promise<PostAnswer>((resolve, reject) => {
        c.waiting = { resolve, reject };
        c.socket.write(Buffer.concat([Buffer.from(head, 'latin1'), payload]));
      });
    },
    close() {
      for (const c of all) c.socket.destroy();
      all.clear();
      idle.clear();
    },
  };
}
