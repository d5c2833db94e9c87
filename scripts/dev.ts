// `npm run dev`: the API with reload on change (node --watch) and the Vite dev server with
// hot module replacement, which proxies API paths to the API. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=domain', 'server/main.ts', 'serve'], {
    stdio: 'inherit',
    // Browsers reach everything through Vite's origin, which proxies the API (and uploads) on.
    env: { ...process.env, PORT: process.env.PORT ?? '3000', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '5173'], { stdio: 'inherit' }),
];

console.log('Pena dev: open http://localhost:5173 (API on http://localhost:3000)');

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
