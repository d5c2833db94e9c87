// The school the fuzz requests act in: every role, two courses with tags, subjects, video
// presenters, units, topics (with their lessons) with pages, questions, passages and links, and the real ids of
// each kind (named as `idKind` names path parameters) so generated requests reach records.
import { eq } from 'drizzle-orm';
import { iconImages, teams, videoPresenters } from '../../db/schema/index.ts';
import { presignUpload } from '../../storage/uploads.ts';
import type { TestApp } from '../app.ts';
import { makePage } from '../pageFactories.ts';
import { fillTopic, makeUnit, makeCourse, makeSchool, makeSubject, makeTag, makeTopicWithLesson, type School } from '../contentFactories.ts';
import { makePassage, makeQuestion } from '../questionFactories.ts';
import type { IdPool } from './requests.ts';

export interface FuzzSchool {
  school: School;
  pool: IdPool;
}

export async function fuzzSchool(t: TestApp): Promise<FuzzSchool> {
  const { db } = t;
  const school = await makeSchool(db);
  const orgId = school.org.id;
  const byKind: Record<string, number[]> = {
    organization: [orgId],
    user: Object.values(school)
      .filter((v): v is School['admin'] => 'email' in v)
      .map((u) => u.id),
  };
  const add = (kind: string, id: number) => (byKind[kind] ??= []).push(id);
  const tag = await makeTag(db, orgId, `Kelas ${orgId}`, 'grade');
  const subject = await makeSubject(db, orgId, `Fisika ${orgId}`);
  add('course_tag', tag.id);
  add('subject', subject.id);
  const [icon] = await db.insert(iconImages).values({ organizationId: orgId, name: 'Ikon', url: '/icons/a.png' }).returning();
  add('icon_image', icon!.id);
  for (let c = 0; c < 2; c++) {
    const course = await makeCourse(db, orgId, { tagIds: [tag.id], subjectIds: [subject.id], creatorId: school.admin.id });
    add('course', course.id);
    const [presenter] = await db.insert(videoPresenters).values({ organizationId: orgId, courseId: course.id, name: 'Bu Sari' }).returning();
    add('presenter', presenter!.id);
    const unit = await makeUnit(db, course);
    add('bundle', unit.id);
    for (let i = 0; i < 2; i++) {
      const topic = await makeTopicWithLesson(db, unit, { creatorId: school.admin.id });
      add('topic', topic.id);
      add('lesson', topic.lessonId);
      await fillTopic(db, topic, { links: 1 });
      add('chapter', (await makePage(db, topic)).id);
      const passage = await makePassage(db, topic);
      add('passage', passage.id);
      add('question', (await makeQuestion(db, topic, { position: 0 })).id);
      add('question', (await makeQuestion(db, topic, { position: 1, passageId: passage.id })).id);
    }
  }
  for (const team of await db.select({ id: teams.id }).from(teams).where(eq(teams.organizationId, orgId))) add('team', team.id);
  const formFields = [];
  for (const purpose of ['image', 'study_guide'] as const) formFields.push((await presignUpload({ storage: t.storage }, orgId, purpose)).form_fields);
  return { school, pool: { byKind, formFields } };
}
