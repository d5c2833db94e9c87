// The course-list workbook: what a reader (exceljs, and LibreOffice: CI installs libreoffice-calc) finds in
// it, that it is read in batches in the list's order with the list's filters, and that no
// text cell turns into a formula.
import { execFile } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadCoursesQuery, type DownloadCoursesQuery } from '../../domain/schemas/downloads.ts';
import type { Db } from '../db/client.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { fillTopic, makeUnit, makeCourse, makeSchool, makeSubject, makeTag, makeTopic, type School } from '../test/contentFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { countExportCourses, exportBatches } from './courseListRows.ts';
import { ExportCancelled, writeCourseListWorkbook } from './courseListWorkbook.ts';

const query = (q: Record<string, unknown> = {}): DownloadCoursesQuery => downloadCoursesQuery.parse(q);
const SOFFICE = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find((p) => existsSync(p));

async function writeFile(db: Db, file: string, scope: { organizationId: number; userId: number; admin: boolean }, q: DownloadCoursesQuery, language: 'en' | 'id' = 'en', batchSize = 2) {
  const out = createWriteStream(file);
  const total = await countExportCourses(db, scope, q);
  const fractions: number[] = [];
  const result = await writeCourseListWorkbook(out, { db, scope, query: q, language, total, batchSize, onProgress: async (f) => void fractions.push(f) });
  await finished(out);
  return { ...result, fractions };
}

async function readBack(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = (i: number) => {
    const ws = workbook.worksheets[i]!;
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: ws.name, rows, ws };
  };
  return { courses: sheet(0), units: sheet(1) };
}

describe.each(testDatabaseKinds())('course list workbook on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let dir: string;
  let scope: { organizationId: number; userId: number; admin: boolean };
  let ids: Record<'mat' | 'fis' | 'evil' | 'bio' | 'hidden', number>;

  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-export-'));
    const o = s.org.id;
    scope = { organizationId: o, userId: s.editor.id, admin: false };
    const g10 = await makeTag(t.db, o, 'G10', 'grade');
    const merdeka = await makeTag(t.db, o, '=HYPERLINK("http://x")');
    const mat = await makeSubject(t.db, o, 'Matematika');
    const day = (iso: string) => new Date(`${iso}T08:00:00.123Z`);
    const made = {
      mat: await makeCourse(t.db, o, { name: 'Matematika X', creatorId: s.editor.id, status: 'published', publishedAt: day('2025-01-10'), createdAt: day('2024-07-01'), tagIds: [g10.id, merdeka.id], subjectIds: [mat.id] }),
      fis: await makeCourse(t.db, o, { name: 'Fisika Dasar', creatorId: s.admin.id, createdAt: day('2024-08-01') }),
      evil: await makeCourse(t.db, o, { name: '=1+2', creatorId: null, createdAt: day('2024-09-01') }),
      bio: await makeCourse(t.db, o, { name: '@Biologi', creatorId: s.admin.id, createdAt: day('2024-10-01'), status: 'published', publishedAt: day('2025-02-01') }),
      // Shared with others only: not the editor's to download.
      hidden: await makeCourse(t.db, o, { name: 'Rahasia', creatorId: s.admin.id, shareEnabled: true, sharedWith: [s.publisher.id], createdAt: day('2024-11-01') }),
    };
    ids = { mat: made.mat.id, fis: made.fis.id, evil: made.evil.id, bio: made.bio.id, hidden: made.hidden.id };
    const unit = await makeUnit(t.db, made.mat, { name: '-Unit 1' });
    await makeUnit(t.db, made.mat, { name: 'Unit kosong' });
    const topic = await makeTopic(t.db, unit, { name: '+Topik A' });
    await makeTopic(t.db, unit, { name: 'Topik B' });
    await fillTopic(t.db, topic, { pages: 2, questions: 3 });
    await makeCourse(t.db, (await makeSchool(t.db)).org.id, { name: 'Another school' });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes one row per course the actor may open, with tags, subjects, counts, status and real dates', async () => {
    const file = path.join(dir, 'all.xlsx');
    const { courseCount, fractions } = await writeFile(t.db, file, scope, query());
    expect(courseCount).toBe(4);
    expect(fractions.length).toBeGreaterThanOrEqual(4); // two batches per sheet at 2 a batch
    expect(fractions.at(-1)).toBeCloseTo(0.95);
    const { courses, units } = await readBack(file);
    expect(courses.name).toBe('Courses');
    expect(courses.rows[0]).toEqual(['Course', 'Grades', 'Other tags', 'Subjects', 'Units', 'Topics', 'Questions', 'Pages', 'Status', 'Changed since published', 'Created', 'Updated', 'Published', 'Creator', 'Creator email']);
    // The list's default order: by name, case-insensitive.
    expect(courses.rows.slice(1).map((r) => r[0])).toEqual(["'=1+2", "'@Biologi", 'Fisika Dasar', 'Matematika X']);
    const mat = courses.rows[4]!;
    expect(mat.slice(0, 10)).toEqual(['Matematika X', 'G10', `'=HYPERLINK("http://x")`, 'Matematika', 2, 2, 3, 2, 'Published', 'No']);
    expect(mat[10]).toBeInstanceOf(Date);
    expect((mat[10] as Date).toISOString()).toBe('2024-07-01T08:00:00.123Z');
    expect((mat[12] as Date).toISOString()).toBe('2025-01-10T08:00:00.123Z');
    expect(mat[13]).toBe(s.editor.name);
    expect(mat[14]).toBe(s.editor.email);
    expect(courses.ws.getCell('K2').numFmt).toBe('yyyy-mm-dd hh:mm');
    // Nothing is a formula.
    courses.ws.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    expect(units.rows[0]).toEqual(['Course', 'Unit', 'Unit status', 'Topic', 'Topic status', 'Changed since published', 'Questions', 'Pages']);
    expect(units.rows.slice(1)).toEqual([
      ['Matematika X', "'-Unit 1", 'Unpublished', "'+Topik A", 'Unpublished', 'No', 3, 2],
      ['Matematika X', "'-Unit 1", 'Unpublished', 'Topik B', 'Unpublished', 'No', 0, 0],
      ['Matematika X', 'Unit kosong', 'Unpublished', undefined, undefined, undefined, 0, 0],
    ]);
  });

  it('is in Indonesian for an Indonesian user', async () => {
    const file = path.join(dir, 'id.xlsx');
    await writeFile(t.db, file, scope, query({ include_ids: [String(ids.mat)] }), 'id');
    const { courses, units } = await readBack(file);
    expect([courses.name, units.name]).toEqual(['Kursus', 'Unit dan topik']);
    expect(courses.rows[1]![8]).toBe('Diterbitkan');
  });

  it("honours the list's filters, sort and include_ids, within the organization and the actor's access", async () => {
    const names = async (q: Record<string, unknown>) => {
      const out: string[] = [];
      for await (const batch of exportBatches(t.db, scope, query(q), { batchSize: 1 })) {
        expect(batch.courses.length).toBe(1);
        out.push(...batch.courses.map((c) => c.name));
      }
      return out;
    };
    expect(await names({ q: 'fisika' })).toEqual(['Fisika Dasar']);
    expect(await names({ publish_status: 'published' })).toEqual(['@Biologi', 'Matematika X']);
    expect(await names({ sort_by: 'created_at', sort: 'desc' })).toEqual(['@Biologi', '=1+2', 'Fisika Dasar', 'Matematika X']);
    // Never-published last either way, as the list sorts.
    expect(await names({ sort_by: 'published_at', sort: 'desc' })).toEqual(['@Biologi', 'Matematika X', '=1+2', 'Fisika Dasar']);
    expect(await names({ sort_by: 'published_at', sort: 'asc' })).toEqual(['Matematika X', '@Biologi', 'Fisika Dasar', '=1+2']);
    expect(await names({ include_ids: [String(ids.fis), String(ids.mat), String(ids.hidden)] })).toEqual(['Fisika Dasar', 'Matematika X']);
    // The admin opens every course, the share-limited one included.
    const admin = { ...scope, userId: s.admin.id, admin: true };
    expect(await countExportCourses(t.db, admin, query())).toBe(5);
  });

  it('reads a fixed number of statements per batch: one, two with units and topics', async () => {
    const counting = (counter: { n: number }) => new Proxy(t.db, { get: (target, key, receiver) => {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'select' && typeof value === 'function') return (...args: unknown[]) => { counter.n++; return (value as (...a: unknown[]) => unknown).apply(target, args); };
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    } }) as Db;
    for (const [withUnits, perBatch] of [[false, 1], [true, 2]] as const) {
      const counter = { n: 0 };
      let batches = 0;
      for await (const batch of exportBatches(counting(counter), scope, query(), { batchSize: 3, withUnits })) {
        batches++;
        expect(batch.courses.length).toBeLessThanOrEqual(3);
      }
      expect(batches).toBe(2); // 4 courses, 3 a batch
      expect(counter.n).toBe(batches * perBatch);
    }
  });

  it('stops with ExportCancelled when told to', async () => {
    const out = createWriteStream(path.join(dir, 'cancelled.xlsx'));
    await expect(
      writeCourseListWorkbook(out, { db: t.db, scope, query: query(), language: 'en', total: 4, batchSize: 1, onProgress: async (f) => f < 0.2 }),
    ).rejects.toBeInstanceOf(ExportCancelled);
    out.destroy();
  });

  it('keeps escaped text as text when LibreOffice reads it', async () => {
    if (!SOFFICE) throw new Error('LibreOffice (soffice) is not installed: apt-get install -y libreoffice-calc (CI installs it in .ci/run)');
    const file = path.join(dir, 'lo.xlsx');
    await writeFile(t.db, file, scope, query({ include_ids: [String(ids.evil), String(ids.mat)] }));
    const profile = path.join(dir, 'lo-profile');
    await promisify(execFile)(SOFFICE, [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'csv', '--outdir', dir, file], { timeout: 120_000 });
    const csv = await fs.readFile(path.join(dir, 'lo.csv'), 'utf8');
    expect(csv).toContain("'=1+2");
    expect(csv).toContain(`'=HYPERLINK(""http://x"")`);
    expect(csv).not.toMatch(/^3,/m);
  }, 150_000);
});
