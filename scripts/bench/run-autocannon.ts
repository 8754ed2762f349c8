import autocannon from 'autocannon';
import { cpuMsOf } from './app-nodes';

/** The load every scenario gets, so the figures compare. */
export type LoadSettings = {
  connections: number;
  durationS: number;
  pipelining: number;
  /** A short run first that warms the JIT, pools and caches; its figures are thrown away. */
  warmupS: number;
};

export const DEFAULT_LOAD: LoadSettings = { connections: 50, durationS: 10, pipelining: 1, warmupS: 2 };

export type Target = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** A rotation of requests (paths, onResponse hooks) instead of one fixed URL. */
  requests?: autocannon.Request[];
  /**
   * The server's process id: its CPU time (user + system, all threads) per answered request of
   * the counted run is reported too, the figure a shared machine disturbs least (020c).
   */
  cpuPid?: number;
};

export type Measurement = {
  url: string;
  /** Mean requests per second over the counted run. */
  reqPerSec: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The server's CPU time per request of the counted run, in µs (with `Target.cpuPid`). */
  cpuUsPerReq?: number;
  /** Bare `node:http` measured right before this run: the report's ratio is taken against it. */
  baseline?: Measurement;
  /** Scenario-specific figures printed under the table (latency percentiles of events, memory…). */
  notes?: string[];
};

/** Warms up, then measures `target` under `load`; throws on any non-2xx answer or socket error. */
export async function measure(target: Target, load: LoadSettings): Promise<Measurement> {
  const base = {
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    body: target.body,
    requests: target.requests,
    connections: load.connections,
    pipelining: load.pipelining,
  };
  if (load.warmupS > 0) await run({ ...base, duration: load.warmupS });
  const cpuBefore = await cpuMsOf(target.cpuPid);
  const { result: r, errorSamples } = await run({ ...base, duration: load.durationS });
  const cpuMs = (await cpuMsOf(target.cpuPid)) - cpuBefore;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const m: Measurement = {
    url: target.url,
    reqPerSec: r.requests.average,
    latencyAvgMs: r.latency.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    totalRequests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
    ...(target.cpuPid && r.requests.total > 0 ? { cpuUsPerReq: (cpuMs * 1000) / r.requests.total } : {}),
  };
  if (m.non2xx > 0 || m.errors > 0 || m.totalRequests === 0) {
    throw new Error(
      `${base.method} ${target.url}: ${m.non2xx} non-2xx answers, ${m.errors} errors (${m.timeouts} timeouts) ` +
        `out of ${m.totalRequests} requests; status codes ${JSON.stringify(statusCodes)}` +
        (errorSamples.length > 0 ? `; errors seen: ${errorSamples.join(', ')}` : ''),
    );
  }
  return m;
}

const ERROR_SAMPLES = 5;

/** One autocannon run, keeping the first distinct socket errors for the report. */
function run(opts: autocannon.Options): Promise<{ result: autocannon.Result; errorSamples: string[] }> {
  return new Promise((resolve, reject) => {
    const errorSamples: string[] = [];
    const instance = autocannon(opts, (err: unknown, result) => {
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve({ result, errorSamples });
    });
    instance.on('reqError', (err: unknown) => {
      const text =
        err instanceof Error
          ? `${(err as NodeJS.ErrnoException).code ?? err.name}: ${err.message}`
          : String(err);
      if (errorSamples.length < ERROR_SAMPLES && !errorSamples.includes(text)) errorSamples.push(text);
    });
  });
}
