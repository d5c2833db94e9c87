// The school the fuzz requests act in: every role, two courses with tags, subjects, video
// presenters, units, topics (with their lessons) with pages, questions, passages (each with a version) and links, and the real ids of
// each kind (named as `idKind` names path parameters) so generated requests reach records.
import { eq } from 'drizzle-orm';
import { iconImages, itemVersions, teams, videoPresenters } from '../../db/schema/index.ts';
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
      const page = await makePage(db, topic);
      add('chapter', page.id);
      const passage = await makePassage(db, topic);
      add('passage', passage.id);
      const question = await makeQuestion(db, topic, { position: 0 });
      add('question', question.id);
      add('question', (await makeQuestion(db, topic, { position: 1, passageId: passage.id })).id);
      const versions = await db
        .insert(itemVersions)
        .values([
          { organizationId: orgId, itemType: 'page', itemId: page.id, kind: 'edited', document: { type: 'text', title: page.title, content: '<p>Isi</p>' }, lockVersion: 0 },
          { organizationId: orgId, itemType: 'passage', itemId: passage.id, kind: 'edited', document: { title: 'Bacaan', content_html: '<p>Isi</p>' }, lockVersion: 0 },
          { organizationId: orgId, itemType: 'question', itemId: question.id, kind: 'edited', document: { type: question.type, content_html: '<p>Soal</p>' }, lockVersion: 0 },
        ])
        .returning({ id: itemVersions.id });
      for (const version of versions) add('version', version.id);
    }
  }
  for (const team of await db.select({ id: teams.id }).from(teams).where(eq(teams.organizationId, orgId))) add('team', team.id);
  const formFields = [];
  for (const purpose of ['image', 'study_guide'] as const) formFields.push((await presignUpload({ storage: t.storage }, orgId, purpose)).form_fields);
  return { school, pool: { byKind, formFields } };
}
