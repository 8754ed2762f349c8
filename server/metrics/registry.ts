import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, served at /metrics (server/plugins/metrics.ts). One registry
 * per process, not prom-client's global default, so importing this module twice cannot register
 * a metric twice. Features count their own outcomes here; gauges are read at scrape time.
 */
export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: 'amorio_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'amorio_http_request_duration_seconds',
  help: 'Time from request received to response sent, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [metricsRegistry],
});

export const eventStreams = new Gauge({
  name: 'amorio_event_streams',
  help: 'Open Server-Sent Event streams (/api/events.php) on this process.',
  registers: [metricsRegistry],
});

export const dbPoolConnections = new Gauge({
  name: 'amorio_db_pool_connections',
  help: 'Database pool connections by state (total, idle) and queries waiting for one (waiting).',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
});

export const jobQueueDepth = new Gauge({
  name: 'amorio_job_queue_depth',
  help: 'Background job items waiting, by job kind (mail).',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'amorio_job_failures_total',
  help: 'Background job attempts that failed, by job kind (mail, reconciler).',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const mailsSent = new Counter({
  name: 'amorio_mails_total',
  help: 'Mail delivery attempts by result (sent, failed).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const paymentsSettled = new Counter({
  name: 'amorio_payments_settled_total',
  help: 'Payments whose order changed on settlement, by the provider status applied.',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
});
