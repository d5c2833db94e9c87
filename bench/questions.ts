// Benchmark: saving a question through PUT /map/questions/{id} (the editor's autosave), with
// everything a save does: the route's zod schema, stripping, sanitizing every rich-text
// field, the §5 rules (points on), the media check, and the transaction that replaces the
// parts. Two realistic documents: a multiple choice with 4 rich-text answers (formatting,
// math, a table, an image by media id) and a matching question (5 premises, 7 responses).
// Over HTTP on a real listening server, at concurrency 1 and 10 (each worker saves its own
// question, carrying the lock_version the previous save returned, as an editor tab does),
// on PostgreSQL (a database it creates and drops) and PGlite, next to a bare Fastify route
// taking the same JSON body in the same run. Counts the SQL statements one save makes.
// Run: npm run bench -- questions   (BENCH_REQUESTS, default 500 per case; BENCH_DATABASE_URL)
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { addMember, createOrganization, createUser } from '../server/commands/accountAdmin.ts';
import { loadConfig } from '../server/config.ts';
import type { Database, Db } from '../server/db/client.ts';
import { bundles, courses, topics, uploadedFiles } from '../server/db/schema/index.ts';
import { printResults, type LoadResult } from './lib/load.ts';
import { onBothEngines } from './lib/engines.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const levels = [1, 10];
const PASSWORD = 'bench-password';

// Every statement the pg driver sends, counted, so one save's statements can be shown.
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const section = (id: string, html: string) => ({ id, content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html });

function multipleChoice(imageId: number, n: number) {
  return {
    type: 'multiple_choice',
    content_html:
      `<p>Perhatikan grafik fungsi <strong>kuadrat</strong> berikut (revisi ${n}).</p><p><img src="/files/k" alt="grafik" data-media-id="${imageId}" /></p>` +
      '<p>Jika [%f(x) = ax^2 + bx + c%] memotong sumbu-<em>x</em> di dua titik, manakah pernyataan yang <u>benar</u>?</p>',
    sections: [section('s1', '<table><tbody><tr><th>x</th><th>f(x)</th></tr><tr><td>-1</td><td>0</td></tr><tr><td>3</td><td>0</td></tr></tbody></table>')],
    explanation: { sections: [section('e1', '<p>Diskriminan [%D = b^2 - 4ac%] harus <strong>positif</strong> agar ada dua akar real.</p><ul><li>[%D > 0%]: dua akar</li><li>[%D = 0%]: satu akar</li></ul>')] },
    hint: { sections: [section('h1', '<p>Ingat rumus <a href="https://id.wikipedia.org/wiki/Diskriminan" target="_blank">diskriminan</a>.</p>')] },
    passage_id: null,
    preceding_question_id: null,
    points: 2.5,
    shuffle_answers: true,
    quiz_title: 'Latihan fungsi kuadrat',
    answers: [
      { key: 'a', content: '<p>Nilai [%b^2 - 4ac%] <strong>lebih dari</strong> nol</p>', correct: true },
      { key: 'b', content: '<p>Nilai [%b^2 - 4ac%] sama dengan nol</p>' },
      { key: 'c', content: '<p>Grafik <em>tidak</em> memotong sumbu-<em>y</em></p>' },
      { key: 'd', content: '<p>Nilai [%a%] pasti <u>negatif</u> dan [%c = 0%]</p>' },
    ],
  };
}

function matching(n: number) {
  const pairs = [
    ['Fotosintesis', 'Mengubah cahaya menjadi energi kimia'],
    ['Respirasi', 'Memecah glukosa untuk menghasilkan energi'],
    ['Transpirasi', 'Penguapan air melalui stomata'],
    ['Osmosis', 'Perpindahan air melewati membran semipermeabel'],
    ['Difusi', 'Perpindahan zat dari konsentrasi tinggi ke rendah'],
  ];
  return {
    type: 'matching_choices',
    content_html: `<p>Jodohkan setiap <strong>proses</strong> dengan penjelasannya (revisi ${n}).</p>`,
    sections: [],
    explanation: { sections: [section('e1', '<p>Lihat bab 3 tentang <em>proses pada tumbuhan</em>.</p>')] },
    hint: { sections: [] },
    passage_id: null,
    preceding_question_id: null,
    points: 5,
    shuffle_answers: true,
    quiz_title: null,
    premises: pairs.map(([premise], i) => ({ key: `p${i}`, content: `<p>${premise}</p>` })),
    responses: [
      ...pairs.map(([, response], i) => ({ key: `r${i}`, content: `<p>${response}</p>`, premise_key: `p${i}` })),
      { key: 'x1', content: '<p>Pembelahan sel secara meiosis</p>', premise_key: null },
      { key: 'x2', content: '<p>Penyerapan mineral oleh akar</p>', premise_key: null },
    ],
  };
}

const documents = { 'multiple choice': multipleChoice, matching: (_image: number, n: number) => matching(n) } as const;
type Kind = keyof typeof documents;

/** Closed-loop load: `requests` calls of `step(worker)` at `concurrency`; step answers whether it succeeded. */
async function loadSteps(label: string, concurrency: number, requests: number, step: (worker: number) => Promise<boolean>): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const deadline = Date.now() + 120_000;
  const started = performance.now();
  async function worker(w: number) {
    while (issued < requests && Date.now() < deadline) {
      issued++;
      const t0 = performance.now();
      try {
        if (!(await step(w))) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { label, concurrency, requests: latencies.length, errors, rps: latencies.length / seconds, p50: pct(50), p99: pct(99) };
}

async function bare(): Promise<LoadResult[]> {
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024 });
  app.put('/bare/:id', async (request) => ({ ok: true, id: (request.params as { id: string }).id, size: JSON.stringify(request.body).length }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const body = JSON.stringify({ ...multipleChoice(1, 0), lock_version: 0 });
  const out: LoadResult[] = [];
  for (const c of levels) {
    out.push(
      await loadSteps('bare fastify PUT JSON', c, REQUESTS * 2, async (w) => {
        const res = await fetch(`${url}/bare/${w}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
        await res.arrayBuffer();
        return res.ok;
      }),
    );
  }
  await app.close();
  return out;
}

async function seed(db: Db) {
  const org = await createOrganization(db, { name: 'SMA Bench Soal', countryCode: 'ID', verified: true, useTeams: false, enablePointSystem: true });
  const email = `admin-${org.id}@bench.sch.id`;
  const admin = await createUser(db, { email, name: 'Admin Bench', password: PASSWORD, passwordHash: await hashPassword(PASSWORD) });
  await addMember(db, { organizationId: org.id, email, admin: true });
  const [course] = await db.insert(courses).values({ organizationId: org.id, name: 'Biologi dan Matematika', creatorId: admin.id }).returning();
  const [bundle] = await db.insert(bundles).values({ organizationId: org.id, courseId: course!.id, name: 'Bab 1' }).returning();
  const [topic] = await db.insert(topics).values({ organizationId: org.id, bundleId: bundle!.id, courseId: course!.id, name: 'Latihan' }).returning();
  const [image] = await db
    .insert(uploadedFiles)
    .values({ organizationId: org.id, uploaderId: admin.id, storageKey: `org/${org.id}/image/bench`, filename: 'grafik.png', mimeType: 'image/png', size: 2048, purpose: 'image' })
    .returning();
  return { organizationId: org.id, email, topicId: topic!.id, imageId: image!.id };
}

async function against(name: string, database: Database) {
  await database.migrate();
  const seeded = await seed(database.db);
  if (database.kind === 'postgres') await database.executeSql('analyze');
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database, db: database.db }, { logger: false, serveWeb: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${url}/map/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: seeded.email, password: PASSWORD, organization_id: seeded.organizationId }),
  });
  const { user } = (await login.json()) as { user: { token: string } };
  const headers = { authorization: `Token ${user.token}`, 'content-type': 'application/json' };

  /** One question per worker; each keeps the lock_version its last save returned. */
  async function questionsFor(kind: Kind, workers: number) {
    const out: { id: number; lockVersion: number; saves: number }[] = [];
    for (let w = 0; w < workers; w++) {
      const res = await fetch(`${url}/map/questions`, { method: 'POST', headers, body: JSON.stringify({ topic_id: seeded.topicId, ...documents[kind](seeded.imageId, 0) }) });
      const body = (await res.json()) as { id: number; lock_version: number };
      if (res.status !== 201) throw new Error(`create ${kind}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      out.push({ id: body.id, lockVersion: body.lock_version, saves: 0 });
    }
    return out;
  }

  async function saveOnce(kind: Kind, q: { id: number; lockVersion: number; saves: number }): Promise<boolean> {
    q.saves++;
    const body = JSON.stringify({ ...documents[kind](seeded.imageId, q.saves), lock_version: q.lockVersion });
    const res = await fetch(`${url}/map/questions/${q.id}`, { method: 'PUT', headers, body });
    const reply = (await res.json()) as { lock_version: number };
    if (!res.ok) return false;
    q.lockVersion = reply.lock_version;
    return true;
  }

  const checks: string[] = [];
  for (const kind of Object.keys(documents) as Kind[]) {
    const [probe] = await questionsFor(kind, 1);
    const before = statements;
    const ok = await saveOnce(kind, probe!);
    const sql = database.kind === 'postgres' ? `, ${statements - before} SQL statements (with authentication and the reply)` : '';
    const size = JSON.stringify({ ...documents[kind](seeded.imageId, 1), lock_version: 0 }).length;
    checks.push(`${name} save ${kind}: ${ok ? 'ok' : 'FAILED'}, body ${(size / 1024).toFixed(1)} KiB${sql}`);
  }
  console.log(`\n${checks.join('\n')}`);

  const out: LoadResult[] = [];
  for (const c of levels) {
    for (const kind of Object.keys(documents) as Kind[]) {
      const own = await questionsFor(kind, c);
      out.push(await loadSteps(`${name} PUT ${kind}`, c, REQUESTS, (w) => saveOnce(kind, own[w]!)));
      // Every save landed: the stored version counts them.
      const res = await fetch(`${url}/map/questions/${own[0]!.id}`, { headers });
      const stored = (await res.json()) as { lock_version: number };
      if (stored.lock_version !== own[0]!.lockVersion) throw new Error(`${kind}: stored lock_version ${stored.lock_version}, expected ${own[0]!.lockVersion}`);
    }
  }
  await app.close();
  await database.close();
  return out;
}

async function main() {
  const baseline = await bare();
  printResults('bare route', baseline);
  await onBothEngines('questions', against, baseline);
}

await main();
