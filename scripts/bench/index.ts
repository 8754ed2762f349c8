/**
 * `npm run bench [-- <scenario>...] [--connections 50] [--duration 10] [--warmup 2] [--pipelining 1]`
 * (`day` runs 60 s unless `--duration` is given, e.g. `npm run bench -- day --duration 15`;
 * `npm run bench -- pages --only members` runs Lighthouse on the member pages alone, `--only public`
 * on the public ones, without the load runs; `--only load` the load runs alone, without Lighthouse;
 * `--runs 3` runs Lighthouse three times per page and reports each page's median run)
 *
 * Measures app endpoints against a bare `node:http` hello world on the same machine, each in its
 * own child process, one load run after the other. Exits 0 when everything ran (even if a
 * ratio misses its target: this is a report) and 1 when anything failed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dropResponseBodies } from './autocannon-bodies';
import { type Child, stopChild } from './child-process';
import { createMember, type Member } from './member';
import { ROOT_DIR } from './paths';
import { formatReport, newReport, RESULTS_FILE, scenarioResult, TARGET_RATIO, writeReport } from './report';
import { DEFAULT_LOAD, type LoadSettings, measure } from './run-autocannon';
import { SCENARIOS } from './scenarios/registry';
import { type BenchContext, PAGES_ONLY, type PagesOnly, type Scenario } from './scenarios/types';
import { startApp, waitForDatabaseExit } from './start-app';
import { startHello } from './start-hello';

/** The app stops its embedded PostgreSQL on SIGTERM: give it time. */
const STOP_GRACE_MS = { app: 30_000, hello: 5_000 } as const;

const children: Child[] = [];
let stopping: Promise<void> | null = null;

function stopChildren(): Promise<void> {
  stopping ??= Promise.all(
    children.map((c) => stopChild(c, c.name === 'app' ? STOP_GRACE_MS.app : STOP_GRACE_MS.hello)),
  ).then(async () => {
    if (children.some((c) => c.name === 'app')) await waitForDatabaseExit(STOP_GRACE_MS.app);
  });
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers…`);
    void stopChildren().finally(() => process.exit(130));
  });
}

type Cli = {
  load: LoadSettings;
  durationGiven: boolean;
  scenarios: Scenario[];
  only?: PagesOnly;
  lighthouseRuns: number;
};

function parseCli(argv: string[]): Cli {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      pipelining: { type: 'string' },
      only: { type: 'string' },
      runs: { type: 'string' },
    },
  });
  const num = (v: string | undefined, fallback: number, name: string, min: number): number => {
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number ≥ ${min}, got ${v}`);
    return n;
  };
  const load: LoadSettings = {
    connections: num(values.connections, DEFAULT_LOAD.connections, 'connections', 1),
    durationS: num(values.duration, DEFAULT_LOAD.durationS, 'duration', 1),
    warmupS: num(values.warmup, DEFAULT_LOAD.warmupS, 'warmup', 0),
    pipelining: num(values.pipelining, DEFAULT_LOAD.pipelining, 'pipelining', 1),
  };
  const unknown = positionals.filter((p) => !SCENARIOS.some((s) => s.name === p));
  if (unknown.length > 0) {
    throw new Error(
      `unknown scenario ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
    );
  }
  const scenarios =
    positionals.length > 0 ? SCENARIOS.filter((s) => positionals.includes(s.name)) : [...SCENARIOS];
  const only = PAGES_ONLY.find((o) => o === values.only);
  if (values.only !== undefined && only === undefined) {
    throw new Error(`--only must be one of ${PAGES_ONLY.join(', ')}, got ${values.only}`);
  }
  const lighthouseRuns = num(values.runs, 1, 'runs', 1);
  if (!Number.isInteger(lighthouseRuns)) throw new Error(`--runs must be a whole number, got ${values.runs}`);
  return {
    load,
    lighthouseRuns,
    durationGiven: values.duration !== undefined,
    scenarios,
    ...(only === undefined ? {} : { only }),
  };
}

async function main(): Promise<boolean> {
  const { load, durationGiven, scenarios, only, lighthouseRuns } = parseCli(process.argv.slice(2));
  dropResponseBodies();
  const report = newReport(load);

  if (scenarios.some((s) => s.needsWebBuild)) {
    console.log('building the web app and its server renderer (vite build, as npm start does)…');
    const built = spawnSync(path.join(ROOT_DIR, 'node_modules/.bin/vite'), ['build'], {
      cwd: ROOT_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status})`);
  }
  console.log('starting the hello server and the app (embedded PostgreSQL in data/bench)…');
  const track = (c: Child) => children.push(c);
  const [hello, app] = await Promise.all([startHello(track), startApp(track)]);
  console.log(`hello on ${hello.url}, app on ${app.url}`);

  let member: Promise<Member> | null = null;
  const ctx: Omit<BenchContext, 'helloReqPerSec'> = {
    appUrl: app.url,
    hello: { url: hello.url, pid: hello.child.proc.pid },
    appPid: app.child.proc.pid,
    load,
    lighthouseRuns,
    ...(only === undefined ? {} : { only }),
    member: () => {
      member ??= createMember(app.url);
      return member;
    },
  };

  console.log(`measuring hello: GET ${hello.url}/ …`);
  const helloM = await measure({ url: `${hello.url}/` }, load);
  report.hello = helloM;

  for (const scenario of scenarios) {
    console.log(`measuring ${scenario.name}: ${scenario.label} …`);
    try {
      const durationS = durationGiven ? load.durationS : (scenario.defaultDurationS ?? load.durationS);
      const measured = await scenario.run({
        ...ctx,
        helloReqPerSec: helloM.reqPerSec,
        load: { ...load, durationS },
      });
      const target = scenario.targetRatio ?? TARGET_RATIO;
      if (Array.isArray(measured)) {
        for (const m of measured) {
          report.scenarios.push(
            scenarioResult(scenario.name, `GET ${new URL(m.url).pathname}`, m, helloM, target),
          );
        }
      } else report.scenarios.push(scenarioResult(scenario.name, scenario.label, measured, helloM, target));
    } catch (err) {
      let error = err instanceof Error ? err.message : String(err);
      if (app.child.proc.exitCode !== null || app.child.proc.signalCode !== null) {
        error += `\nthe app has exited (${app.child.proc.exitCode ?? app.child.proc.signalCode}); last output:\n${app.child.tail()}`;
      }
      console.error(`${scenario.name} failed: ${error}`);
      report.scenarios.push({ name: scenario.name, label: scenario.label, ok: false, error });
    }
  }

  console.log(`\n${formatReport(report)}\n`);
  await writeReport(report);
  console.log(`results written to ${path.relative(ROOT_DIR, RESULTS_FILE)}`);
  return report.scenarios.every((s) => s.ok);
}

let exitCode = 1;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (err) {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await stopChildren();
}
process.exit(exitCode);
