// What the browser benchmarks share: Pena served in-process on a fresh PGlite database with the
// demo seed (the built app, npm run build first), signing in as a demo user, and long text
// pages made through the API (headings, paragraphs with bold and math, lists, a table now and then).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/seed.ts';

const VOCABULARY = (
  'siswa guru belajar energi gerak benda kecepatan waktu jarak gaya massa percepatan hukum newton ' +
  'the student measures distance and time to find speed while forces change motion over each second'
).split(' ');

/** A long text page: headings, paragraphs with bold and math, lists and a table now and then. */
export function longPage(words: number): string {
  const parts: string[] = [];
  let written = 0;
  let n = 0;
  while (written < words) {
    n++;
    if (n % 12 === 1) parts.push(`<h2>Bagian ${Math.ceil(n / 12)}</h2>`);
    const count = Math.min(90, words - written);
    const text = Array.from({ length: count }, (_, i) => VOCABULARY[(n * 7 + i * 3) % VOCABULARY.length]).join(' ');
    const [first, ...rest] = text.split(' ');
    const math = n % 5 === 0 ? ` [%v_${n} = \\frac{s}{t}%]` : '';
    parts.push(`<p><strong>${first}</strong> ${rest.join(' ')}${math}.</p>`);
    if (n % 20 === 0) parts.push('<ul><li><p>jarak dalam meter</p></li><li><p>waktu dalam sekon</p></li></ul>');
    if (n % 40 === 0) parts.push('<table><tbody><tr><th><p>t (s)</p></th><th><p>s (m)</p></th></tr><tr><td><p>1</p></td><td><p>5</p></td></tr></tbody></table>');
    written += count;
  }
  return parts.join('');
}

export async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-editor-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, db: database.db }, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(page: Page, method: 'post', pathName: string, data: unknown): Promise<Record<string, unknown>> {
  const reply = await page.request[method](pathName, { data });
  if (reply.status() !== 201) throw new Error(`${pathName}: ${reply.status()} ${await reply.text()}`);
  return (await reply.json()) as Record<string, unknown>;
}

export async function createPage(page: Page, content: string): Promise<number> {
  const session = (await (await page.request.get('/users/show_current')).json()) as { organization: { id: number } };
  const course = await api(page, 'post', '/content/courses', {
    course: { name: `Bench ${Date.now()}`, description: '' },
    course_tags: [],
    subjects: [],
    coursable_id: session.organization.id,
    coursable_type: 'Organization',
  });
  const unit = await api(page, 'post', '/content/bundles', { course_id: course.id, name: 'Unit' });
  const topic = await api(page, 'post', '/content/topics', { bundle_id: unit.id, name: 'Topic' });
  const created = await api(page, 'post', '/content/chapters', { topic_id: topic.id, type: 'text', title: 'Long page', content });
  return created.id as number;
}


/** Signs in on the login screen as `email` (a demo user). */
export async function signIn(page: Page, email: string) {
  await page.goto('/en/');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}
