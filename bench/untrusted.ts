// Benchmark: untrusted files read while the server keeps serving. A `pena serve` process (API and
// worker in one, as `npm start`, on PGlite with the demo school) is given, one after the other:
// - a document import of a .docx whose zip headers lie (3,000 bytes declared, 1,900 MiB inside);
// - page generation from a PDF of 2.4 million path operators;
// - page generation from a PDF with one 20000 × 20000 picture;
// - a spreadsheet of 20,000 questions (past a topic's limit), converted and imported;
// - a spreadsheet of 5,000 questions (the limit) imported into an empty topic.
// For each: what the server answered and in how long; the server's resident memory before, at its
// peak while the file was read (VmHWM, reset first) and 3 s after; the peak resident memory of the
// reader processes it started (server/sandbox); the server's event-loop delay while the file was
// read (p50/p99/max, and stalls over 50 ms, from bench/lib/eventLoop.ts preloaded into it); and the
// slowest /healthz answer seen by a client asking every 50 ms.
// Aim: p99 event-loop delay ≤ 50 ms and /healthz answering throughout; memory back near where it
// started once a file is done.
// Run: npm run bench -- untrusted   (the files are made once under $TMPDIR/pena-bench-untrusted;
// BENCH_ONLY=<part of a name> runs only the files whose heading holds it; BENCH_CPU_PROF=<dir>
// writes the server's CPU profile there)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CourseTree } from '../domain/schemas/courses.ts';
import type { JobStatusReply } from '../domain/schemas/publishing.ts';
import { hostileFiles } from './lib/hostileFiles.ts';
import { describeLoop, loopWatch } from './lib/loopDelay.ts';
import { loginHeaders, rssMb, startServer, stopServer, waitForJobOver } from './lib/server.ts';

const DEMO = { email: 'admin@nusantara.sch.id', password: 'pena-demo' };

const files = await hostileFiles(path.join(os.tmpdir(), 'pena-bench-untrusted'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-untrusted-data-'));
const loopDelay = await loopWatch();
const { child, url } = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', ...loopDelay.env }, loopDelay.nodeArgs);
const pid = child.pid!;

/** Every process below `root`, by /proc's children lists. */
function descendants(root: number): number[] {
  const found: number[] = [];
  const visit = (p: number) => {
    const read = (file: string) => {
      try {
        return fs.readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    };
    let tasks: string[];
    try {
      tasks = fs.readdirSync(`/proc/${p}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      for (const c of read(`/proc/${p}/task/${task}/children`).split(' ').filter(Boolean).map(Number)) {
        found.push(c);
        visit(c);
      }
    }
  };
  visit(root);
  return found;
}

const residentOf = (p: number) => {
  try {
    return rssMb(p, 'VmRSS');
  } catch {
    return 0;
  }
};

interface Watched {
  outcome: string;
  seconds: number;
}

async function watch(name: string, run: () => Promise<string>): Promise<void> {
  if (process.env.BENCH_ONLY && !name.includes(process.env.BENCH_ONLY)) return;
  // Resets VmHWM to the current RSS (Linux: clear_refs 5).
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = rssMb(pid, 'VmRSS');
  await loopDelay.reset();
  let watching = true;
  let slowestHealth = 0;
  let readersPeak = 0;
  const health = (async () => {
    while (watching) {
      const started = performance.now();
      await fetch(`${url}/healthz`).then((r) => r.text());
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const readers = setInterval(() => {
    const sum = descendants(pid).reduce((total, p) => total + residentOf(p), 0);
    readersPeak = Math.max(readersPeak, sum);
  }, 100);
  const started = performance.now();
  let result: Watched;
  try {
    result = { outcome: await run(), seconds: (performance.now() - started) / 1000 };
  } finally {
    watching = false;
    clearInterval(readers);
    await health;
  }
  const loop = await loopDelay.read();
  const peak = rssMb(pid, 'VmHWM');
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = rssMb(pid, 'VmRSS');
  console.log(`\n${name}`);
  console.log(`  answered: ${result.outcome} in ${result.seconds.toFixed(1)} s`);
  console.log(`  server RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, ${after.toFixed(0)} MB 3 s after; reader processes' peak ${readersPeak.toFixed(0)} MB`);
  console.log(`  event loop while reading: ${describeLoop(loop)}; slowest /healthz ${slowestHealth.toFixed(0)} ms`);
}

async function upload(headers: Record<string, string>, topicId: number, file: string, purpose?: string): Promise<string> {
  const query = purpose ? `?purpose=${purpose}` : '';
  const form = (await (await fetch(`${url}/map/topics/${topicId}/upload_form_values.json${query}`, { headers })).json()) as { url: string; form_fields: Record<string, string> };
  const body = new FormData();
  for (const [k, v] of Object.entries(form.form_fields)) body.append(k, v);
  body.append('success_action_status', '201');
  body.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  const reply = await fetch(new URL(form.url, url), { method: 'POST', body });
  const xml = await reply.text();
  const key = /<Key>([^<]*)<\/Key>/.exec(xml)?.[1];
  if (!key) throw new Error(`upload: ${reply.status} ${xml}`);
  return key;
}

async function generationOver(headers: Record<string, string>, lessonId: number): Promise<string> {
  for (;;) {
    const status = (await (await fetch(`${url}/content/lessons/${lessonId}/text_chapter_generation_status`, { headers })).json()) as {
      status: string;
      chapter_ids: number[];
      message: string | null;
    };
    if (status.status !== 'in_progress') return status.status === 'completed' ? `${status.chapter_ids.length} page(s) made` : `failed: "${status.message}"`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

try {
  const login = await fetch(`${url}/map/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  const { organization } = (await login.json()) as { organization: { id: number } };
  const headers = await loginHeaders(url, DEMO.email, DEMO.password, organization.id);
  const courses = (await (await fetch(`${url}/content/organizations/${organization.id}/courses`, { headers })).json()) as { id: number }[];
  const tree = (await (await fetch(`${url}/content/courses/${courses[0]!.id}/show_tree`, { headers })).json()) as CourseTree;
  const topicId = tree.bundles.flatMap((b) => b.topics)[0]!.id;
  console.log(`Server pid ${pid} on ${url}: PGlite, demo school; topic ${topicId}. Idle RSS ${rssMb(pid, 'VmRSS').toFixed(0)} MB.`);
  for (const [label, file] of Object.entries(files)) console.log(`  ${label}: ${(fs.statSync(file).size / 1e6).toFixed(2)} MB`);

  await watch('Document import: .docx whose zip headers claim 3,000 bytes for 1,900 MiB of spaces', async () => {
    const key = await upload(headers, topicId, files.lyingDocx, 'document_import');
    const start = await fetch(`${url}/content/topics/${topicId}/document_import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ file_key: key, file_name: 'lying-headers.docx', no_personal_information: true, terms_accepted: true, request_id: randomUUID() }),
    });
    if (start.status !== 202) return `${start.status} ${await start.text()}`;
    const { job } = await waitForJobOver(url, headers, (await start.json()) as JobStatusReply);
    return `job ${job.status}${job.error ? ` (${JSON.stringify(job.error)})` : ''}`;
  });

  for (const [label, file] of [
    ['Page generation: PDF of 2.4 million path operators', files.pathsPdf],
    ['Page generation: PDF with one 20000 × 20000 picture', files.hugeImagePdf],
  ] as const) {
    await watch(label, async () => {
      const key = await upload(headers, topicId, file);
      const start = await fetch(`${url}/map/topics/${topicId}/upload_chapters`, { method: 'POST', headers, body: JSON.stringify({ file_key: key }) });
      if (start.status !== 202) return `${start.status} ${await start.text()}`;
      return generationOver(headers, ((await start.json()) as { lesson_id: number }).lesson_id);
    });
  }

  const importSheet = async (into: number, file: string) => {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
    const convert = await fetch(`${url}/content/topics/${into}/excel/convert`, { method: 'POST', headers: { authorization: headers.authorization! }, body: form });
    if (convert.status !== 200) return `convert ${convert.status} ${await convert.text()}`;
    const conversion = (await convert.json()) as { file_key: string; valid_rows: number };
    const post = await fetch(`${url}/content/topics/${into}/excel/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ file_key: conversion.file_key, images_key: null, request_id: randomUUID() }),
    });
    if (post.status !== 200 && post.status !== 202) return `import ${post.status} ${await post.text()}`;
    const { job } = await waitForJobOver(url, headers, (await post.json()) as JobStatusReply);
    return `${conversion.valid_rows} rows converted; import job ${job.status}${job.error ? ` (${JSON.stringify(job.error)})` : ''}`;
  };
  await watch('Spreadsheet: 20,000 questions converted, then imported', () => importSheet(topicId, files.sheet20k));

  const created = await fetch(`${url}/content/topics`, { method: 'POST', headers, body: JSON.stringify({ bundle_id: tree.bundles[0]!.id, name: 'Bench 5,000' }) });
  if (created.status !== 201) throw new Error(`topic: ${created.status} ${await created.text()}`);
  const emptyTopic = ((await created.json()) as { id: number }).id;
  await watch('Spreadsheet: 5,000 questions (the most a topic takes) into an empty topic', () => importSheet(emptyTopic, files.sheet5k));
} finally {
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
