// The browser suite's main journeys through the balancer (npm run test:cluster):
// log in, edit and autosave while an API process is SIGKILLed and started again, publish and
// copy while the worker running the job is SIGKILLed mid-way, import a spreadsheet, download
// courses. Every acknowledged save is read back; every job ran to completion exactly once; the
// `replies` fixture (cluster.ts) fails a test on any 5xx the app did not retry itself.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, DEMO_PASSWORD, demo, fillLogin, login } from '../helpers.ts';
import { cluster, expect, sql, test } from './cluster.ts';

test.describe.configure({ mode: 'serial' });

type Chapter = { id: number; title: string; content: string; lock_version: number };
type Named = { id: number; name: string };

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const contentArea = (page: Page) => page.getByRole('textbox', { name: /^(Content|Isi)/ });

test('log in through the balancer and look at the app', async ({ page }) => {
  await page.goto('/en/');
  await fillLogin(page, demo.admin, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText(/^Showing 1–\d+ of \d+ courses$/)).toBeVisible();
  mkdirSync('test-results/cluster', { recursive: true });
  await page.screenshot({ path: 'test-results/cluster/courses-through-the-balancer.png', animations: 'disabled' });
  // The session lives in the database: every API process knows it (round robin sends these to both).
  for (let i = 0; i < 4; i++) expect((await page.request.get('/users/show_current')).status()).toBe(200);
});

test('edit and autosave while an API process is killed and started again: no acknowledged save lost', async ({ page }) => {
  await login(page, demo.editor);
  const { topicId } = await createTopicThroughApi(page, { course: `Klaster ${Date.now()}`, unit: 'Geometri', topic: 'Teorema Pythagoras' });
  // Every save the server acknowledged (the first creates the page, the rest replace it).
  const acknowledged: Chapter[] = [];
  page.on('response', async (reply) => {
    const method = reply.request().method();
    if (!/\/content\/chapters(\/\d+)?$/.test(new URL(reply.url()).pathname)) return;
    if ((method === 'POST' && reply.status() === 201) || (method === 'PUT' && reply.status() === 200)) acknowledged.push((await reply.json()) as Chapter);
  });

  await page.goto(`/en/topics/${topicId}`);
  await page.getByTestId('pages-panel').getByRole('link', { name: 'Text page' }).click();
  await page.getByRole('textbox', { name: /Page title/ }).fill('Teorema Pythagoras');
  await contentArea(page).click();
  await page.keyboard.type('Kalimat pertama.');
  await expect(page).toHaveURL(/\/en\/chapters\/\d+$/, { timeout: 30_000 });
  const chapterId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-status', 'success');

  // Typing goes on while one API process dies: its saves go to the other.
  const saved = acknowledged.length;
  // Until the balancer's checks take the dead process out, it still gets its turn: those
  // connections are refused and the balancer sends the request to the live one instead.
  const killThenAsk = async () => {
    await cluster.kill('api1', 'while the teacher types');
    return Promise.all(Array.from({ length: 6 }, () => page.request.get('/users/show_current')));
  };
  const [, burst] = await Promise.all([page.keyboard.type(' Kalimat kedua ditulis saat satu proses mati.', { delay: 60 }), killThenAsk()]);
  expect(burst.map((reply) => reply.status())).toEqual([200, 200, 200, 200, 200, 200]);
  await expect.poll(() => acknowledged.at(-1)?.content ?? '', { timeout: 30_000 }).toContain('Kalimat kedua ditulis saat satu proses mati.');
  expect(acknowledged.length).toBeGreaterThan(saved);

  // It comes back; typing goes on.
  await Promise.all([page.keyboard.type(' Kalimat ketiga setelah proses kembali.', { delay: 60 }), cluster.start('api1')]);
  await expect.poll(() => acknowledged.at(-1)?.content ?? '', { timeout: 30_000 }).toContain('Kalimat ketiga setelah proses kembali.');
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-status', 'success');

  // What the last acknowledged save stored is what the API and the database hold.
  const last = acknowledged.at(-1)!;
  const stored = (await (await page.request.get(`/content/chapters/${chapterId}`)).json()) as Chapter;
  expect({ content: stored.content, lock_version: stored.lock_version, title: stored.title }).toEqual({ content: last.content, lock_version: last.lock_version, title: last.title });
  const [row] = await sql<{ content: string; lock_version: number }>('select content, lock_version from chapters where id = $1', [chapterId]);
  expect(row).toEqual({ content: last.content, lock_version: last.lock_version });
  expect(last.content).toMatch(/Kalimat pertama\..*Kalimat kedua.*Kalimat ketiga/);
});

test('publish: the snapshot written once', async ({ page }) => {
  await login(page, demo.publisher);
  const course = `Biologi klaster ${Date.now()}`;
  const { courseId, topicId } = await createTopicThroughApi(page, { course, unit: 'Tumbuhan', topic: 'Fotosintesis' });
  await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Apa itu fotosintesis?', content: '<p>Di daun.</p>', sections: [] });
  await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'multiple_choice',
    content_html: '<p>Di mana fotosintesis terjadi?</p>',
    points: 1,
    answers: [
      { key: 'a', content: '<p>Daun</p>', answer_type: 'text', correct: true },
      { key: 'b', content: '<p>Akar</p>', answer_type: 'text' },
    ],
  });
  await page.goto(`/en/courses/${courseId}`);
  await page.getByRole('link', { name: 'Publish', exact: true }).click();
  const topic = page.getByTestId('publish-topic').filter({ hasText: 'Fotosintesis' });
  await topic.getByRole('checkbox').first().check();
  await expect(topic.getByTestId('topic-count')).toHaveText('2 of 2 selected');

  await page.getByTestId('publish-bar').getByRole('button').click();
  await expect(page.getByTestId('publish-success')).toContainText('2 items published.', { timeout: 90_000 });

  const [job] = await sql<{ uuid: string; status: string }>(
    `select uuid, status from job_statuses where kind = 'publish' order by created_at desc limit 1`,
  );
  expect(job!.status).toBe('completed');
  const items = await sql<{ item_type: string; job_uuid: string }>('select item_type, job_uuid from published_items where topic_id = $1 order by item_type', [topicId]);
  expect(items).toEqual([
    { item_type: 'chapter', job_uuid: job!.uuid },
    { item_type: 'question', job_uuid: job!.uuid },
  ]);
});

test('copy a unit while the worker running the job is killed: exactly one copy', async ({ page }) => {
  await login(page, demo.admin);
  const orgs = (await (await page.request.get('/content/organizations')).json()) as Named[];
  const nusantara = orgs.find((o) => o.name === 'SMA Nusantara')!.id;
  const courseNamed = async (name: string) =>
    ((await (await page.request.get(`/content/organizations/${nusantara}/courses`, { params: { q: name } })).json()) as Named[]).find((c) => c.name === name)!.id;
  const matematika = await courseNamed('Matematika Wajib Kelas X');
  const fisika = await courseNamed('Fisika Kelas XI');
  const unitsOf = async (id: number) => ((await (await page.request.get(`/content/courses/${id}/show_tree`)).json()) as { bundles: Named[] }).bundles.map((b) => b.name);
  const before = await unitsOf(fisika);
  const unit = 'Bab 4 Trigonometri';

  await page.goto(`/en/courses/${matematika}`);
  await page.getByRole('button', { name: `Actions for unit ${unit}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Copy to…' }).click();
  const modal = page.getByRole('dialog', { name: 'Copy unit' });
  await modal.getByRole('radio', { name: 'Fisika Kelas XI', exact: true }).click();
  await modal.getByRole('button', { name: 'Next' }).click();
  await cluster.armJobKill('copy');
  await modal.getByRole('button', { name: 'Copy unit', exact: true }).click();
  await expect(page.getByTestId('copy-move-result').getByRole('status')).toHaveText('Copied to “Fisika Kelas XI”', { timeout: 90_000 });

  const [job] = await sql<{ uuid: string; status: string }>(`select uuid, status from job_statuses where kind = 'copy' order by created_at desc limit 1`);
  expect(job!.status).toBe('completed');
  expect((await cluster.state()).jobKills.map((k) => k.uuid)).toContain(job!.uuid);
  expect(await unitsOf(fisika)).toEqual([...before, unit]);
});

test('an image into a page: the browser POSTs it straight to the bucket, and it shows', async ({ page }) => {
  await login(page, demo.editor);
  const { topicId } = await createTopicThroughApi(page, { course: `Kimia klaster ${Date.now()}`, unit: 'Larutan', topic: 'Konsentrasi' });
  const chapter = await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Molaritas', content: '<p>Satuan mol per liter.</p>' });
  await page.goto(`/en/chapters/${chapter.id}`);
  const area = contentArea(page);
  await expect(area).toContainText('Satuan mol per liter.');
  const posted = page.waitForResponse((reply) => reply.request().method() === 'POST' && reply.url().startsWith(process.env.CLUSTER_S3_ENDPOINT ?? '-'));
  await page.getByTestId('rich-text-image-input').setInputFiles({ name: 'grafik.png', mimeType: 'image/png', buffer: PNG });
  expect((await posted).status()).toBe(201);
  const image = area.locator('img[data-media-id]');
  await expect(image).toHaveCount(1);
  await expect(page.getByText('Media upload failed')).toHaveCount(0);
  await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBe(1);
});

test('import a spreadsheet through the balancer', async ({ page }) => {
  await login(page, demo.admin);
  const { topicId } = await createTopicThroughApi(page, { course: `Matematika klaster ${Date.now()}`, unit: 'Bilangan', topic: 'Pecahan' });
  await page.goto(`/en/topics/${topicId}/import/excel`);
  await page.getByTestId('spreadsheet-file').locator('input[type="file"]').setInputFiles('e2e/fixtures/one-bad-row.xlsx');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByTestId('ready-count')).toContainText('3');
  await page.getByRole('button', { name: 'Import 3 questions' }).click();
  await expect(page.getByTestId('import-done')).toContainText('3 questions were imported into “Pecahan”.', { timeout: 60_000 });
  const [count] = await sql<{ n: number }>('select count(*)::int as n from questions where topic_id = $1', [topicId]);
  expect(count!.n).toBe(3);
});

test('download courses: the job completes, the file is in the bucket and opens', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/en/');
  const rows = page.locator('tbody tr[data-testid^="course-row-"]');
  await expect(rows.first()).toBeVisible();
  const names = (await rows.getByTestId('course-name').allTextContents()).map((t) => t.trim());
  const picked = [names[0]!, names[2]!];
  for (const name of picked) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Download selected' }).click();
  await page.getByRole('dialog', { name: 'Download courses' }).getByRole('button', { name: 'Download', exact: true }).click();
  const job = page.getByTestId('download-jobs').locator('li[data-testid^="download-job-"]').first();
  await expect(job).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

  const [download] = await Promise.all([page.waitForEvent('download'), job.getByRole('link', { name: /^Download courses-.+\.xlsx$/ }).click()]);
  const file = join(tmpdir(), `pena-cluster-${Date.now()}.xlsx`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const listed: string[] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n > 1) listed.push(String(row.getCell(1).value));
  });
  expect(listed).toEqual(picked);

  const files = await sql<{ storage_key: string }>(`select storage_key from uploaded_files where purpose = 'course_download'`);
  expect(files.length).toBeGreaterThan(0);
  const s3 = new S3Client({
    region: process.env.CLUSTER_S3_REGION,
    endpoint: process.env.CLUSTER_S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: process.env.CLUSTER_S3_ACCESS_KEY_ID!, secretAccessKey: process.env.CLUSTER_S3_SECRET_ACCESS_KEY! },
  });
  for (const { storage_key } of files) {
    const head = await s3.send(new HeadObjectCommand({ Bucket: process.env.CLUSTER_BUCKET, Key: storage_key }));
    expect(head.ContentLength).toBeGreaterThan(0);
  }
  s3.destroy();
});
