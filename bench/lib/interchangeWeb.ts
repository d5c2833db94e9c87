// The web side of bench/interchange.ts, against a running `pena serve` (the demo school): topics
// made as a teacher makes them, and the import a teacher runs from the browser, step by step as
// the screens do: the file POSTed straight to storage with the form of
// GET /map/topics/{id}/upload_form_values.json?purpose=interchange_import, the
// 'interchange_import' job started (POST /content/topics/{id}/interchange_import) and polled
// (GET /jobs/{uuid}) until it completes, then POST …/{uuid}/finish keeping every question by key.
// Each step in an event-loop window of its own (bench/lib/loopDelay.ts), the server's process
// tree watched throughout (bench/lib/interchangeProcess.ts).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CourseTree } from '../../domain/schemas/courses.ts';
import type { InterchangeExtraction, InterchangeImportResult } from '../../domain/schemas/interchange.ts';
import type { JobStatusReply } from '../../domain/schemas/publishing.ts';
import { watchTree, type TreeFigures } from './interchangeProcess.ts';
import type { LoopDelay, LoopWatch } from './loopDelay.ts';
import { loginHeaders, rssMb, waitForJobOver } from './server.ts';

const DEMO = { email: 'admin@nusantara.sch.id', password: 'pena-demo' };

/** Logs in as the demo school's admin and makes one empty topic per name in the first unit of its first course. */
export async function demoTopics(url: string, names: string[]): Promise<{ headers: Record<string, string>; topicIds: number[] }> {
  const login = await fetch(`${url}/map/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { organization } = (await login.json()) as { organization: { id: number } };
  const headers = await loginHeaders(url, DEMO.email, DEMO.password, organization.id);
  const courses = (await (await fetch(`${url}/content/organizations/${organization.id}/courses`, { headers })).json()) as { id: number }[];
  const tree = (await (await fetch(`${url}/content/courses/${courses[0]!.id}/show_tree`, { headers })).json()) as CourseTree;
  const topicIds: number[] = [];
  for (const name of names) {
    const created = await fetch(`${url}/content/topics`, { method: 'POST', headers, body: JSON.stringify({ bundle_id: tree.bundles[0]!.id, name }) });
    if (created.status !== 201) throw new Error(`topic: ${created.status} ${await created.text()}`);
    topicIds.push(((await created.json()) as { id: number }).id);
  }
  return { headers, topicIds };
}

/** The file POSTed to storage as the browser does; its key. */
async function upload(url: string, headers: Record<string, string>, topicId: number, file: string): Promise<string> {
  const formRes = await fetch(`${url}/map/topics/${topicId}/upload_form_values.json?purpose=interchange_import`, { headers });
  if (!formRes.ok) throw new Error(`upload form: ${formRes.status} ${await formRes.text()}`);
  const form = (await formRes.json()) as { url: string; form_fields: Record<string, string> };
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

export interface WebImport {
  uploadMs: number;
  jobMs: number;
  finishMs: number;
  polls: number;
  questions: number;
  skipped: number;
  imported: number;
  loop: { upload: LoopDelay; job: LoopDelay; finish: LoopDelay };
  tree: TreeFigures;
  /** The serving process's own peak (VmHWM, reset before the upload), MB. */
  serverPeak: number;
}

/** The whole web import of `file` into `topicId` through the server `pid` at `url`. */
export async function webImport(url: string, pid: number, dataDir: string, headers: Record<string, string>, loop: LoopWatch, topicId: number, file: string): Promise<WebImport> {
  // Resets VmHWM to the current RSS (Linux: clear_refs 5).
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const tree = watchTree(pid, path.join(dataDir, 'files'));
  try {
    let started = performance.now();
    const { result: key, loop: uploadLoop } = await loop.around(() => upload(url, headers, topicId, file));
    const uploadMs = performance.now() - started;

    started = performance.now();
    const { result: job, loop: jobLoop } = await loop.around(async () => {
      const post = await fetch(`${url}/content/topics/${topicId}/interchange_import`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ file_key: key, file_name: path.basename(file), request_id: randomUUID() }),
      });
      if (post.status !== 202 && post.status !== 200) throw new Error(`interchange_import: ${post.status} ${await post.text()}`);
      return waitForJobOver(url, headers, (await post.json()) as JobStatusReply);
    });
    const jobMs = performance.now() - started;
    if (job.job.status !== 'completed') throw new Error(`interchange_import job ${job.job.status}: ${JSON.stringify(job.job.error)} ${JSON.stringify(job.job.result)?.slice(0, 500)}`);
    const extraction = job.job.result as unknown as InterchangeExtraction;

    started = performance.now();
    const { result: finished, loop: finishLoop } = await loop.around(async () => {
      const res = await fetch(`${url}/content/topics/${topicId}/interchange_import/${job.job.uuid}/finish`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ questions: extraction.questions.map((q) => ({ key: q.key })) }),
      });
      if (res.status !== 200) throw new Error(`finish: ${res.status} ${(await res.text()).slice(0, 2000)}`);
      return (await res.json()) as InterchangeImportResult;
    });
    const finishMs = performance.now() - started;
    return {
      uploadMs,
      jobMs,
      finishMs,
      polls: job.polls,
      questions: extraction.questions.length,
      skipped: extraction.skipped.length,
      imported: finished.question_ids.length,
      loop: { upload: uploadLoop, job: jobLoop, finish: finishLoop },
      tree: tree.stop(),
      serverPeak: rssMb(pid, 'VmHWM'),
    };
  } finally {
    tree.stop();
  }
}
