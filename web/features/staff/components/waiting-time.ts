/** "3 min", "2 h 5 min": how long something has waited, for a glance (no seconds past a minute). */
export function waitingTime(since: string, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - new Date(since).getTime()) / 1000));
  return formatSeconds(s);
}

export function formatSeconds(s: number): string {
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}
