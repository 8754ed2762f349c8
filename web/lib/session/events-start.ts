/**
 * Where the page's first event stream starts (decision 026i): the log's head as the page's first
 * user answer found it. Every answer the page shows was read after that one, so the stream's
 * replay from there brings whatever happened between those answers and its connection. Later
 * streams of the page (after logging out and in) start from their connection, as EventSource's
 * own reconnects resume from their last event.
 */
let first: number | undefined;
let taken = false;

/** Keeps the head of the page's first user answer that names one. */
export function noteEventsAfter(head: number | undefined): void {
  if (!taken && first === undefined) first = head;
}

/** The first stream's starting point, once; undefined for any later stream. */
export function takeEventsAfter(): number | undefined {
  taken = true;
  const head = first;
  first = undefined;
  return head;
}
