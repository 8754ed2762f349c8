import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service for tests, speaking RFC 8030 over plain HTTP on 127.0.0.1: it accepts
 * the encrypted POST, checks the VAPID Authorization header (RFC 8292: an ES256 JWT for this
 * origin, signed with the key in `k`), and decrypts the RFC 8291 aes128gcm body with the
 * subscription's private key, as the browser would. Each subscription may be told to answer
 * 410 or 429 instead.
 */
export type Browser = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
  authSecret: Buffer;
};

export type Delivered = {
  subscription: string;
  payload: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  vapidKey: string;
};

/** `hang`: take the request and never answer (a push in flight when the sender dies). */
type Answer = { status: number; headers?: Record<string, string>; hang?: boolean };

export async function startPushService() {
  const delivered: Delivered[] = [];
  const refused: { subscription: string; reason: string }[] = [];
  const answers = new Map<string, Answer[]>();
  const browsers = new Map<string, Browser>();
  let seq = 0;
  const hung: http.ServerResponse[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').replace(/^\/push\//, '');
      const browser = browsers.get(id);
      const reply = (status: number, headers: Record<string, string> = {}) => {
        res.writeHead(status, headers);
        res.end();
      };
      if (req.method !== 'POST' || !browser) return reply(404);
      const queued = answers.get(id)?.shift();
      if (queued?.hang) {
        hung.push(res);
        return;
      }
      if (queued) return reply(queued.status, queued.headers);
      try {
        const vapidKey = checkVapid(req.headers.authorization, `http://${req.headers.host}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('content-encoding');
        if (!req.headers.ttl) throw new Error('no TTL');
        const plain = decrypt(Buffer.concat(chunks), browser);
        delivered.push({
          subscription: id,
          payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
          headers: req.headers,
          vapidKey,
        });
        reply(201, { location: `/message/${delivered.length}` });
      } catch (err) {
        refused.push({ subscription: id, reason: err instanceof Error ? err.message : String(err) });
        reply(400);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    delivered,
    refused,
    /** A browser's subscription: its endpoint here and its public keys. */
    subscribe(): Browser {
      seq += 1;
      const id = `s${seq}`;
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const b: Browser = {
        id,
        endpoint: `${base}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
      browsers.set(id, b);
      return b;
    },
    /** The next answers for a subscription, before it answers 201 again. */
    answerNext(b: Browser, ...list: Answer[]) {
      answers.set(b.id, [...(answers.get(b.id) ?? []), ...list]);
    },
    /** Requests taken and not answered. */
    hungCount: () => hung.length,
    close: () => {
      for (const res of hung.splice(0)) res.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** RFC 8292: `vapid t=<jwt>, k=<public key>`; answers k when the JWT is valid for `origin`. */
function checkVapid(header: string | undefined, origin: string): string {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m?.[1] || !m[2]) throw new Error('no VAPID authorization');
  const [h, p, s] = m[1].split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (head.alg !== 'ES256') throw new Error('alg');
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}`);
  if (!claims.exp || claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 86_400_000)
    throw new Error('exp');
  if (!claims.sub?.startsWith('mailto:') && !claims.sub?.startsWith('https:')) throw new Error('sub');
  const raw = Buffer.from(m[2], 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  return m[2];
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, len: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, len));

/** RFC 8291 / RFC 8188 aes128gcm, one record, as a browser decrypts it. */
function decrypt(body: Buffer, b: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = b.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), b.ecdh.getPublicKey(), asPublic]);
  const ikm = hkdf(b.authSecret, secret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}
