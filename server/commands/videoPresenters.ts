// Video presenters of a course (spec §7 "Video presenters"): the people shown with the
// course's preview video. Deleting one also clears it from the course's preview_video, in
// the same transaction, and bumps the course's lock_version (the course changed). An image
// replaced or left by a delete goes too: its uploaded_files row with the presenter's row,
// its stored object once that transaction has committed (as study guides go, studyGuideWriter).
// Writes lock the course before the presenter, as the course delete does.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { courses, uploadedFiles, videoPresenters, type VideoPresenterRow } from '../db/schema/index.ts';
import { uploadKeyPrefix, type UploadContext } from '../storage/uploads.ts';
import { lockCourse } from './rowLocks.ts';
import { deleteFileRows, discardObjects } from './studyGuideWriter.ts';
import { saved, stale, type Saved } from './versionedSave.ts';


export interface VideoPresenterFields {
  name?: string;
  description?: string;
  /** The uploaded image's address; undefined keeps the current one. */
  imageUrl?: string | null;
}

export function videoPresentersOf(db: Db, courseId: number): Promise<VideoPresenterRow[]> {
  return db.select().from(videoPresenters).where(eq(videoPresenters.courseId, courseId)).orderBy(asc(videoPresenters.name), asc(videoPresenters.id));
}

export async function findVideoPresenter(db: Db, courseId: number, presenterId: number): Promise<VideoPresenterRow | undefined> {
  const [row] = await db
    .select()
    .from(videoPresenters)
    .where(and(eq(videoPresenters.id, presenterId), eq(videoPresenters.courseId, courseId)))
    .limit(1);
  return row;
}

export async function createVideoPresenter(
  db: Db,
  course: { id: number; organizationId: number },
  creatorId: number,
  fields: { name: string; description: string; imageUrl: string | null },
): Promise<VideoPresenterRow> {
  const [row] = await db
    .insert(videoPresenters)
    .values({ organizationId: course.organizationId, courseId: course.id, creatorId, ...fields })
    .returning();
  return row!;
}

const FILES_PATH = '/files/';

/**
 * The uploaded files behind presenter image addresses (`<public url>/files/<key>`, as
 * storage.publicUrl makes them): only the organization's presenter images, whatever else an
 * address might point at.
 */
export async function videoPresenterImageFiles(db: Db | Tx, organizationId: number, imageUrls: (string | null)[]): Promise<{ id: number; storageKey: string }[]> {
  const prefix = uploadKeyPrefix(organizationId, 'presenter_image');
  const keys = imageUrls.flatMap((url) => {
    const at = url ? url.lastIndexOf(FILES_PATH) : -1;
    const key = url && at >= 0 ? url.slice(at + FILES_PATH.length) : '';
    return key.startsWith(prefix) ? [key] : [];
  });
  if (keys.length === 0) return [];
  return db
    .select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.purpose, 'presenter_image'), inArray(uploadedFiles.storageKey, keys)));
}

/** The uploaded files of the images of a course's presenters (for the course delete). */
export async function videoPresenterImagesOfCourse(tx: Tx, course: { id: number; organizationId: number }): Promise<{ id: number; storageKey: string }[]> {
  const rows = await tx.select({ imageUrl: videoPresenters.imageUrl }).from(videoPresenters).where(eq(videoPresenters.courseId, course.id));
  return videoPresenterImageFiles(tx, course.organizationId, rows.map((r) => r.imageUrl));
}

/**
 * The updated presenter, or stale when `lockVersion` is given and stale, or the presenter
 * changed or went since it was read. A new image replaces the current one, whose file and
 * object are discarded.
 */
export async function updateVideoPresenter(
  ctx: UploadContext & { db: Db },
  presenter: VideoPresenterRow,
  fields: VideoPresenterFields,
  lockVersion?: number,
): Promise<Saved<VideoPresenterRow>> {
  if (lockVersion !== undefined && lockVersion !== presenter.lockVersion) return stale();
  // The compare-and-set on lock_version below makes presenter.imageUrl the image being replaced.
  const replaced = fields.imageUrl !== undefined && fields.imageUrl !== presenter.imageUrl ? presenter.imageUrl : null;
  const written = await ctx.db.transaction(async (tx) => {
    await lockCourse(tx, presenter.courseId, 'key share');
    const [row] = await tx
      .update(videoPresenters)
      .set({ ...fields, lockVersion: sql`${videoPresenters.lockVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(videoPresenters.id, presenter.id), eq(videoPresenters.lockVersion, presenter.lockVersion)))
      .returning();
    if (!row) return null;
    const files = await videoPresenterImageFiles(tx, presenter.organizationId, [replaced]);
    await deleteFileRows(tx, files);
    return { row, files };
  });
  if (!written) return stale();
  await discardObjects(ctx, written.files);
  return saved(written.row);
}

export async function deleteVideoPresenter(ctx: UploadContext & { db: Db }, presenter: VideoPresenterRow): Promise<void> {
  const files = await ctx.db.transaction(async (tx) => {
    await lockCourse(tx, presenter.courseId, 'no key update');
    const removed = await tx.delete(videoPresenters).where(eq(videoPresenters.id, presenter.id)).returning({ imageUrl: videoPresenters.imageUrl });
    await tx
      .update(courses)
      .set({
        previewVideo: sql`jsonb_set(${courses.previewVideo}, '{presenter_id}', 'null'::jsonb)`,
        lockVersion: sql`${courses.lockVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(courses.id, presenter.courseId), sql`(${courses.previewVideo}->>'presenter_id')::integer = ${presenter.id}`));
    // The image the row had when it went (a replacement saved meanwhile discarded the one read before).
    const found = await videoPresenterImageFiles(tx, presenter.organizationId, removed.map((r) => r.imageUrl));
    await deleteFileRows(tx, found);
    return found;
  });
  await discardObjects(ctx, files);
}
