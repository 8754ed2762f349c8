import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/** A spawned helper process (hello server, app) with the tail of its output for error messages. */
export type Child = {
  name: string;
  proc: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  /** The last lines the process printed (stdout and stderr). */
  tail: () => string;
  /** Calls back with every line the process prints. */
  onLine: (listener: (line: string) => void) => void;
  /** Stops echoing; keeps the first lines printed from now on (see `stopChild`). */
  hush: () => void;
  /** The first lines printed after `hush()`. */
  hushed: () => string;
};

type SpawnOptions = {
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Echo the child's output prefixed with its name. */
  echo?: boolean;
  /**
   * Send the child's stdout (its request log) straight to this file instead of through this
   * process, which would spend the measuring process's CPU on thousands of log lines a second.
   */
  stdoutFile?: string;
};

const TAIL_LINES = 40;
const HUSHED_LINES = 12;

/** Starts `node <args>` in a child process, with its own event loop. */
export function spawnNode(opts: SpawnOptions): Child {
  const out = opts.stdoutFile ? openSync(opts.stdoutFile, 'w') : 'pipe';
  const proc = spawn(process.execPath, opts.args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', out, 'pipe'],
  });
  if (typeof out === 'number') closeSync(out);
  const lines: string[] = [];
  const listeners: ((line: string) => void)[] = [];
  let hushed: string[] | null = null;
  const exited = new Promise<number | string>((resolve) => {
    proc.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    proc.once('error', (err) => {
      lines.push(`spawn error: ${err.message}`);
      resolve('spawn-error');
    });
  });
  for (const stream of [proc.stdout, proc.stderr]) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > TAIL_LINES) lines.shift();
        if (hushed) {
          if (hushed.length < HUSHED_LINES) hushed.push(line);
        } else if (opts.echo && line.trim()) {
          console.log(`  ${opts.name} │ ${line}`);
        }
        for (const l of listeners) l(line);
      }
    });
  }
  return {
    name: opts.name,
    proc,
    exited,
    tail: () => lines.join('\n'),
    onLine: (listener) => listeners.push(listener),
    hush: () => {
      hushed ??= [];
    },
    hushed: () => (hushed ?? []).join('\n'),
  };
}

/**
 * Sends SIGTERM and waits for the exit; SIGKILL after `graceMs`. The app child stops its embedded
 * PostgreSQL on SIGTERM, so it gets a generous grace period.
 */
export async function stopChild(child: Child, graceMs: number): Promise<void> {
  const { proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  child.hush();
  proc.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  const outcome = await Promise.race([child.exited, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    console.error(`${child.name} did not exit ${graceMs / 1000} s after SIGTERM; sending SIGKILL`);
    proc.kill('SIGKILL');
    await child.exited;
    return;
  }
  if (outcome !== 0 && outcome !== 'SIGTERM') {
    console.error(`warning: ${child.name} exited with ${outcome} on SIGTERM; it printed:\n${child.hushed()}`);
  }
}

/** Rejects as soon as the child exits: for racing against a readiness wait. */
export async function failOnExit(child: Child): Promise<never> {
  const code = await child.exited;
  throw new Error(`${child.name} exited early (${code}). Last output:\n${child.tail()}`);
}
