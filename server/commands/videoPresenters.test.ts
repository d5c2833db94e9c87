// Presenter writes against a course delete running at the same time, on PostgreSQL (PGlite
// has one connection, so nothing runs at the same time there). A course delete locks the
// course, deletes the file rows of its presenters' images, then deletes the course, whose
// cascade takes the presenter rows. A presenter write must take the course first too, or
// the two deadlock and one of them fails (a 500 for the teacher).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, uploadedFiles, videoPresenters, type VideoPresenterRow } from '../db/schema/index.ts';
import { uploadKeyPrefix } from '../storage/uploads.ts';
import { makeCourse } from '../test/contentFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { otherConnection, outcome, someoneWaitsForALock } from '../test/locks.ts';
import { schoolApp } from '../test/schoolApp.ts';
import { deleteVideoPresenter, updateVideoPresenter } from './videoPresenters.ts';

describe.runIf(testDatabaseKinds().includes('postgres'))('presenter writes beside a course delete on postgres', () => {
  const { t, s } = schoolApp('postgres');

  /** A course shown with a presenter whose image is an uploaded file. */
  async function presenterWithImage(): Promise<{ presenter: VideoPresenterRow; fileId: number }> {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id });
    const key = `${uploadKeyPrefix(s.org.id, 'presenter_image')}${randomUUID()}.png`;
    const [file] = await t.db
      .insert(uploadedFiles)
      .values({ organizationId: s.org.id, uploaderId: s.editor.id, storageKey: key, filename: 'foto.png', mimeType: 'image/png', size: 10, purpose: 'presenter_image' })
      .returning();
    const imageUrl = t.storage.publicUrl(key);
    const [presenter] = await t.db.insert(videoPresenters).values({ organizationId: s.org.id, courseId: course.id, name: 'Bu Dewi', imageUrl }).returning();
    await t.db
      .update(courses)
      .set({ previewVideo: { original_url: 'https://youtu.be/dQw4w9WgXcQ', description: '', presenter_id: presenter!.id } })
      .where(eq(courses.id, course.id));
    return { presenter: presenter!, fileId: file!.id };
  }

  /** Runs `write` while another connection deletes the course the way the course delete does. */
  async function besideCourseDelete(presenter: VideoPresenterRow, fileId: number, write: () => Promise<unknown>) {
    const other = await otherConnection(t.database);
    try {
      await other.query('begin');
      await other.query('select id from courses where id = $1 for update', [presenter.courseId]);
      await other.query('delete from uploaded_files where id = $1', [fileId]);
      const writing = outcome(write());
      await someoneWaitsForALock(t.database);
      await other.query('delete from courses where id = $1', [presenter.courseId]);
      await other.query('commit');
      return await writing;
    } finally {
      await other.end();
    }
  }

  it('deleting a presenter waits for the course delete instead of deadlocking with it', async () => {
    const { presenter, fileId } = await presenterWithImage();
    expect(await besideCourseDelete(presenter, fileId, () => deleteVideoPresenter({ db: t.db, storage: t.storage }, presenter))).toBe('done');
    expect(await t.db.select().from(videoPresenters).where(eq(videoPresenters.id, presenter.id))).toEqual([]);
  });

  it('replacing a presenter image waits for the course delete instead of deadlocking with it', async () => {
    const { presenter, fileId } = await presenterWithImage();
    const replace = () => updateVideoPresenter({ db: t.db, storage: t.storage }, presenter, { imageUrl: t.storage.publicUrl(`${uploadKeyPrefix(s.org.id, 'presenter_image')}new.png`) });
    expect(await besideCourseDelete(presenter, fileId, replace)).toBe('done');
    expect(await t.db.select().from(videoPresenters).where(eq(videoPresenters.id, presenter.id))).toEqual([]);
  });
});
