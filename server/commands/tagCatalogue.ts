// An organization's course tags (grades and other tags) and subjects: the name checks the
// web asks for before creating (validate_tag, validate_subject), and the creates and
// deletes. Spec §5: duplicate tag, grade and subject names are refused. Two names are the
// same when they differ only in case or spacing ("Kelas  10" = "kelas 10" = "Kelas10").
//
// Grades: a grade tag must be one of the system grades (Kinder, G1 … G12, spec §9), stored
// in that spelling ("g 10" → "G10"). Course meta.level is the grade names comma joined, the
// list filter matches on it and the lower group (Kinder … G3) is defined on those names, so
// free-form grade names would silently fall out of all three. Organizations pick the grades
// they teach; other tags are free-form.
import { and, asc, eq, inArray, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { SYSTEM_GRADES } from '../../domain/constants.ts';
import { msg } from '../../domain/messages/index.ts';
import type { Db, Tx } from '../db/client.ts';
import { courseCourseTags, courseSubjects, courses, courseTags, subjects } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/pgErrors.ts';
import type { CourseTagType } from '../db/schema/index.ts';
import { errors } from '../errors.ts';

/** Longest tag or subject name (createCourseTagRequest, createSubjectRequest). */
export const TAG_NAME_MAX = 64;

/** Trimmed, with inner runs of whitespace collapsed to one space: how names are stored. */
export const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ');
/** What makes two names the same: case and spacing ignored. */
export const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
/** The system grade a name spells (case and spacing ignored), or null. */
export const systemGrade = (name: string): string | null => SYSTEM_GRADES.find((g) => nameKey(g) === nameKey(name)) ?? null;

export interface NameCheck {
  valid: boolean;
  /** The name to store when valid. */
  name: string;
  /** The existing tag the name duplicates, or the cleaned-up input; null when nothing to suggest. */
  suggestedName: string | null;
  /** Why it is not valid: a validation catalogue key. */
  problem: string | null;
}

function check(raw: string, existing: readonly string[], grade: boolean): NameCheck {
  const cleaned = cleanName(raw);
  const canonical = grade ? systemGrade(cleaned) : cleaned;
  const candidate = canonical ?? cleaned;
  const suggest = (name: string) => (name !== raw ? name : null);
  if (!candidate) return { valid: false, name: candidate, suggestedName: null, problem: msg('required') };
  const duplicate = existing.find((name) => nameKey(name) === nameKey(candidate));
  if (duplicate !== undefined) return { valid: false, name: candidate, suggestedName: suggest(duplicate), problem: msg('duplicate_name') };
  if (canonical === null) return { valid: false, name: candidate, suggestedName: null, problem: msg('grade_not_system') };
  if (candidate.length > TAG_NAME_MAX) return { valid: false, name: candidate, suggestedName: null, problem: msg('too_long') };
  return { valid: true, name: candidate, suggestedName: suggest(candidate), problem: null };
}

async function tagNames(db: Db | Tx, organizationId: number, type: CourseTagType) {
  const rows = await db
    .select({ name: courseTags.name })
    .from(courseTags)
    .where(and(eq(courseTags.organizationId, organizationId), eq(courseTags.type, type)));
  return rows.map((r) => r.name);
}

/** The organization's own subjects and its country's: a new subject may duplicate neither. */
async function subjectNames(db: Db | Tx, organizationId: number, countryCode: string) {
  const rows = await db
    .select({ name: subjects.name })
    .from(subjects)
    .where(or(eq(subjects.organizationId, organizationId), and(isNull(subjects.organizationId), eq(subjects.countryCode, countryCode))));
  return rows.map((r) => r.name);
}

export async function checkCourseTagName(db: Db, organizationId: number, type: CourseTagType, raw: string): Promise<NameCheck> {
  return check(raw, await tagNames(db, organizationId, type), type === 'grade');
}

export async function checkSubjectName(db: Db, organization: { id: number; countryCode: string }, raw: string): Promise<NameCheck> {
  return check(raw, await subjectNames(db, organization.id, organization.countryCode), false);
}

/**
 * Serializes creates of one kind in one organization for the transaction, so two names
 * that differ only in spacing cannot both pass the duplicate check (the unique index only
 * knows lower(name)).
 */
async function lockCatalogue(tx: Tx, kind: 'tags' | 'subjects', organizationId: number) {
  const classId = kind === 'tags' ? 73_001 : 73_002;
  await tx.execute(sql`select pg_advisory_xact_lock(${classId}::int, ${organizationId}::int)`);
}

export async function createCourseTag(db: Db, organizationId: number, type: CourseTagType, raw: string) {
  try {
    return await db.transaction(async (tx) => {
      await lockCatalogue(tx, 'tags', organizationId);
      const result = check(raw, await tagNames(tx, organizationId, type), type === 'grade');
      if (!result.valid) throw errors.unprocessable({ course_tag_name: result.problem ?? msg('invalid') });
      const [row] = await tx.insert(courseTags).values({ organizationId, type, name: result.name }).returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.unprocessable({ course_tag_name: msg('duplicate_name') });
    throw error;
  }
}

export async function createSubject(db: Db, organization: { id: number; countryCode: string }, raw: string) {
  try {
    return await db.transaction(async (tx) => {
      await lockCatalogue(tx, 'subjects', organization.id);
      const result = check(raw, await subjectNames(tx, organization.id, organization.countryCode), false);
      if (!result.valid) throw errors.unprocessable({ subject_name: result.problem ?? msg('invalid') });
      const [row] = await tx.insert(subjects).values({ organizationId: organization.id, name: result.name }).returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.unprocessable({ subject_name: msg('duplicate_name') });
    throw error;
  }
}

/**
 * The courses linked to what is being deleted, locked first and in id order, as a course
 * save takes its course before its links and the tag or subject rows: the delete and a save
 * of one of those courses then run one after the other instead of deadlocking.
 */
async function lockCoursesLinked(tx: Tx, linked: SQLWrapper): Promise<void> {
  await tx
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, linked))
    .orderBy(asc(courses.id))
    .for('no key update');
}

/**
 * Deletes tags of this organization; their links to courses go with them (FK cascade). Any
 * id that is not one of this organization's tags refuses the whole request (422).
 */
export async function deleteCourseTags(db: Db, organizationId: number, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await lockCoursesLinked(tx, tx.select({ id: courseCourseTags.courseId }).from(courseCourseTags).where(inArray(courseCourseTags.courseTagId, wanted)));
    const removed = await tx
      .delete(courseTags)
      .where(and(eq(courseTags.organizationId, organizationId), inArray(courseTags.id, wanted)))
      .returning({ id: courseTags.id });
    if (removed.length !== wanted.length) throw errors.unprocessable({ course_tag_ids: msg('not_in_organization') });
  });
}

/** Deletes the organization's own subjects (country subjects are not its to delete); all or nothing. */
export async function deleteSubjects(db: Db, organizationId: number, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await lockCoursesLinked(tx, tx.select({ id: courseSubjects.courseId }).from(courseSubjects).where(inArray(courseSubjects.subjectId, wanted)));
    const removed = await tx
      .delete(subjects)
      .where(and(eq(subjects.organizationId, organizationId), inArray(subjects.id, wanted)))
      .returning({ id: subjects.id });
    if (removed.length !== wanted.length) throw errors.unprocessable({ subject_ids: msg('not_in_organization') });
  });
}
