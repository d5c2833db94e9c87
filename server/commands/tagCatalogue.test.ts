// Deleting tags and subjects beside a save of a course that carries them, on PostgreSQL
// (PGlite has one connection). A course save takes the course, then its links, then the
// tag and subject rows (its new links' foreign keys); the delete takes those courses first,
// so the two run one after the other. A save that waited while its tag was deleted is
// refused on the field (422), not failed (500).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseCourseTags, courseSubjects, courseTags } from '../db/schema/index.ts';
import { headersFor, makeCourse, makeSubject, makeTag } from '../test/contentFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { otherConnection, outcome, someoneWaitsForALock } from '../test/locks.ts';
import { schoolApp } from '../test/schoolApp.ts';
import { deleteCourseTags, deleteSubjects } from './tagCatalogue.ts';

describe.runIf(testDatabaseKinds().includes('postgres'))('tag and subject deletes beside course saves on postgres', () => {
  const { t, s } = schoolApp('postgres');

  /** Plays a course save that keeps a link: the course, its links cleared, then the link again. */
  async function besideCourseSave(courseId: number, table: 'course_course_tags' | 'course_subjects', column: string, id: number, remove: () => Promise<void>) {
    const other = await otherConnection(t.database);
    try {
      await other.query('begin');
      await other.query('update courses set lock_version = lock_version + 1 where id = $1', [courseId]);
      await other.query(`delete from ${table} where course_id = $1`, [courseId]);
      const removing = outcome(remove());
      await someoneWaitsForALock(t.database);
      await other.query(`insert into ${table} (course_id, ${column}) values ($1, $2)`, [courseId, id]);
      await other.query('commit');
      return await removing;
    } finally {
      await other.end();
    }
  }

  it('deleting a tag waits for the save of a course that keeps it', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id });
    const tag = await makeTag(t.db, s.org.id, `Remedial ${course.id}`);
    await t.db.insert(courseCourseTags).values({ courseId: course.id, courseTagId: tag.id });
    expect(await besideCourseSave(course.id, 'course_course_tags', 'course_tag_id', tag.id, () => deleteCourseTags(t.db, s.org.id, [tag.id]))).toBe('done');
    expect(await t.db.select().from(courseCourseTags).where(eq(courseCourseTags.courseTagId, tag.id))).toEqual([]);
  });

  it('deleting a subject waits for the save of a course that keeps it', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id });
    const subject = await makeSubject(t.db, s.org.id, `Informatika ${course.id}`);
    await t.db.insert(courseSubjects).values({ courseId: course.id, subjectId: subject.id });
    expect(await besideCourseSave(course.id, 'course_subjects', 'subject_id', subject.id, () => deleteSubjects(t.db, s.org.id, [subject.id]))).toBe('done');
    expect(await t.db.select().from(courseSubjects).where(eq(courseSubjects.subjectId, subject.id))).toEqual([]);
  });

  it('a course save whose tag is deleted while it waits is refused on course_tags, and changes nothing', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id, name: 'Fisika Dasar' });
    const tag = await makeTag(t.db, s.org.id, `Pengayaan ${course.id}`);
    const other = await otherConnection(t.database);
    try {
      await other.query('begin');
      await other.query('delete from course_tags where id = $1', [tag.id]);
      const saving = t.app.inject({
        method: 'PUT',
        url: `/content/courses/${course.id}`,
        payload: { course: { name: 'Fisika Lanjut' }, course_tags: [tag.id], lock_version: 0 },
        headers: await headersFor(t.db, s.editor),
      });
      await someoneWaitsForALock(t.database);
      await other.query('commit');
      const res = await saving;
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ course_tags: expect.any(String) });
    } finally {
      await other.end();
    }
    expect(await t.db.select().from(courseTags).where(eq(courseTags.id, tag.id))).toEqual([]);
    const reread = await t.app.inject({ url: `/content/courses/${course.id}`, headers: await headersFor(t.db, s.editor) });
    expect(reread.json().name).toBe('Fisika Dasar');
  });
});
