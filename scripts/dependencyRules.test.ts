// The import rules (.dependency-cruiser.cjs) run on a small tree of deliberate mistakes: each
// must be caught by its rule, and the allowed imports beside them must not be.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const files: Record<string, string> = {
  // Upward: the database layer imports a route.
  'server/db/client.ts': "import { route } from '../routes/topics.ts';\nexport const client = route;\n",
  'server/routes/topics.ts': "import { loaded } from '../loaders/topic.ts';\nexport const route = loaded;\n",
  // Downward: a loader reads a query; allowed.
  'server/loaders/topic.ts': "import { rows } from '../queries/topic.ts';\nexport const loaded = rows;\n",
  'server/queries/topic.ts': 'export const rows = 1;\n',
  // A feature reaching into another feature's insides, and one going through its index.ts.
  'web/features/publishing/Publish.tsx': "import { keys } from '../course-tree/data/keys.ts';\nimport { tree } from '../course-tree/index.ts';\nexport const publish = [keys, tree];\n",
  'web/features/course-tree/data/keys.ts': 'export const keys = 1;\n',
  'web/features/course-tree/index.ts': "export { keys as tree } from './data/keys.ts';\n",
  // A runtime circle, and a circle of type-only imports (allowed).
  'web/lib/first.ts': "import { second } from './second.ts';\nexport const first = () => second;\n",
  'web/lib/second.ts': "import { first } from './first.ts';\nexport const second = () => first;\n",
  'web/lib/typeA.ts': "import type { B } from './typeB.ts';\nexport interface A { b?: B }\n",
  'web/lib/typeB.ts': "import type { A } from './typeA.ts';\nexport interface B { a?: A }\n",
  // domain knows neither side.
  'domain/rules.ts': "import { rows } from '../server/queries/topic.ts';\nexport const rules = rows;\n",
};

let dir: string;
let violations: { rule: string; from: string; to: string }[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-import-rules-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.copyFileSync(path.join(root, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'), 'server', 'web', 'domain', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const result = JSON.parse(stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  violations = result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const rulesOf = (from: string) => violations.filter((v) => v.from === from).map((v) => v.rule);

describe('the import rules', () => {
  it('refuse an upward import and allow a downward one', () => {
    expect(rulesOf('server/db/client.ts')).toEqual(['server: database imports upward']);
    expect(rulesOf('server/loaders/topic.ts')).toEqual([]);
  });

  it('refuse a reach into another feature, not a use of its index.ts', () => {
    const reaches = violations.filter((v) => v.rule === 'feature reaches into another feature');
    expect(reaches).toEqual([{ rule: 'feature reaches into another feature', from: 'web/features/publishing/Publish.tsx', to: 'web/features/course-tree/data/keys.ts' }]);
  });

  it('refuse a circle of runtime imports, not one of type-only imports', () => {
    const circles = violations.filter((v) => v.rule === 'circular import').map((v) => v.from);
    expect(circles.length).toBeGreaterThan(0);
    expect(circles.filter((file) => !['web/lib/first.ts', 'web/lib/second.ts'].includes(file))).toEqual([]);
  });

  it('keep domain free of server and web', () => {
    expect(rulesOf('domain/rules.ts')).toEqual(['domain imports server or web']);
  });
});
