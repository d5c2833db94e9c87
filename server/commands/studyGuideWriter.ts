// Study guides of a topic (spec §3 Lesson, §7 notes calls): uploaded files (PDF, Word,
// PowerPoint; the API's "notes") and named links. A study guide file is a lesson_documents row over an
// uploaded_files row over a stored object; removing one removes all three, and deleting a
// topic, or the unit or course it is in, removes its study guides' files and objects too (the rows
// under the topic cascade, the files they point at would not). Objects are removed after the
// rows' transaction commits: an object left by a crash is unreachable (GET /files serves
// recorded uploads only), a row without its object would be a broken link.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fileKindOfMime, fileKinds } from '../../domain/uploads.ts';
import type { Db, Tx } from '../db/client.ts';
import { bundles, lessonDocuments, lessons, linkAttachments, topics, uploadedFiles, type LinkAttachmentRow } from '../db/schema/index.ts';
import type { LessonDocumentRow } from '../presenters/lesson.ts';
import { registerUpload, removeUpload, type UploadContext } from '../storage/uploads.ts';
import { placeOf } from '../queries/contentPlace.ts';
import { recordActivity, recordActivityOf } from './activityRecorder.ts';
import { deleteUnit } from './unitEditor.ts';
import { lessonForTopic } from './pageCreator.ts';
import { settlePublishedParents } from './publishedParents.ts';
import { lockCourse } from './rowLocks.ts';
import { deleteTopic } from './topicEditor.ts';

type TopicRef = { id: number; organizationId: number };

/** The topic's lesson, locked for this transaction (so a topic delete and an add do not cross). */
async function lockedLesson(tx: Tx, topic: TopicRef) {
  const lesson = await lessonForTopic(tx, topic);
  await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lesson.id)).for('update');
  return lesson;
}

const nextPosition = (column: typeof lessonDocuments.position | typeof linkAttachments.position) =>
  sql<number>`coalesce(max(${column}), -1) + 1`.mapWith(Number);

/** The course feed's line for a study guide (a file or a link) added to or removed from a topic. */
async function recordStudyGuide(tx: Tx, topicId: number, act: { actorId: number; kind: 'created' | 'deleted' }, guide: { id: number; name: string; form: 'file' | 'link' }) {
  const topic = await placeOf(tx, 'topic', topicId);
  if (!topic) return;
  await recordActivity(tx, {
    organizationId: topic.organizationId,
    courseId: topic.courseId,
    actorId: act.actorId,
    kind: act.kind,
    itemType: 'study_guide',
    itemId: guide.id,
    itemTitle: guide.name,
    details: { form: guide.form, topic: topic.name },
  });
}

/**
 * Records a study-guide file the browser uploaded to storage: checked by content (PDF, Word,
 * PowerPoint) and size (35 MB) by registerUpload, then listed last in the topic's lesson.
 */
export async function addStudyGuide(ctx: UploadContext & { db: Db }, input: { topic: TopicRef; uploaderId: number; key: string; name: string }): Promise<LessonDocumentRow> {
  const stored = await registerUpload(ctx, {
    organizationId: input.topic.organizationId,
    uploaderId: input.uploaderId,
    purpose: 'study_guide',
    key: input.key,
    filename: input.name,
  });
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const lesson = await lockedLesson(tx, input.topic);
      const [last] = await tx.select({ next: nextPosition(lessonDocuments.position) }).from(lessonDocuments).where(eq(lessonDocuments.lessonId, lesson.id));
      const [doc] = await tx
        .insert(lessonDocuments)
        .values({
          organizationId: input.topic.organizationId,
          lessonId: lesson.id,
          uploadedFileId: stored.file.id,
          creatorId: input.uploaderId,
          name: input.name,
          position: last?.next ?? 0,
        })
        .returning();
      // Downloads are named after the study guide: give the name the file's extension when it has none.
      const filename = withExtension(stored.file.filename, stored.file.mimeType);
      if (filename !== stored.file.filename) await tx.update(uploadedFiles).set({ filename }).where(eq(uploadedFiles.id, stored.file.id));
      await recordStudyGuide(tx, input.topic.id, { actorId: input.uploaderId, kind: 'created' }, { id: doc!.id, name: doc!.name, form: 'file' });
      return doc!;
    });
    return { id: row.id, name: row.name, createdAt: row.createdAt, mimeType: stored.file.mimeType, size: stored.file.size, url: stored.url };
  } catch (err) {
    // Nothing should point at a file that no study guide lists.
    await removeUpload(ctx, stored.file).catch(() => undefined);
    throw err;
  }
}

/** `Bab 1` → `Bab 1.pdf` for a PDF; a name that already ends in one of its kind's extensions is kept. */
export function withExtension(name: string, mimeType: string): string {
  const kind = fileKindOfMime(mimeType);
  if (!kind) return name;
  const extensions = fileKinds[kind].extensions;
  const lower = name.toLowerCase();
  return extensions.some((e) => lower.endsWith(`.${e}`)) ? name : `${name}.${extensions[0]}`;
}

/** Removes the topic's study guide, its uploaded file and the stored object; false when the topic has no such study guide. */
export async function removeStudyGuide(ctx: UploadContext & { db: Db }, topicId: number, studyGuideId: number, actorId: number): Promise<boolean> {
  const file = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey, name: lessonDocuments.name })
      .from(lessonDocuments)
      .innerJoin(lessons, eq(lessons.id, lessonDocuments.lessonId))
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, lessonDocuments.uploadedFileId))
      .where(and(eq(lessonDocuments.id, studyGuideId), eq(lessons.topicId, topicId)))
      .for('update', { of: lessonDocuments });
    if (!found) return null;
    await recordStudyGuide(tx, topicId, { actorId, kind: 'deleted' }, { id: studyGuideId, name: found.name, form: 'file' });
    // The study guide's row goes with its file (lesson_documents.uploaded_file_id cascades).
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, found.id));
    return found;
  });
  if (!file) return false;
  await ctx.storage.remove(file.storageKey).catch(() => undefined);
  return true;
}

/** Adds a named link last in the topic's lesson (the URL is already normalised by the schema). */
export async function addLink(db: Db, input: { topic: TopicRef; creatorId: number; name: string; url: string }): Promise<LinkAttachmentRow> {
  return db.transaction(async (tx) => {
    const lesson = await lockedLesson(tx, input.topic);
    const [last] = await tx.select({ next: nextPosition(linkAttachments.position) }).from(linkAttachments).where(eq(linkAttachments.lessonId, lesson.id));
    const [link] = await tx
      .insert(linkAttachments)
      .values({ organizationId: input.topic.organizationId, lessonId: lesson.id, creatorId: input.creatorId, name: input.name, url: input.url, position: last?.next ?? 0 })
      .returning();
    await recordStudyGuide(tx, input.topic.id, { actorId: input.creatorId, kind: 'created' }, { id: link!.id, name: link!.name, form: 'link' });
    return link!;
  });
}

/** Removes the topic's link; false when the topic has no such link. */
export async function removeLink(db: Db, topicId: number, linkId: number, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(linkAttachments)
      .where(and(eq(linkAttachments.id, linkId), inArray(linkAttachments.lessonId, tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.topicId, topicId)))))
      .returning({ id: linkAttachments.id, name: linkAttachments.name });
    if (!removed) return false;
    await recordStudyGuide(tx, topicId, { actorId, kind: 'deleted' }, { ...removed, form: 'link' });
    return true;
  });
}

/** The uploaded files behind the study guides of these topics. */
export async function studyGuideFilesOfTopics(db: Db | Tx, topicIds: number[]): Promise<{ id: number; storageKey: string }[]> {
  if (topicIds.length === 0) return [];
  return db
    .select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey })
    .from(lessonDocuments)
    .innerJoin(lessons, eq(lessons.id, lessonDocuments.lessonId))
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, lessonDocuments.uploadedFileId))
    .where(inArray(lessons.topicId, topicIds));
}

/** Removes stored objects whose rows are gone; a failure leaves an unreachable object, not an error. */
export async function discardObjects(ctx: Pick<UploadContext, 'storage'>, files: { storageKey: string }[]): Promise<void> {
  await Promise.all(files.map((f) => ctx.storage.remove(f.storageKey).catch(() => undefined)));
}

/**
 * The files of these topics' study guides, read for a delete that takes the topics with it:
 * call it in the delete's transaction, before the delete. The lessons are locked first, as
 * adding a study guide locks its lesson, so no study guide slips in between.
 */
export async function lockStudyGuideFiles(tx: Tx, topicIds: number[]): Promise<{ id: number; storageKey: string }[]> {
  if (topicIds.length === 0) return [];
  await tx.select({ id: lessons.id }).from(lessons).where(inArray(lessons.topicId, topicIds)).for('update');
  return studyGuideFilesOfTopics(tx, topicIds);
}

/**
 * Deletes uploaded_files rows, e.g. of study guides being deleted (their lesson_documents rows
 * cascade); discardObjects removes the objects once the transaction has committed.
 */
export async function deleteFileRows(tx: Tx, files: { id: number }[]): Promise<void> {
  if (files.length === 0) return;
  await tx.delete(uploadedFiles).where(inArray(uploadedFiles.id, files.map((f) => f.id)));
}

/**
 * Deletes a topic and everything under it (topicEditor.deleteTopic) together with its study
 * guides' uploaded files, then their stored objects. False when the topic was already gone.
 */
export async function deleteTopicWithStudyGuides(ctx: UploadContext & { db: Db }, topicId: number, actorId: number): Promise<boolean> {
  const files = await ctx.db.transaction(async (tx) => {
    // The course first, as publishing locks it (publishingLocks.ts): a published topic's unit
    // and course are unpublished when it was their last published topic (publishedParents.ts).
    const [where] = await tx.select({ bundleId: topics.bundleId, courseId: topics.courseId }).from(topics).where(eq(topics.id, topicId));
    if (!where || !(await lockCourse(tx, where.courseId, 'no key update'))) return null;
    const found = await lockStudyGuideFiles(tx, [topicId]);
    await recordActivityOf(tx, 'topic', topicId, { actorId, kind: 'deleted' });
    if (!(await deleteTopic(tx, topicId))) return null;
    await deleteFileRows(tx, found);
    await settlePublishedParents(tx, [where.bundleId], where.courseId);
    return found;
  });
  if (files === null) return false;
  await discardObjects(ctx, files);
  return true;
}

/**
 * Deletes a unit and everything under it (unitEditor.deleteUnit) together with the
 * uploaded files of its topics' study guides, then their stored objects. False when the unit
 * was already gone.
 */
export async function deleteUnitWithStudyGuides(ctx: UploadContext & { db: Db }, unitId: number, actorId: number): Promise<boolean> {
  const files = await ctx.db.transaction(async (tx) => {
    // The unit first: creating a topic in it or moving one in or out locks it too, so the
    // topics read next are the ones the delete takes. They are locked as well, so that a study guide
    // making a lesson for one of them (lessonForTopic) finishes first.
    // Before it, the course, as publishing locks it (publishingLocks.ts): the course is
    // unpublished when the unit held its last published topic (publishedParents.ts).
    const [where] = await tx.select({ courseId: bundles.courseId }).from(bundles).where(eq(bundles.id, unitId));
    if (!where || !(await lockCourse(tx, where.courseId, 'no key update'))) return null;
    const locked = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.id, unitId)).for('update');
    if (locked.length === 0) return null;
    const under = await tx.select({ id: topics.id }).from(topics).where(eq(topics.bundleId, unitId)).for('update');
    const found = await lockStudyGuideFiles(tx, under.map((t) => t.id));
    await recordActivityOf(tx, 'bundle', unitId, { actorId, kind: 'deleted' });
    if (!(await deleteUnit(tx, unitId))) return null;
    await deleteFileRows(tx, found);
    await settlePublishedParents(tx, [], where.courseId);
    return found;
  });
  if (files === null) return false;
  await discardObjects(ctx, files);
  return true;
}
