// POST /content/copy of an assessment or tryout course (spec §6):
// creating one needs the organization's manage_assessments feature, and so does copying one
// into an organization; without it, 403 with the §8 copy text and nothing copied.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember } from '../../commands/accountAdmin.ts';
import { courses, users } from '../../db/schema/index.ts';
import { makeCourse, makeSchool } from '../../test/contentFactories.ts';
import { copyMoveRequest } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('POST /content/copy of an assessment course on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const copy = (body: Record<string, unknown>, headers: Record<string, string> = {}) => copyMoveRequest(t, 'copy', s.admin, body, headers);
  const coursesIn = async (organizationId: number) => (await t.db.select().from(courses).where(eq(courses.organizationId, organizationId))).length;

  /** A school without manage_assessments where the first school's admin is admin too. */
  const schoolWithout = async () => {
    const other = await makeSchool(t.db, { features: ['manage_tags'] });
    const [admin] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, s.admin.id));
    await addMember(t.db, { organizationId: other.org.id, email: admin!.email, admin: true });
    return other;
  };

  it('403 with the §8 text (en, id) for an assessment or a tryout course into a school without manage_assessments', async () => {
    const other = await schoolWithout();
    const assessment = await makeCourse(t.db, s.org.id, { schoolAssessmentCourse: true, creatorId: s.admin.id });
    const tryout = await makeCourse(t.db, s.org.id, { assessmentKind: 'tryout', creatorId: s.admin.id });
    const res = await copy({ kind: 'course', id: assessment.id, target_id: other.org.id });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ error: 'permission_error', message: 'Failed to copy course. Please try again.' });
    const id = await copy({ kind: 'course', id: tryout.id, target_id: other.org.id }, { 'accept-language': 'id' });
    expect(id.statusCode).toBe(403);
    expect(id.body.message).toBe('Gagal menyalin kursus. Silakan coba lagi.');
    expect(await coursesIn(other.org.id)).toBe(0);
  });

  it('a plain course goes there, and an assessment course into a school with the feature', async () => {
    const other = await schoolWithout();
    const plain = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id });
    const assessment = await makeCourse(t.db, s.org.id, { assessmentKind: 'assessment', creatorId: s.admin.id });
    expect((await copy({ kind: 'course', id: plain.id, target_id: other.org.id })).statusCode).toBe(202);
    expect((await copy({ kind: 'course', id: assessment.id, target_id: s.org.id })).statusCode).toBe(202);
  });
});
