/** Average, percentiles and maximum of a list of latencies (ms). */
export type Summary = { avg: number; p50: number; p95: number; p99: number; max: number };

export function summarize(values: number[]): Summary {
  if (values.length === 0) return { avg: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  const v = [...values].sort((a, b) => a - b);
  const at = (q: number) => v[Math.min(v.length - 1, Math.floor(q * v.length))] ?? 0;
  return {
    avg: v.reduce((a, b) => a + b, 0) / v.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: v.at(-1) ?? 0,
  };
}
