// `npm test`: every check, exiting non-zero on the first failing stage. The static checks
// and the production build do not depend on each other, so they run side by side (each
// stage's output is printed whole when it ends); then the unit, component and route tests;
// then the browser tests against the fresh build; last the cluster test (several processes
// behind HAProxy, scripts/cluster/run.ts).
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  script: string;
}

function run({ name, script }: Stage, buffered: boolean): Promise<{ name: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function together(stages: Stage[]): Promise<boolean> {
  const results = await Promise.all(stages.map((stage) => run(stage, true)));
  for (const result of results) {
    console.log(`\n── ${result.name} (${result.seconds.toFixed(0)} s) ${result.code === 0 ? 'passed' : 'FAILED'} ──`);
    if (result.output.trim()) console.log(result.output.trimEnd());
  }
  return results.every((result) => result.code === 0);
}

async function alone(stage: Stage): Promise<boolean> {
  console.log(`\n── ${stage.name} ──`);
  const result = await run(stage, false);
  console.log(`── ${stage.name} (${result.seconds.toFixed(0)} s) ${result.code === 0 ? 'passed' : 'FAILED'} ──`);
  return result.code === 0;
}

const ok =
  (await together([
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'build', script: 'build' },
  ])) &&
  (await alone({ name: 'unit, component and route tests', script: 'test:unit' })) &&
  (await alone({ name: 'browser tests', script: 'test:e2e' })) &&
  (await alone({ name: 'cluster test', script: 'test:cluster' }));

process.exit(ok ? 0 : 1);
