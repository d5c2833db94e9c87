// Course writes (spec §7 "Courses"): create, update, delete. Each is one transaction over the
// course row and its links (tags, subjects, shared users); the rules are in courseRules.ts.
// Every write bumps lock_version; an update naming an older one changes nothing (409).
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CreateCourseRequest, UpdateCourseRequest } from '../../domain/schemas/courses.ts';
import { msg } from '../../domain/messages/index.ts';
import type { Db, Tx } from '../db/client.ts';
import { isForeignKeyViolation } from '../db/pgErrors.ts';
import { bundles, courseCourseTags, courseSharedUsers, courseSubjects, courses, topics, type OrganizationRow, type CourseRow } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import type { UploadContext } from '../storage/uploads.ts';
import { videoPresenterImagesOfCourse } from './videoPresenters.ts';
import { recordActivity } from './activityRecorder.ts';
import { checkCourseInput, type CheckedCourse } from './courseRules.ts';
import { lockCourse } from './rowLocks.ts';
import { deleteFileRows, discardObjects, lockStudyGuideFiles } from './studyGuideWriter.ts';
import { recordSave } from './versionRecorder.ts';
import { settingsDocument } from './settingsDocument.ts';
import { closeOpenSittingsUnder } from './openSittings.ts';
import { saved, stale, type Saved } from './versionedSave.ts';

/**
 * A tag, subject or user deleted after the request was checked (the delete committed while
 * this save waited for its row) is refused on its field like one that never existed.
 */
async function inserting(field: string, insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw errors.unprocessable({ [field]: msg(field === 'share_settings.user_ids' ? 'share_users_members_only' : 'not_in_organization') });
    throw error;
  }
}

async function replaceLinks(tx: Tx, courseId: number, checked: CheckedCourse): Promise<void> {
  const { tagIds, subjectIds, sharedUserIds } = checked;
  if (tagIds) {
    await tx.delete(courseCourseTags).where(eq(courseCourseTags.courseId, courseId));
    if (tagIds.length) await inserting('course_tags', () => tx.insert(courseCourseTags).values(tagIds.map((courseTagId) => ({ courseId, courseTagId }))));
  }
  if (subjectIds) {
    await tx.delete(courseSubjects).where(eq(courseSubjects.courseId, courseId));
    if (subjectIds.length) await inserting('subjects', () => tx.insert(courseSubjects).values(subjectIds.map((subjectId) => ({ courseId, subjectId }))));
  }
  if (sharedUserIds) {
    await tx.delete(courseSharedUsers).where(eq(courseSharedUsers.courseId, courseId));
    if (sharedUserIds.length) await inserting('share_settings.user_ids', () => tx.insert(courseSharedUsers).values(sharedUserIds.map((userId) => ({ courseId, userId }))));
  }
}

/** POST /content/courses: the actor becomes the creator. */
export async function createCourse(db: Db, organization: OrganizationRow, creatorId: number, request: CreateCourseRequest): Promise<CourseRow> {
  const checked = await checkCourseInput(db, organization, {
    course: request.course,
    course_tags: request.course_tags,
    subjects: request.subjects,
    share_settings: request.share_settings,
  });
  return db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({ ...checked.values, name: request.course.name, organizationId: organization.id, creatorId })
      .returning();
    await replaceLinks(tx, course!.id, checked);
    await recordActivity(tx, { organizationId: organization.id, courseId: course!.id, actorId: creatorId, kind: 'created', itemType: 'course', itemId: course!.id, itemTitle: course!.name });
    return course!;
  });
}

/** PUT /content/courses/{id}: the updated course, or stale when `lock_version` is. */
export async function updateCourse(
  db: Db,
  organization: OrganizationRow,
  current: CourseRow,
  request: UpdateCourseRequest,
  authorId: number,
): Promise<Saved<CourseRow>> {
  if (request.lock_version !== current.lockVersion) return stale();
  const checked = await checkCourseInput(db, organization, { ...request, course: request.course ?? {} }, current);
  return db.transaction(async (tx) => {
    // Compare-and-set on lock_version: a save that landed since we read the course wins.
    const now = new Date();
    const [course] = await tx
      .update(courses)
      .set({ ...checked.values, lockVersion: sql`${courses.lockVersion} + 1`, updatedAt: now })
      .where(and(eq(courses.id, current.id), eq(courses.lockVersion, current.lockVersion)))
      .returning();
    if (!course) return stale();
    await replaceLinks(tx, current.id, checked);
    // The version keeps the course's own columns and the tags, subjects and sharing the request set.
    const document = { ...settingsDocument(course), ...(request.course ?? {}) };
    await recordSave(tx, { organizationId: course.organizationId, itemType: 'course', itemId: course.id, authorId, document, lockVersion: course.lockVersion, at: now, title: course.name });
    return saved(course);
  });
}

/**
 * DELETE /content/courses/{id}: the course and everything under it (units, topics, pages,
 * questions, presenters cascade), with the uploaded files of its topics' study guides and of
 * its presenters' images; their stored objects are removed once that has committed.
 */
export async function deleteCourse(ctx: UploadContext & { db: Db }, course: { id: number; organizationId: number }, actorId: number): Promise<void> {
  const files = await ctx.db.transaction(async (tx) => {
    // The course, then its units (in id order, as a topic move locks units): creating a unit
    // locks the course, creating or moving a topic locks its units, so the topics read next are
    // the ones the delete takes. They are locked too, so that a note making a lesson for one of
    // them (lessonForTopic) finishes first.
    await lockCourse(tx, course.id);
    const units = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.courseId, course.id)).orderBy(asc(bundles.id)).for('update');
    const under = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(or(eq(topics.courseId, course.id), inArray(topics.bundleId, units.map((u) => u.id))))
      .for('update');
    const found = [...(await lockStudyGuideFiles(tx, under.map((t) => t.id))), ...(await videoPresenterImagesOfCourse(tx, course))];
    // The course's own feed goes with it, so its deletion is the organization's line.
    const [gone] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, course.id));
    if (gone) await recordActivity(tx, { organizationId: course.organizationId, courseId: null, actorId, kind: 'deleted', itemType: 'course', itemId: course.id, itemTitle: gone.name });
    await closeOpenSittingsUnder(tx, sql`t.course_id = ${course.id}`);
    await tx.delete(courses).where(eq(courses.id, course.id));
    await deleteFileRows(tx, found);
    return found;
  });
  await discardObjects(ctx, files);
}
