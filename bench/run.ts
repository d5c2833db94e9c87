// npm run bench -- <name>: runs bench/<name>.ts (not part of npm test).
import fs from 'node:fs';
import path from 'node:path';

const name = process.argv[2];
const available = fs.readdirSync(path.dirname(new URL(import.meta.url).pathname)).filter((f) => f.endsWith('.ts') && f !== 'run.ts').map((f) => f.replace(/\.ts$/, ''));
if (!name || !available.includes(name)) {
  console.log(`Usage: npm run bench -- <${available.join('|')}>`);
  process.exit(name ? 1 : 0);
}
await import(`./${name}.ts`);
