// The exports to other tools' formats: a topic holding a question of each of the seven types
// (every part filled in, an image answer whose bytes are stored), its export_plan per format
// (Aiken holds single-answer multiple choice only; GIFT has no ordering or grouped choices),
// and the file itself: 200, its type, its name, a package's zip (`PK`) with its manifest, XML
// that parses, and a file Pena's own reader reads back with as many questions as the plan said.
// The course's questions and the course as a Common Cartridge; 401, 403, 404, 422.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPlanSchema, QUESTION_EXPORT_FORMATS, type QuestionExportFormat } from '../../../domain/schemas/interchange.ts';
import { QUESTION_TYPES } from '../../../domain/schemas/questions.ts';
import { topics } from '../../db/schema/index.ts';
import { readInterchange } from '../../readers/interchange/read.ts';
import { parseXml } from '../../readers/interchange/xml.ts';
import * as files from '../../storage/fixtures/files.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeSchool } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeUploadedFile } from '../../test/pageFactories.ts';
import { fullQuestion, questionSchool, type QuestionSchool } from '../../test/questionFactories.ts';
import { freshTopic } from '../spreadsheets/test/requests.ts';
import { interchangeRequests } from './test/requests.ts';

const FILES: Record<QuestionExportFormat, { mime: RegExp; suffix: string; zip: boolean }> = {
  qti3: { mime: /^application\/zip/, suffix: '-qti3.zip', zip: true },
  qti21: { mime: /^application\/zip/, suffix: '-qti21.zip', zip: true },
  moodle_xml: { mime: /^application\/xml/, suffix: '-moodle.xml', zip: false },
  gift: { mime: /^text\/plain; charset=utf-8/, suffix: '-gift.txt', zip: false },
  aiken: { mime: /^text\/plain; charset=utf-8/, suffix: '-aiken.txt', zip: false },
};

describe.each(testDatabaseKinds())('interchange exports, on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  let topic: { id: number; organizationId: number };
  let made: Record<string, number>;
  let temp: string;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db, { pointsEnabled: true });
    temp = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-export-'));
    topic = await s.topic(s.editor.id);
    await t.db.update(topics).set({ name: 'Bab 1: Pecahan' }).where(eq(topics.id, topic.id));
    const { file: image } = await makeUploadedFile(t, s.org.id, 'image', files.png(), 'gambar.png');
    made = {};
    for (const type of QUESTION_TYPES) {
      const res = await t.app.inject({ method: 'POST', url: '/map/questions', headers: await s.as('admin'), payload: { topic_id: topic.id, ...fullQuestion(type, image.id) } });
      expect(res.statusCode, res.body).toBe(201);
      made[type] = (res.json() as { id: number }).id;
    }
  });
  afterAll(async () => {
    await t?.close();
    if (temp) await fs.rm(temp, { recursive: true, force: true });
  });
  const req = () => interchangeRequests(t);
  const topicUrl = (what: 'export_plan' | 'export', format: string) => `/content/topics/${topic.id}/questions/${what}?format=${format}`;

  /** The file's name from Content-Disposition. */
  const fileName = (headers: Record<string, unknown>) => /filename="([^"]*)"/.exec(String(headers['content-disposition']))?.[1];

  /** Writes the reply's bytes to the temp dir and reads them back with Pena's own reader. */
  async function readBack(bytes: Buffer, name: string) {
    const file = path.join(temp, name);
    await fs.writeFile(file, bytes);
    return readInterchange(file, { categories: 'note' });
  }

  it('export_plan: Aiken keeps single-answer multiple choice, GIFT leaves out its missing types, QTI keeps all seven; messages in the caller’s language', async () => {
    const plans = Object.fromEntries(
      await Promise.all(
        QUESTION_EXPORT_FORMATS.map(async (format) => {
          const res = await req().get(s.editor, topicUrl('export_plan', format));
          expect(res.statusCode, format).toBe(200);
          return [format, exportPlanSchema.parse(res.body)] as const;
        }),
      ),
    );
    for (const format of ['qti3', 'qti21'] as const) expect(plans[format]).toEqual({ questions: 7, left_out: [] });

    expect(plans.aiken!.questions).toBe(1);
    expect(plans.aiken!.left_out.map((q) => q.question_id).sort()).toEqual(QUESTION_TYPES.filter((x) => x !== 'multiple_choice').map((x) => made[x]).sort());
    expect(plans.aiken!.left_out.every((q) => q.reason === 'not_single_choice' && q.message === 'Aiken holds only multiple-choice questions with one correct answer.')).toBe(true);
    expect(plans.aiken!.left_out.every((q) => q.item !== '')).toBe(true);

    const giftOut = new Map(plans.gift!.left_out.map((q) => [q.question_id, q.reason]));
    expect(giftOut.get(made.correct_order!)).toBe('type_not_in_format');
    expect(giftOut.get(made.grouped_choices!)).toBe('type_not_in_format');
    for (const type of ['multiple_choice', 'true_or_false'] as const) expect(giftOut.has(made[type]!), type).toBe(false);
    expect(plans.gift!.questions + plans.gift!.left_out.length).toBe(7);
    expect(plans.moodle_xml!.questions + plans.moodle_xml!.left_out.length).toBe(7);

    const id = await req().get(s.editor, topicUrl('export_plan', 'aiken'), { 'accept-language': 'id' });
    expect(id.body.left_out[0].message).toBe('Aiken hanya memuat soal pilihan ganda dengan satu jawaban benar.');
  });

  it.each(QUESTION_EXPORT_FORMATS)('export as %s: the file, named after the topic, read back with the plan’s count', async (format) => {
    const plan = exportPlanSchema.parse((await req().get(s.editor, topicUrl('export_plan', format))).body);
    const res = await req().get(s.editor, topicUrl('export', format));
    expect(res.statusCode).toBe(200);
    const spec = FILES[format];
    expect(String(res.headers['content-type'])).toMatch(spec.mime);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
    expect(fileName(res.headers)).toBe(`bab-1-pecahan${spec.suffix}`);
    if (spec.zip) {
      expect(res.raw.subarray(0, 2).toString('latin1')).toBe('PK');
      const entries = unzipSync(new Uint8Array(res.raw));
      expect(Object.keys(entries)).toContain('imsmanifest.xml');
      expect(parseXml(new TextDecoder().decode(entries['imsmanifest.xml']!)).name).toMatch(/manifest$/);
      // The image answer travels as a file of the package.
      expect(Object.values(entries).some((bytes) => bytes[0] === 0x89 && bytes[1] === 0x50)).toBe(true);
    } else if (format === 'moodle_xml') {
      expect(parseXml(res.raw.toString('utf8')).name).toBe('quiz');
    }
    const read = await readBack(res.raw, `topic${spec.suffix}`);
    expect(read.format).toBe(format);
    expect(read.questions.length + read.skipped.length).toBe(plan.questions);
  });

  it('the course’s questions, and the course as a Common Cartridge with its manifest', async () => {
    const plan = await req().get(s.editor, `/content/courses/${s.course.id}/questions/export_plan?format=qti21`);
    expect(plan.statusCode).toBe(200);
    expect(exportPlanSchema.parse(plan.body).questions).toBeGreaterThanOrEqual(7);
    const file = await req().get(s.editor, `/content/courses/${s.course.id}/questions/export?format=gift`);
    expect(file.statusCode).toBe(200);
    expect(fileName(file.headers)).toMatch(/-gift\.txt$/);
    expect((await readBack(file.raw, 'course-gift.txt')).format).toBe('gift');

    const cartridgePlan = await req().get(s.editor, `/content/courses/${s.course.id}/cartridge_plan`);
    expect(cartridgePlan.statusCode).toBe(200);
    const cp = exportPlanSchema.parse(cartridgePlan.body);
    // Common Cartridge's QTI profile holds multiple choice, true/false and single-field exact value.
    expect(cp.left_out.map((q) => q.question_id)).toEqual(expect.arrayContaining([made.categorise, made.correct_order, made.matching_choices, made.grouped_choices]));
    const cartridge = await req().get(s.editor, `/content/courses/${s.course.id}/cartridge`);
    expect(cartridge.statusCode).toBe(200);
    expect(String(cartridge.headers['content-type'])).toBe('application/vnd.ims.imsccv1p3');
    expect(fileName(cartridge.headers)).toMatch(/\.imscc$/);
    expect(cartridge.raw.subarray(0, 2).toString('latin1')).toBe('PK');
    const entries = unzipSync(new Uint8Array(cartridge.raw));
    expect(parseXml(new TextDecoder().decode(entries['imsmanifest.xml']!)).name).toMatch(/manifest$/);
    const read = await readBack(cartridge.raw, 'course.imscc');
    expect(read.format).toBe('common_cartridge');
    expect(read.questions.length).toBe(cp.questions);
  });

  it('401 without a session, 403 for one who may not view, 404 for another organization’s topic or course, 422 naming format', async () => {
    const urls = [
      topicUrl('export_plan', 'gift'),
      topicUrl('export', 'gift'),
      `/content/courses/${s.course.id}/questions/export_plan?format=gift`,
      `/content/courses/${s.course.id}/questions/export?format=gift`,
      `/content/courses/${s.course.id}/cartridge_plan`,
      `/content/courses/${s.course.id}/cartridge`,
    ];
    for (const url of urls) {
      expect((await req().get(null, url)).statusCode, url).toBe(401);
      for (const who of [s.restricted, s.unapproved]) {
        const res = await req().get(who, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.body.error).toBe('permission_error');
      }
      // Viewing needs no import permission.
      expect((await req().get(s.noRole, url)).statusCode, url).toBe(200);
    }
    const other = await makeSchool(t.db);
    const theirs = await freshTopic(t, other.org.id, other.admin.id);
    const theirUrls = [
      `/content/topics/${theirs.id}/questions/export_plan?format=gift`,
      `/content/topics/${theirs.id}/questions/export?format=gift`,
      `/content/courses/${theirs.courseId}/questions/export_plan?format=gift`,
      `/content/courses/${theirs.courseId}/questions/export?format=gift`,
      `/content/courses/${theirs.courseId}/cartridge_plan`,
      `/content/courses/${theirs.courseId}/cartridge`,
    ];
    for (const url of theirUrls) expect((await req().get(s.admin, url)).statusCode, url).toBe(404);
    for (const url of [topicUrl('export_plan', 'nope'), topicUrl('export', 'nope'), `/content/courses/${s.course.id}/questions/export?format=nope`, `/content/topics/${topic.id}/questions/export`]) {
      const res = await req().get(s.editor, url);
      expect(res.statusCode, url).toBe(422);
      expect(Object.keys(res.body.fields), url).toEqual(['format']);
    }
  });
});
