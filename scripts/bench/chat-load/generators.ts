import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { cpuMsOf } from '../app-nodes';
import { ROOT_DIR } from '../paths';
import type { FromGenerator, SenderSpec, StepResult, StreamSpec, ToGenerator } from './protocol';

const ENTRY = path.join(ROOT_DIR, 'scripts/bench/chat-load/generator.ts');
/**
 * The generators' own young generation: large enough that their scavenges are rare and short,
 * so a pause of the measuring process does not show as the app's latency (decision 026d).
 */
const GENERATOR_NODE_FLAGS = ['--max-semi-space-size=32'];

export type GeneratorPool = {
  pids: () => (number | undefined)[];
  /** Every generator sends `rate / n` messages a second for `durationS`, then waits for the events. */
  step: (
    name: string,
    rate: number,
    durationS: number,
    drainMs: number,
    senderRate: number,
  ) => Promise<StepResult[]>;
  /** Waits until every generator's earlier sends are answered (at most `maxMs`); answers how many are not. */
  settle: (maxMs: number) => Promise<number>;
  stop: () => void;
};

/** One pair's two members, and where their streams are held. */
export type PairSpec = { a: StreamSpec; b: StreamSpec; senders: [SenderSpec, SenderSpec] };

/**
 * Forks `count` load generators and deals the pairs out round-robin: each generator holds both
 * members' streams of its pairs and sends as them. Resolves once every stream is open.
 */
export async function startGenerators(count: number, run: string, pairs: PairSpec[]): Promise<GeneratorPool> {
  const children: ChildProcess[] = [];
  const waiting = new Map<
    ChildProcess,
    { resolve: (m: FromGenerator) => void; reject: (e: Error) => void }
  >();
  const ask = (child: ChildProcess, m: ToGenerator) =>
    new Promise<FromGenerator>((resolve, reject) => {
      waiting.set(child, { resolve, reject });
      child.send(m);
    });
  // BENCH_CPU_PROF=<dir> profiles the generators too (<dir>/generator-<n>/), as the app processes:
  // their CPU shares the two cores with the app's (decision 026h).
  const prof = process.env.BENCH_CPU_PROF;
  for (let g = 0; g < count; g++) {
    const profFlags = prof ? ['--cpu-prof', `--cpu-prof-dir=${path.join(prof, `generator-${g + 1}`)}`] : [];
    const child = fork(ENTRY, [], {
      cwd: ROOT_DIR,
      execArgv: [...GENERATOR_NODE_FLAGS, ...profFlags, '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (m: FromGenerator) => {
      const w = waiting.get(child);
      waiting.delete(child);
      if (m.type === 'error') w?.reject(new Error(`load generator ${g + 1}: ${m.message}`));
      else w?.resolve(m);
    });
    child.on('exit', (code) => {
      waiting.get(child)?.reject(new Error(`load generator ${g + 1} exited (${code})`));
      waiting.delete(child);
    });
    children.push(child);
  }
  const stop = () => {
    for (const c of children) if (c.connected) c.disconnect();
  };
  try {
    await Promise.all(
      children.map((child, g) => {
        const mine = pairs.filter((_, i) => i % count === g);
        return ask(child, {
          type: 'setup',
          run: `${run}g${g}`,
          streams: mine.flatMap((p) => [p.a, p.b]),
          senders: mine.flatMap((p) => p.senders),
        });
      }),
    );
  } catch (err) {
    stop();
    throw err;
  }
  return {
    pids: () => children.map((c) => c.pid),
    async step(name, rate, durationS, drainMs, senderRate) {
      const answers = await Promise.all(
        children.map((c) =>
          ask(c, { type: 'step', name, rate: rate / count, durationS, drainMs, senderRate }),
        ),
      );
      return answers.flatMap((a) => (a.type === 'step-done' ? [a.result] : []));
    },
    async settle(maxMs) {
      const answers = await Promise.all(children.map((c) => ask(c, { type: 'settle', maxMs })));
      return answers.reduce((n, a) => n + (a.type === 'settled' ? a.pending : 0), 0);
    },
    stop,
  };
}

/** CPU time (ms) the generators have used so far. */
export async function generatorsCpuMs(pool: GeneratorPool): Promise<number> {
  const ms = await Promise.all(pool.pids().map((pid) => cpuMsOf(pid)));
  return ms.reduce((a, b) => a + b, 0);
}
