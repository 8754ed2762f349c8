/** What the chat bench's parent and its load-generator processes say to each other (IPC). */

/** A member whose event stream this generator holds. */
export type StreamSpec = { userId: number; cookie: string; url: string };

/** A member this generator sends as: to its own stream's process, for its partner on the other one. */
export type SenderSpec = { userId: number; cookie: string; url: string; conversation: number; to: number };

export type ToGenerator =
  | { type: 'setup'; run: string; streams: StreamSpec[]; senders: SenderSpec[] }
  /** Wait until the previous step's sends are answered (at most `maxMs`), before measuring. */
  | { type: 'settle'; maxMs: number }
  | {
      type: 'step';
      name: string;
      rate: number;
      durationS: number;
      drainMs: number;
      /**
       * How often each sending member sends (msg/s): the step uses only as many of the generator's
       * pairs as its rate needs at this pace, the rest keep their streams open and stay quiet;
       * 0 spreads the sends over every member.
       */
      senderRate: number;
    };

export type StepResult = {
  /** Sends started (scheduled at `rate`, open loop: a slow answer does not hold the next back). */
  started: number;
  accepted: number;
  refused: number;
  /** Socket errors, and sends still unanswered after the drain time. */
  errors: number;
  errorSample?: string;
  statusCodes: Record<string, number>;
  /** Send started → event shown at the partner, ms, of the accepted messages that arrived. */
  latencies: number[];
  lost: number;
  /** Events that arrived twice, and streams that ended, since the generator started. */
  duplicates: number;
  dropped: number;
  /** HTTP requests this generator sent during the step, the event streams excepted (issue 26 item 2). */
  requests: number;
  /** The ids of the accepted messages (the parent checks they are stored once with one charge). */
  sentIds: number[];
  /** This generator's own event-loop delay during the step, ms: its pauses, not the app's. */
  loopDelayP99: number;
  loopDelayMax: number;
};

export type FromGenerator =
  | { type: 'ready' }
  | { type: 'settled'; pending: number }
  | { type: 'step-done'; result: StepResult }
  | { type: 'error'; message: string };
