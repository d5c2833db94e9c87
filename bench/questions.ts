// Benchmark: saving a question through PUT /map/questions/{id} (the editor's autosave), with
// everything a save does: the route's zod schema, stripping, sanitizing every rich-text
// field, the §5 rules (points on), the media check, and the transaction that replaces the
// parts. Two realistic documents (bench/lib/questionSaves.ts): a multiple choice with 4
// rich-text answers and a matching question. `pena serve --no-worker` runs as its own
// process, autocannon loads it from another (bench/lib/harness.ts) at concurrency 1 and 10
// (each connection saves a question no other is saving, carrying the lock_version its last
// save returned, as an editor tab does), on PostgreSQL (a database it creates and drops) and
// PGlite, next to a bare Fastify route taking the same JSON body in the same run. Prints the
// SQL statements one save sends.
// Run: npm run bench -- questions   (BENCH_DURATION; BENCH_DATABASE_URL as in bench/lib/engines.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../server/auth/passwords.ts';
import { addMember, createOrganization, createUser } from '../server/commands/accountAdmin.ts';
import { openDatabase, type Db } from '../server/db/client.ts';
import { bundles, courses, topics, uploadedFiles } from '../server/db/schema/index.ts';
import { createScratchPostgres } from './lib/engines.ts';
import { LEVELS, NOISE_NOTE, loginHeaders, measure, printFigures, startBare, startPena, statementsOf, stop, warmUp, type Figure, type Served, type Target } from './lib/harness.ts';
import { documents, type Kind, type SaveArgs } from './lib/questionSaves.ts';

const PASSWORD = 'bench-password';
const hooks = path.join(path.dirname(new URL(import.meta.url).pathname), 'lib/questionSaves.ts');

async function seed(db: Db) {
  const org = await createOrganization(db, { name: 'SMA Bench Soal', countryCode: 'ID', verified: true, useTeams: false, enablePointSystem: true });
  const email = `admin-${org.id}@bench.sch.id`;
  const admin = await createUser(db, { email, name: 'Admin Bench', password: PASSWORD, passwordHash: await hashPassword(PASSWORD) });
  await addMember(db, { organizationId: org.id, email, admin: true });
  const [course] = await db.insert(courses).values({ organizationId: org.id, name: 'Biologi dan Matematika', creatorId: admin.id }).returning();
  const [unit] = await db.insert(bundles).values({ organizationId: org.id, courseId: course!.id, name: 'Bab 1' }).returning();
  const [topic] = await db.insert(topics).values({ organizationId: org.id, bundleId: unit!.id, courseId: course!.id, name: 'Latihan' }).returning();
  const [image] = await db
    .insert(uploadedFiles)
    .values({ organizationId: org.id, uploaderId: admin.id, storageKey: `org/${org.id}/image/bench`, filename: 'grafik.png', mimeType: 'image/png', size: 2048, purpose: 'image' })
    .returning();
  return { organizationId: org.id, email, topicId: topic!.id, imageId: image!.id };
}

async function against(engine: 'postgres' | 'pglite'): Promise<void> {
  const title = engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const scratch = engine === 'postgres' ? await createScratchPostgres('questions') : null;
  if (engine === 'postgres' && !scratch) return console.log('\nPostgreSQL not reachable; skipped.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-questions-'));
  let server: Served | undefined;
  let bare: Served | undefined;
  try {
    // Seeded before the server opens the database (PGlite: the server owns DATA_DIR/db while it runs).
    const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: path.join(dir, 'db') });
    await database.migrate();
    const seeded = await seed(database.db);
    if (database.kind === 'postgres') await database.executeSql('analyze');
    await database.close();
    server = await startPena({ ...(scratch ? { DATABASE_URL: scratch.url } : {}), DATA_DIR: dir });
    const url = server.url;
    const headers = { ...(await loginHeaders(url, { email: seeded.email, password: PASSWORD, organization_id: seeded.organizationId })), 'content-type': 'application/json' };

    /** `count` new questions of `kind`, each with the lock_version it was created with. */
    async function questionsFor(kind: Kind, count: number): Promise<SaveArgs['questions']> {
      const out: SaveArgs['questions'] = [];
      for (let i = 0; i < count; i++) {
        const res = await fetch(`${url}/map/questions`, { method: 'POST', headers, body: JSON.stringify({ topic_id: seeded.topicId, ...documents[kind](seeded.imageId, 0) }) });
        const body = (await res.json()) as { id: number; lock_version: number };
        if (res.status !== 201) throw new Error(`create ${kind}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        out.push({ id: body.id, lockVersion: body.lock_version });
      }
      return out;
    }
    const saves = async (label: string, kind: Kind, count: number): Promise<Target> => {
      const hookArgs: SaveArgs = { kind, imageId: seeded.imageId, headers, questions: await questionsFor(kind, count) };
      return { label, path: '/', hooks, hookArgs };
    };

    const kinds = Object.keys(documents) as Kind[];
    const statements = new Map<Kind, number>();
    for (const kind of kinds) {
      const [probe] = await questionsFor(kind, 1);
      let lockVersion = probe!.lockVersion;
      let n = 0;
      statements.set(
        kind,
        await statementsOf(server, async () => {
          const res = await fetch(`${url}/map/questions/${probe!.id}`, { method: 'PUT', headers, body: JSON.stringify({ ...documents[kind](seeded.imageId, ++n), lock_version: lockVersion }) });
          lockVersion = ((await res.clone().json()) as { lock_version: number }).lock_version;
          return res;
        }),
      );
      const size = JSON.stringify({ ...documents[kind](seeded.imageId, 1), lock_version: 0 }).length;
      console.log(`${engine} save ${kind}: body ${(size / 1024).toFixed(1)} KiB, ${statements.get(kind)} SQL statements (with authentication and the reply)`);
      await warmUp(server, await saves(kind, kind, 10));
    }

    bare = await startBare();
    const bareTarget: Target = { label: 'bare fastify PUT JSON', path: '/bare/1', method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...documents['multiple choice'](1, 0), lock_version: 0 }) };
    await warmUp(bare, bareTarget);
    for (const c of LEVELS) {
      const figures: Figure[] = [await measure(bare, bareTarget, c)];
      for (const kind of kinds) figures.push({ ...(await measure(server, await saves(`${engine} PUT ${kind}`, kind, c), c)), statements: statements.get(kind) });
      printFigures(`${title}, concurrency ${c} (errs counts refused saves, e.g. a stale lock_version)`, figures, figures.slice(0, 1));
    }
  } finally {
    await stop(bare);
    await stop(server);
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await against('postgres');
await against('pglite');
console.log(`\n${NOISE_NOTE}`);
