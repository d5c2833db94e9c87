// Factories and helpers for the page (chapter), study-guide and media route tests: a topic
// in a fresh course with its lesson, pages inserted as stored rows, uploads that go through
// the real storage the way a browser sends them (presigned form → POST /storage/upload).
// Plain inserts, no rules checked.
import type { Db } from '../db/client.ts';
import { chapters, lessonDocuments, linkAttachments } from '../db/schema/index.ts';
import { lessonForTopic } from '../commands/pageCreator.ts';
import type { UploadPurpose } from '../db/schema/files.ts';
import { presignUpload, registerUpload } from '../storage/uploads.ts';
import type { TestApp } from './app.ts';
import { formBody, headersFor, makeUnit, makeCourse, makeTopic, type School, type SchoolRole } from './contentFactories.ts';

let seq = 0;

/** A topic in a new open course of the school, created by `creatorId`, with its lesson. */
export async function makeLessonTopic(db: Db, organizationId: number, opts: { creatorId?: number | null; course?: Parameters<typeof makeCourse>[2] } = {}) {
  const course = await makeCourse(db, organizationId, opts.course);
  const unit = await makeUnit(db, course);
  const topic = await makeTopic(db, unit, { creatorId: opts.creatorId ?? null });
  const lesson = await lessonForTopic(db, topic);
  return { course, unit, topic, lesson };
}

/** A stored page (already sanitized, as the API would store it). */
export async function makePage(
  db: Db,
  topic: { id: number; organizationId: number },
  opts: Partial<Omit<typeof chapters.$inferInsert, 'organizationId' | 'topicId' | 'lessonId'>> = {},
) {
  const lesson = await lessonForTopic(db, topic);
  const [page] = await db
    .insert(chapters)
    .values({ title: `Halaman ${++seq}`, content: '<p>Isi</p>', ...opts, organizationId: topic.organizationId, topicId: topic.id, lessonId: lesson.id })
    .returning();
  return page!;
}

/** Uploads bytes the way the browser does: presigned form, then POST /storage/upload. Resolves to the key. */
export async function uploadObject(t: TestApp, organizationId: number, purpose: UploadPurpose, bytes: Buffer, name: string): Promise<string> {
  const post = await presignUpload({ storage: t.storage }, organizationId, purpose);
  const res = await t.app.inject({ method: 'POST', url: '/storage/upload', ...(await formBody(post.form_fields, { field: 'file', bytes, name })) });
  if (res.statusCode !== 201) throw new Error(`storage refused the upload: ${res.statusCode} ${res.body}`);
  const key = /<Key>([^<]*)<\/Key>/.exec(res.body)?.[1];
  if (!key) throw new Error(`no key in ${res.body}`);
  return key;
}

/** An uploaded and recorded file of the organization (an image by default). */
export async function makeUploadedFile(t: TestApp, organizationId: number, purpose: UploadPurpose, bytes: Buffer, name = 'berkas') {
  const key = await uploadObject(t, organizationId, purpose, bytes, name);
  return registerUpload({ db: t.db, storage: t.storage }, { organizationId, uploaderId: null, purpose, key, filename: name });
}

/** A recorded study guide (file + lesson_documents row) in the topic's lesson. */
export async function makeStudyGuide(t: TestApp, topic: { id: number; organizationId: number }, bytes: Buffer, name = `Modul ${++seq}`) {
  const { file, url } = await makeUploadedFile(t, topic.organizationId, 'study_guide', bytes, `${name}.pdf`);
  const lesson = await lessonForTopic(t.db, topic);
  const [studyGuide] = await t.db.insert(lessonDocuments).values({ organizationId: topic.organizationId, lessonId: lesson.id, uploadedFileId: file.id, name }).returning();
  return { studyGuide: studyGuide!, file, url };
}

export async function makeLink(db: Db, topic: { id: number; organizationId: number }, opts: { name?: string; url?: string; position?: number } = {}) {
  const lesson = await lessonForTopic(db, topic);
  const [link] = await db
    .insert(linkAttachments)
    .values({ organizationId: topic.organizationId, lessonId: lesson.id, name: opts.name ?? `Tautan ${++seq}`, url: opts.url ?? 'https://example.org/', position: opts.position ?? 0 })
    .returning();
  return link!;
}

/** Authorization headers per role of a school, one session each, made on first use. */
export function sessions(db: Db, school: School) {
  const cache = new Map<SchoolRole, Promise<Record<string, string>>>();
  return (who: SchoolRole) => {
    if (!cache.has(who)) cache.set(who, headersFor(db, school[who]));
    return cache.get(who)!;
  };
}
