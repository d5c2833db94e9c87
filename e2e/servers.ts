// The browser tests' servers (playwright.config.ts starts this as its one webServer): the
// demo school is seeded once into a template data directory, copied once per server, and
// every server (`pena serve` on PGlite, each on its own copy and port) starts at the same
// time. "e2e servers ready" is printed when every /healthz answers; Playwright waits for it.
//   node e2e/servers.ts <data dir> <port> [<port> ...]
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const [dataDir, ...ports] = process.argv.slice(2);
if (!dataDir || ports.length === 0) throw new Error('usage: node e2e/servers.ts <data dir> <port> [<port> ...]');

const children: ChildProcess[] = [];
function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

function pena(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['server/main.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

// A port taken by another process (another run's servers) would answer the health checks
// below, and the tests would run against that process: refuse at once instead.
for (const port of ports) {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(Number(port), () => probe.close(() => resolve(true)));
  });
  if (!free) {
    console.error(`e2e servers: port ${port} is taken by another process; stop it or choose other ports with E2E_PORT`);
    process.exit(1);
  }
}

// A fresh template every run: migrated and seeded once, as `pena serve` would on an empty database.
rmSync(dataDir, { recursive: true, force: true });
const template = join(dataDir, 'template');
const seed = pena(['seed'], { DATA_DIR: template });
const seeded = await new Promise<number | null>((resolve) => seed.on('exit', resolve));
if (seeded !== 0) {
  console.error(`e2e servers: pena seed exited with ${seeded}`);
  stopAll(1);
}

const servers = ports.map((port, index) => {
  const dir = join(dataDir, `server-${index + 1}`);
  cpSync(template, dir, { recursive: true });
  const child = pena(['serve'], { PORT: port, DATA_DIR: dir });
  child.on('exit', (code) => {
    console.error(`e2e servers: the server on port ${port} exited (${code})`);
    stopAll(1);
  });
  return { port, child };
});

async function healthy(port: string): Promise<boolean> {
  try {
    return (await fetch(`http://localhost:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

for (const { port } of servers) {
  while (!(await healthy(port))) await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log('e2e servers ready');
