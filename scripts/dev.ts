import { type ChildProcess, spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server restarting on change (tsx watch) and Vite on
 * http://localhost:5173, which proxies /api, /_i18n and /media to the server. Styles update in
 * place, and a changed component is swapped in place too (React Fast Refresh, @vitejs/plugin-react).
 */
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'})`);
    stop();
  });
  children.push(child);
}

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5_000).unref();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);

run('server', 'npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'config/**', 'server/main.ts'], {
  NODE_ENV: 'development',
  PORT: process.env.PORT ?? '8080',
});
run('vite', 'npx', ['vite', '--host', '127.0.0.1'], { API_PORT: process.env.PORT ?? '8080' });
