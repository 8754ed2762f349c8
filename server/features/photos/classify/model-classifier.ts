import { createFrameReader, frame } from '../frames';
import { holdOpen, type NicedChild, spawnNicedChild } from '../niced-child';
import { type Classifier, type NudityScores, UnreadableImage } from './classifier';

/** loading: the model is being loaded; failed: it could not be, so nothing is classified here. */
export type ModelState = 'loading' | 'ready' | 'failed';

export type ModelClassifier = Classifier & {
  state(): ModelState;
  /** Resolves once loading has ended, either way. */
  loaded(): Promise<ModelState>;
  /** The classifier process's id (the bench reads its memory). */
  pid(): number | undefined;
  /** Ends the classifier process (it also ends by itself with the server). */
  close(): void;
};

/**
 * The classifier's memory (issue 27: at most +150 MB a process; decision 027d). A young
 * generation of 1 MB semi-spaces instead of 16 (the model's work is in WASM memory, its JS
 * garbage small); two malloc arenas instead of one per thread; and glibc's allocations of 64 KB
 * and more mapped on their own and given back when freed, with the heap's free top trimmed past
 * 128 KB: libvips' decode buffers for each photo otherwise stay in the process as fragments
 * (≈ 60 MB after 30 photos).
 */
export const CLASSIFIER_MEMORY = {
  nodeFlags: ['--max-semi-space-size=1'],
  env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '131072' },
};

type Answer = { ready?: true; failed?: string; scores?: NudityScores; unreadable?: true; error?: string };
type Job = { resolve: (scores: NudityScores) => void; reject: (err: Error) => void };

export type ModelClassifierOptions = {
  /** Told loudly when the model fails to load or its process dies. */
  log: (msg: string) => void;
  /** The nsfwjs model's name (tests name one that does not exist). */
  model?: string;
};

/**
 * The real model in a process of its own (classifier-process.ts) at the lowest CPU priority,
 * started now so the model loads at start and /readyz can tell. One photo at a time. A process
 * that dies after loading fails the photo it held (the job retries it) and is started again at
 * the next photo; one that cannot load the model leaves the state `failed` and is not restarted
 * (it would fail again: the photos wait, /readyz says why).
 */
export function startModelClassifier(opts: ModelClassifierOptions): ModelClassifier {
  let state: ModelState = 'loading';
  let child: NicedChild | null = null;
  let job: Job | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  let onLoaded: Array<(s: ModelState) => void> = [];

  const settleLoad = (s: ModelState) => {
    state = s;
    if (child) holdOpen(child, false);
    for (const f of onLoaded) f(s);
    onLoaded = [];
  };

  function start(): NicedChild {
    state = 'loading';
    const c = spawnNicedChild(
      'classify/classifier-process.ts',
      'photo-classifier',
      opts.model ? [opts.model] : [],
      CLASSIFIER_MEMORY,
    );
    c.stdout.on(
      'data',
      createFrameReader((bytes) => {
        const a = JSON.parse(bytes.toString()) as Answer;
        if (a.ready) return settleLoad('ready');
        if (a.failed !== undefined) {
          opts.log(`photo classifier: the nudity model failed to load: ${a.failed}; photos stay pending`);
          return settleLoad('failed');
        }
        const j = job;
        job = null;
        if (a.scores) j?.resolve(a.scores);
        else if (a.unreadable) j?.reject(new UnreadableImage());
        else j?.reject(new Error(`photo classifier: ${a.error ?? 'no answer'}`));
      }),
    );
    c.stdin.on('error', () => {});
    const gone = (why: string) => {
      if (child !== c) return;
      child = null;
      if (state === 'loading') {
        if (!closed)
          opts.log(
            `photo classifier: the process ended while loading the model (${why}); photos stay pending`,
          );
        settleLoad('failed');
      } else if (!closed) {
        opts.log(`photo classifier: the process ended (${why}); it starts again at the next photo`);
      }
      job?.reject(new Error(`photo classifier: the process ended (${why})`));
      job = null;
    };
    c.on('exit', (code, signal) => gone(signal ?? `exit ${code}`));
    c.on('error', (err) => gone(err.message));
    // Held while loading (work in progress), let go once the model is loaded or has failed.
    holdOpen(c, true);
    return c;
  }

  child = start();

  function classifyNow(image: Buffer): Promise<{ scores: NudityScores }> {
    const c = child;
    if (closed || !c) return Promise.reject(new Error('photo classifier: closed'));
    if (state !== 'ready') return Promise.reject(new Error('photo classifier: the model did not load'));
    holdOpen(c, true);
    return new Promise<NudityScores>((resolve, reject) => {
      job = { resolve, reject };
      for (const part of frame(image)) c.stdin.write(part);
    })
      .then((scores) => ({ scores }))
      .finally(() => {
        if (child === c) holdOpen(c, false);
      });
  }

  const loaded = () =>
    state === 'loading' ? new Promise<ModelState>((r) => onLoaded.push(r)) : Promise.resolve(state);

  return {
    classify(image) {
      // One at a time: the process answers in order, and a photo waits for the model to load.
      const run = queue
        .then(() => {
          if (!child && !closed && state !== 'failed') child = start();
          return loaded();
        })
        .then(() => classifyNow(image));
      queue = run.catch(() => {});
      return run;
    },
    state: () => state,
    loaded,
    pid: () => child?.pid,
    close() {
      closed = true;
      if (state === 'loading') settleLoad('failed');
      child?.stdin.end();
      child?.kill();
      child = null;
    },
  };
}
