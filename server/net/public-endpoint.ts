import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { addressKind } from './address-kind';

/** A host name's addresses; tests inject one so that no name is ever looked up for real. */
export type Resolve = (hostname: string) => Promise<string[]>;

const systemResolve: Resolve = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Where the server may send a request on a member's behalf (web push endpoints, issue 22 §5):
 * https to hosts whose every address is on the public internet.
 */
export type EndpointPolicy = {
  /**
   * The local push service of the tests and the bench only (PUSH_INSECURE_ENDPOINTS, which
   * production refuses at start): http too, and loopback addresses.
   */
  allowLoopback?: boolean;
  resolve?: Resolve;
};

export type EndpointRefusal = 'not_https' | 'not_public' | 'unresolvable';

/** A refused send: the sender drops the subscription, except for a name that did not resolve. */
export class EndpointRefused extends Error {
  constructor(readonly reason: EndpointRefusal) {
    super(`endpoint refused: ${reason}`);
  }
}

const allowed = (ip: string, policy: EndpointPolicy) => {
  const kind = addressKind(ip);
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback === true);
};

function parse(url: string, policy: EndpointPolicy): URL {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new EndpointRefused('not_https');
  }
  const ok = u.protocol === 'https:' || (u.protocol === 'http:' && policy.allowLoopback === true);
  if (!ok || u.username || u.password) throw new EndpointRefused('not_https');
  return u;
}

const bareHost = (u: URL) => u.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address of `hostname`, each allowed by the policy; throws EndpointRefused otherwise. */
async function allowedAddresses(hostname: string, policy: EndpointPolicy): Promise<string[]> {
  let addresses: string[];
  if (net.isIP(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(hostname);
    } catch {
      throw new EndpointRefused('unresolvable');
    }
  }
  if (addresses.length === 0) throw new EndpointRefused('unresolvable');
  // One internal address among public ones is enough to refuse: the connection might pick it.
  if (!addresses.every((a) => allowed(a, policy))) throw new EndpointRefused('not_public');
  return addresses;
}

/** At subscribe: null when `url` may be sent to, else why not. */
export async function endpointRefusal(url: string, policy: EndpointPolicy): Promise<EndpointRefusal | null> {
  try {
    await allowedAddresses(bareHost(parse(url, policy)), policy);
    return null;
  } catch (err) {
    if (err instanceof EndpointRefused) return err.reason;
    throw err;
  }
}

/**
 * POSTs to an endpoint, checking it again at send time (DNS may have changed since the
 * subscription): the connection's own lookup resolves and checks the name, so the address
 * connected to is the address checked. Redirects are never followed (node's http does not).
 */
export async function postToEndpoint(
  url: string,
  init: { headers: Record<string, string>; body: Uint8Array | null; timeoutMs: number },
  policy: EndpointPolicy,
): Promise<{ status: number; retryAfter: string | null }> {
  const u = parse(url, policy);
  const host = bareHost(u);
  // A literal address is connected to without a lookup: check it here.
  if (net.isIP(host)) await allowedAddresses(host, policy);
  const lookup: net.LookupFunction = (hostname, options, callback) => {
    allowedAddresses(hostname, policy).then(
      (addresses) => {
        const all = addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
        const first = all[0] ?? { address: '', family: 4 };
        if (options.all) (callback as unknown as (e: null, a: typeof all) => void)(null, all);
        else callback(null, first.address, first.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 4),
    );
  };
  const body = init.body ?? new Uint8Array();
  const request = u.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = request(
      u,
      {
        method: 'POST',
        headers: { ...init.headers, 'content-length': String(body.byteLength) },
        lookup,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const retry = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, retryAfter: typeof retry === 'string' ? retry : null });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
