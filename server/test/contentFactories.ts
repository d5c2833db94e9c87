// Content factories for route tests: a school with every role, course tags, subjects,
// courses, units (bundles), topics (with their lesson when asked) and what topics hold. Plain inserts, no rules checked:
// tests set up exactly the rows they need. Each call makes unique rows.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  answers,
  bundles,
  chapters,
  courseCourseTags,
  courseSharedUsers,
  courseSubjects,
  courses,
  courseTags,
  lessons,
  linkAttachments,
  passages,
  questions,
  subjects,
  topicAssignmentUsages,
  topics,
} from '../db/schema/index.ts';
import { authHeader, makeMember, makeOrganization, tokenFor } from './factories.ts';

let seq = 0;
const next = () => ++seq;

type CourseInsert = typeof courses.$inferInsert;

export interface CourseOptions extends Partial<Omit<CourseInsert, 'organizationId'>> {
  /** course_tags ids to link. */
  tagIds?: number[];
  subjectIds?: number[];
  /** Users the course is shared with (course_shared_users); set shareEnabled to limit it. */
  sharedWith?: number[];
}

export async function makeCourse(db: Db, organizationId: number, opts: CourseOptions = {}) {
  const { tagIds = [], subjectIds = [], sharedWith = [], ...fields } = opts;
  const [course] = await db
    .insert(courses)
    .values({ name: `Kursus ${next()}`, ...fields, organizationId })
    .returning();
  if (tagIds.length) await db.insert(courseCourseTags).values(tagIds.map((courseTagId) => ({ courseId: course!.id, courseTagId })));
  if (subjectIds.length) await db.insert(courseSubjects).values(subjectIds.map((subjectId) => ({ courseId: course!.id, subjectId })));
  if (sharedWith.length) await db.insert(courseSharedUsers).values(sharedWith.map((userId) => ({ courseId: course!.id, userId })));
  return course!;
}

export async function makeTag(db: Db, organizationId: number, name: string, type: 'grade' | 'other' = 'other') {
  const [tag] = await db.insert(courseTags).values({ organizationId, name, type }).returning();
  return tag!;
}

/** An organization's subject, or a country's when organizationId is null. */
export async function makeSubject(db: Db, organizationId: number | null, name: string, countryCode = 'ID') {
  const [subject] = await db
    .insert(subjects)
    .values(organizationId === null ? { name, countryCode } : { name, organizationId })
    .returning();
  return subject!;
}

export async function makeUnit(db: Db, course: { id: number; organizationId: number }, opts: Partial<typeof bundles.$inferInsert> = {}) {
  const [unit] = await db
    .insert(bundles)
    .values({ name: `Unit ${next()}`, ...opts, courseId: course.id, organizationId: course.organizationId })
    .returning();
  return unit!;
}

export async function makeTopic(
  db: Db,
  unit: { id: number; courseId: number; organizationId: number },
  opts: Partial<typeof topics.$inferInsert> = {},
) {
  const [topic] = await db
    .insert(topics)
    .values({ name: `Subbab ${next()}`, ...opts, bundleId: unit.id, courseId: unit.courseId, organizationId: unit.organizationId })
    .returning();
  return topic!;
}

/** A topic with its lesson, as the create command makes it (`lessonId` for checks on what hangs from it). */
export async function makeTopicWithLesson(
  db: Db,
  unit: { id: number; courseId: number; organizationId: number },
  opts: Partial<typeof topics.$inferInsert> = {},
) {
  const topic = await makeTopic(db, unit, opts);
  return { ...topic, lessonId: await lessonOf(db, topic) };
}

/** The topic's lesson id, making the lesson when the topic has none yet. */
async function lessonOf(db: Db, topic: { id: number; organizationId: number }): Promise<number> {
  const [existing] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.topicId, topic.id));
  if (existing) return existing.id;
  const [lesson] = await db.insert(lessons).values({ organizationId: topic.organizationId, topicId: topic.id }).returning({ id: lessons.id });
  return lesson!.id;
}

export interface TopicContents {
  pages?: number;
  /** Questions without points; `points` gives one question per entry instead. */
  questions?: number;
  points?: (number | null)[];
  passages?: number;
  /** Link attachments of the topic's lesson. */
  links?: number;
  /** Assignments that use the topic. */
  assignmentUsages?: number;
}

/**
 * What a topic holds, for counts and for checks that a delete takes it all: pages (in its
 * lesson, made when missing), questions each with one correct answer, passages, links and
 * assignment usages.
 */
export async function fillTopic(db: Db, topic: { id: number; organizationId: number }, counts: TopicContents) {
  const organizationId = topic.organizationId;
  const range = (n = 0) => Array.from({ length: n }, (_, i) => i);
  const lessonId = counts.pages || counts.links ? await lessonOf(db, topic) : null;
  if (counts.pages) {
    await db
      .insert(chapters)
      .values(range(counts.pages).map((position) => ({ organizationId, topicId: topic.id, lessonId: lessonId!, title: `Halaman ${position + 1}`, position })));
  }
  const points = counts.points ?? range(counts.questions).map(() => null);
  if (points.length) {
    const rows = await db
      .insert(questions)
      .values(points.map((p, position) => ({ organizationId, topicId: topic.id, content: `Soal ${position + 1}`, position, points: p })))
      .returning({ id: questions.id });
    await db.insert(answers).values(rows.map((q) => ({ organizationId, questionId: q.id, content: 'Benar', correct: true })));
  }
  if (counts.passages) {
    await db.insert(passages).values(range(counts.passages).map((position) => ({ organizationId, topicId: topic.id, title: `Bacaan ${position + 1}`, position })));
  }
  if (counts.links) {
    await db
      .insert(linkAttachments)
      .values(range(counts.links).map((position) => ({ organizationId, lessonId: lessonId!, name: `Referensi ${position + 1}`, url: 'https://example.com', position })));
  }
  if (counts.assignmentUsages) {
    await db
      .insert(topicAssignmentUsages)
      .values(range(counts.assignmentUsages).map(() => ({ organizationId, topicId: topic.id, assignmentRef: `asg-${next()}-${process.pid}` })));
  }
}

/**
 * A team school with one member per role (§6), plus the `manage_assessments` feature.
 * `headers(user)` gives the Authorization header of a fresh session.
 */
export interface SchoolOptions {
  useTeams?: boolean;
  features?: string[];
  countryCode?: 'ID' | 'PH';
  canImportLicenseQuestions?: boolean;
  enablePointSystem?: boolean;
}

export async function makeSchool(db: Db, opts: SchoolOptions = {}) {
  const org = await makeOrganization(db, {
    name: `SMA Uji ${next()}-${process.pid}`,
    useTeams: opts.useTeams ?? true,
    countryCode: opts.countryCode ?? 'ID',
    features: opts.features ?? ['manage_assessments', 'manage_tags'],
    canImportLicenseQuestions: opts.canImportLicenseQuestions ?? false,
    enablePointSystem: opts.enablePointSystem ?? false,
  });
  const [admin, publisher, editor, limited, noRole, restricted, unapproved] = await Promise.all([
    makeMember(db, org.id, { admin: true }),
    makeMember(db, org.id, { teamRole: 'publisher' }),
    makeMember(db, org.id, { teamRole: 'editor' }),
    makeMember(db, org.id, { teamRole: 'limited_editor' }),
    makeMember(db, org.id),
    makeMember(db, org.id, { restricted: true }),
    makeMember(db, org.id, { approved: false }),
  ]);
  return { org, admin: admin!, publisher: publisher!, editor: editor!, limited: limited!, noRole: noRole!, restricted: restricted!, unapproved: unapproved! };
}
export type School = Awaited<ReturnType<typeof makeSchool>>;
export type SchoolRole = Exclude<keyof School, 'org'>;

export async function headersFor(db: Db, user: { id: number }) {
  return authHeader(await tokenFor(db, user.id));
}

/** A multipart/form-data body for app.inject: text fields and an optional file under `fileField`. */
export async function formBody(fields: Record<string, string>, file?: { field: string; bytes: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}
