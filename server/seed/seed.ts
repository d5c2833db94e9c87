// The demo school seeded into an empty database on `npm start` (and by `pena seed`).
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { fieldErrors } from '../../domain/rules/issues.ts';
import { questionIssues } from '../../domain/rules/questionRules.ts';
import { pageDocumentSchema, passageDocumentSchema } from '../../domain/schemas/content.ts';
import { questionDocumentFields } from '../../domain/schemas/questions.ts';
import {
  addMember,
  createOrganization,
  createTeam,
  createUser,
} from '../commands/accountAdmin.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createPage } from '../commands/pageCreator.ts';
import { publishCourse } from '../commands/coursePublisher.ts';
import { preparePage } from '../commands/pageDocument.ts';
import { ensureSystemIcons, systemIconUrl } from '../commands/courseIconSet.ts';
import { preparePassage } from '../sanitize/passageContent.ts';
import { createPassage } from '../commands/passageWriter.ts';
import { prepareQuestion, questionText } from '../sanitize/questionContent.ts';
import { createQuestion } from '../commands/questionWriter.ts';
import { topicDocuments } from '../loaders/topicDocuments.ts';
import type { Db } from '../db/client.ts';
import { countrySubjectsSeed, harapanCourses, nusantaraCourses, type SeedAuthor, type SeedCourse } from './seedCatalogue.ts';
import { nusantaraContent, type SeedTopicContent } from './seedContent.ts';
import { providerContent, providerCourses, providerCourseSets, providerGrades } from './seedProvider.ts';
import {
  bundles,
  courseCourseTags,
  courseSets,
  courseSharedUsers,
  courseSubjects,
  courses,
  courseTags,
  iconImages,
  lessons,
  organizations,
  publishedItems,
  subjects,
  topics,
  users,
} from '../db/schema/index.ts';

export const DEMO_PASSWORD = 'pena-demo';

/** The demo accounts: one list for the seed and for the logins printed at start. */
export const demoLogins = [
  { email: 'admin@nusantara.sch.id', name: 'Siti Rahmawati', what: 'admin of SMA Nusantara and SMP Harapan Bangsa (organization switcher)' },
  { email: 'publisher@nusantara.sch.id', name: 'Budi Santoso', what: 'publisher team, SMA Nusantara' },
  { email: 'editor@nusantara.sch.id', name: 'Dewi Lestari', what: 'editor team, SMA Nusantara' },
  { email: 'limited@nusantara.sch.id', name: 'Agus Pratama', what: 'limited editor team, SMA Nusantara' },
  { email: 'restricted@nusantara.sch.id', name: 'Rina Wulandari', what: 'restricted teacher, SMA Nusantara' },
  { email: 'guru@bayanihan.edu.ph', name: 'Maria Santos', what: 'teacher of an unverified Philippine school' },
  { email: 'bank@pena.id', name: 'Tim Konten Pena', what: 'staff of the provider organization (test bank)' },
  { email: 'parent@example.com', name: 'Orang Tua Murid', what: 'not a teacher: login is refused' },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organizations);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db): Promise<void> {
  const allFeatures = ['manage_assessments', 'upload_question_bulk', 'upload_question_llm', 'manage_tags'];
  const nusantara = await createOrganization(db, {
    name: 'SMA Nusantara',
    countryCode: 'ID',
    verified: true,
    useTeams: true,
    features: allFeatures,
    enableAutosave: true,
    enablePointSystem: true,
    canImportLicenseQuestions: true,
  });
  const harapan = await createOrganization(db, {
    name: 'SMP Harapan Bangsa',
    countryCode: 'ID',
    verified: true,
    useTeams: false,
    features: ['manage_tags'],
  });
  const bayanihan = await createOrganization(db, { name: 'Bayanihan Learning Center', countryCode: 'PH', verified: false });
  const provider = await createOrganization(db, {
    name: 'Pena Bank Soal',
    countryCode: 'ID',
    verified: true,
    isProvider: true,
    features: allFeatures,
    enableAutosave: true,
    // The test bank's questions carry points (seedProvider.ts), kept only where the organization uses them.
    enablePointSystem: true,
  });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { email, name } of demoLogins) await createUser(db, { email, name, password: DEMO_PASSWORD, passwordHash, useAutosave: true });

  await addMember(db, { organizationId: nusantara.id, email: 'admin@nusantara.sch.id', admin: true });
  await addMember(db, { organizationId: harapan.id, email: 'admin@nusantara.sch.id', admin: true });
  for (const email of ['publisher', 'editor', 'limited'].map((n) => `${n}@nusantara.sch.id`)) {
    await addMember(db, { organizationId: nusantara.id, email });
  }
  await addMember(db, { organizationId: nusantara.id, email: 'restricted@nusantara.sch.id', restricted: true });
  await addMember(db, { organizationId: bayanihan.id, email: 'guru@bayanihan.edu.ph' });
  await addMember(db, { organizationId: provider.id, email: 'bank@pena.id', admin: true });

  await createTeam(db, { organizationId: nusantara.id, name: 'Penerbit', role: 'publisher', memberEmails: ['publisher@nusantara.sch.id'] });
  await createTeam(db, { organizationId: nusantara.id, name: 'Editor Kurikulum', role: 'editor', memberEmails: ['editor@nusantara.sch.id'] });
  await createTeam(db, { organizationId: nusantara.id, name: 'Kontributor', role: 'limited_editor', memberEmails: ['limited@nusantara.sch.id'] });

  const grades = ['Kinder', ...Array.from({ length: 12 }, (_, i) => `G${i + 1}`)];
  await db.insert(courseTags).values([
    ...grades.map((name) => ({ organizationId: nusantara.id, name, type: 'grade' as const })),
    ...['Kurikulum Merdeka', 'Persiapan UTBK', 'Remedial'].map((name) => ({ organizationId: nusantara.id, name, type: 'other' as const })),
  ]);
  await db.insert(courseTags).values(['G7', 'G8', 'G9'].map((name) => ({ organizationId: harapan.id, name, type: 'grade' as const })));
  await db.insert(subjects).values([
    ...['Matematika', 'Bahasa Indonesia', 'Fisika', 'Biologi', 'Sejarah'].map((name) => ({ organizationId: nusantara.id, name })),
    ...countrySubjectsSeed,
  ]);

  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin', 'publisher', 'editor', 'limited'].map((n) => `${n}@nusantara.sch.id`)));
  const authors = Object.fromEntries(people.map((p) => [p.email.split('@')[0], p.id])) as Record<SeedAuthor, number>;
  await ensureSystemIcons(db);
  await seedCourses(db, { id: nusantara.id, countryCode: 'ID' }, nusantaraCourses, authors);
  await seedCourses(db, { id: harapan.id, countryCode: 'ID' }, harapanCourses, authors);
  await seedTopicContent(db, nusantara, nusantaraContent, authors.editor);

  // The provider's test bank: one published course a licensed school imports from (seedProvider.ts).
  const [bank] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'bank@pena.id'));
  await db.insert(courseTags).values(providerGrades.map((name) => ({ organizationId: provider.id, name, type: 'grade' as const })));
  await db.insert(courseSets).values(providerCourseSets.map((name) => ({ name })));
  await seedCourses(db, { id: provider.id, countryCode: 'ID' }, providerCourses, authors);
  await seedTopicContent(db, provider, providerContent, required(bank?.id, 'user bank@pena.id'));
}

/**
 * A school's course catalogue with units and topics, in a handful of bulk inserts so
 * `npm start` on an empty database stays quick. Tags, subjects and icons are looked up by name.
 */
async function seedCourses(db: Db, organization: { id: number; countryCode: string }, catalogue: SeedCourse[], authors: Record<SeedAuthor, number>) {
  const [tagRows, subjectRows, iconRows, setRows] = await Promise.all([
    db.select().from(courseTags).where(eq(courseTags.organizationId, organization.id)),
    db
      .select()
      .from(subjects)
      .where(or(eq(subjects.organizationId, organization.id), and(isNull(subjects.organizationId), eq(subjects.countryCode, organization.countryCode)))),
    db.select().from(iconImages).where(isNull(iconImages.organizationId)),
    db.select().from(courseSets),
  ]);
  const tagId = (name: string) => required(tagRows.find((t) => t.name === name)?.id, `tag ${name}`);
  // The school's own subject wins over the country's of the same name.
  const subjectId = (name: string) =>
    required((subjectRows.find((x) => x.name === name && x.organizationId !== null) ?? subjectRows.find((x) => x.name === name))?.id, `subject ${name}`);
  const setId = (name: string | undefined) => (name === undefined ? null : required(setRows.find((x) => x.name === name)?.id, `course set ${name}`));
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  const inserted = await db
    .insert(courses)
    .values(
      catalogue.map((c) => {
        const icon = iconRows.find((i) => i.url === systemIconUrl(c.icon));
        const school = c.assessment?.school ?? false;
        return {
          organizationId: organization.id,
          creatorId: c.creator ? authors[c.creator] : null,
          name: c.name,
          description: c.description,
          meta: { level: c.grades.join(','), ...(c.assessment ? { time_limit: c.assessment.timeLimit } : {}) },
          courseSetId: setId(c.courseSet),
          system: school ? 'penaschool' : null,
          systems: school ? ['penaschool'] : [],
          previewVideo: school ? { original_url: '', description: '', presenter_id: null } : null,
          schoolAssessmentCourse: school,
          assessmentKind: c.assessment?.kind ?? null,
          shareEnabled: Boolean(c.sharedWith?.length),
          iconImageId: icon?.id ?? null,
          iconUrl: icon?.url ?? null,
          status: c.published ? ('published' as const) : ('unpublished' as const),
          publishedAt: c.published ? daysAgo(c.publishedDaysAgo ?? c.createdDaysAgo) : null,
          createdAt: daysAgo(c.createdDaysAgo),
          updatedAt: daysAgo(c.publishedDaysAgo ?? c.createdDaysAgo),
        };
      }),
    )
    .returning({ id: courses.id, name: courses.name });
  const pairs = catalogue.map((spec) => ({
    spec,
    course: { id: required(inserted.find((r) => r.name === spec.name)?.id, `course ${spec.name}`), creatorId: spec.creator ? authors[spec.creator] : null },
  }));

  const tagLinks = pairs.flatMap(({ spec, course }) => [...spec.grades, ...(spec.tags ?? [])].map((name) => ({ courseId: course.id, courseTagId: tagId(name) })));
  const subjectLinks = pairs.flatMap(({ spec, course }) => spec.subjects.map((name) => ({ courseId: course.id, subjectId: subjectId(name) })));
  const shares = pairs.flatMap(({ spec, course }) => (spec.sharedWith ?? []).map((who) => ({ courseId: course.id, userId: authors[who] })));
  if (tagLinks.length) await db.insert(courseCourseTags).values(tagLinks);
  if (subjectLinks.length) await db.insert(courseSubjects).values(subjectLinks);
  if (shares.length) await db.insert(courseSharedUsers).values(shares);

  const unitSpecs = pairs.flatMap(({ spec, course }) =>
    spec.units.map(([name, topicNames], position) => ({ course, name, topicNames, position, published: Boolean(spec.published) })),
  );
  const unitRows = await db
    .insert(bundles)
    .values(
      unitSpecs.map((u) => ({
        organizationId: organization.id,
        courseId: u.course.id,
        creatorId: u.course.creatorId,
        name: u.name,
        position: u.position,
        status: u.published ? ('published' as const) : ('unpublished' as const),
      })),
    )
    .returning({ id: bundles.id, courseId: bundles.courseId, position: bundles.position });
  const unitId = (u: (typeof unitSpecs)[number]) =>
    required(unitRows.find((r) => r.courseId === u.course.id && r.position === u.position)?.id, `unit ${u.name}`);
  const topicRows = await db
    .insert(topics)
    .values(
      unitSpecs.flatMap((u) =>
        u.topicNames.map((name, position) => ({
          organizationId: organization.id,
          bundleId: unitId(u),
          courseId: u.course.id,
          creatorId: u.course.creatorId,
          name,
          position,
          status: u.published ? ('published' as const) : ('unpublished' as const),
        })),
      ),
    )
    .returning({ id: topics.id });
  // Each topic with its lesson from birth, as topicCreator makes them.
  await db.insert(lessons).values(topicRows.map((topic) => ({ organizationId: organization.id, topicId: topic.id })));
}

/**
 * Pages, passages and questions written into the school's topics by `creatorId`, each
 * through what the API runs on a create: the domain request schema, the sanitizer, the §5
 * question rules with the school's point setting, and the writer that places it last in its
 * topic. Content the API would refuse stops the seed. The demo has no uploaded media, so the
 * API's media checks have nothing to look at. Like the units and topics of the catalogue, the
 * content takes its topic's status (the API creates it unpublished).
 */
async function seedTopicContent(
  db: Db,
  organization: { id: number; enablePointSystem: boolean },
  catalogue: SeedTopicContent[],
  creatorId: number,
) {
  const rows = await db
    .select({ id: topics.id, name: topics.name, status: topics.status, unit: bundles.name, course: courses.name })
    .from(topics)
    .innerJoin(bundles, eq(bundles.id, topics.bundleId))
    .innerJoin(courses, eq(courses.id, topics.courseId))
    .where(eq(topics.organizationId, organization.id));
  const pointsEnabled = organization.enablePointSystem;
  const published: number[] = [];
  for (const spec of catalogue) {
    const where = `${spec.course} › ${spec.unit} › ${spec.topic}`;
    const row = required(rows.find((r) => r.course === spec.course && r.unit === spec.unit && r.name === spec.topic), `topic ${where}`);
    const topic = { id: row.id, organizationId: organization.id };
    if (row.status === 'published') published.push(topic.id);

    for (const page of spec.pages ?? []) {
      const doc = valid(pageDocumentSchema, page, `page "${page.title}" of ${where}`);
      await createPage(db, { topic, creatorId, values: await preparePage(db, organization.id, doc) });
    }
    const passageIds = new Map<string, number>();
    for (const { ref, ...input } of spec.passages ?? []) {
      const doc = valid(passageDocumentSchema, input, `passage ${ref} of ${where}`);
      passageIds.set(ref, (await createPassage(db, { topic, creatorId, passage: preparePassage(doc) })).id);
    }
    for (const [index, { passage, points, ...input }] of (spec.questions ?? []).entries()) {
      const what = `question ${index + 1} of ${where}`;
      const passageId = passage === undefined ? null : required(passageIds.get(passage), `passage ${passage} for ${what}`);
      const doc = prepareQuestion(valid(questionDocumentFields, { ...input, passage_id: passageId, points: pointsEnabled ? points : null }, what));
      const issues = questionIssues(doc, { pointsEnabled });
      if (issues.length > 0) throw new Error(`Demo seed: ${what} breaks the question rules: ${JSON.stringify(fieldErrors(issues))}`);
      await createQuestion(db, { topic, creatorId, save: { doc, content: questionText(doc) } });
    }
  }
  await publishSeededTopics(db, organization.id, published, creatorId);
}

/**
 * The demo's published topics get what a publisher's publish gives them (spec §4): their pages
 * and questions published through the publisher itself (commands/coursePublisher.ts), with the
 * snapshots students and the published preview read, by the teacher who wrote them (the course's
 * feed names them). A topic without a question cannot be published (§4); its pages stay drafts.
 * The catalogue's publish dates are kept.
 */
export async function publishSeededTopics(db: Db, organizationId: number, topicIds: number[], actorId: number | null = null) {
  if (topicIds.length === 0) return;
  const documents = await topicDocuments(db, topicIds);
  const rows = await db
    .select({ id: topics.id, courseId: topics.courseId, lockVersion: topics.lockVersion, bundleId: topics.bundleId, publishedAt: courses.publishedAt })
    .from(topics)
    .innerJoin(courses, eq(courses.id, topics.courseId))
    .where(inArray(topics.id, topicIds));
  const byCourse = new Map<number, typeof rows>();
  for (const row of rows) if ((documents.get(row.id)?.questions.length ?? 0) > 0) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row]);
  for (const [courseId, courseTopics] of byCourse) {
    const selection = courseTopics.map((t) => {
      const docs = documents.get(t.id)!;
      return {
        id: t.id,
        lock_version: t.lockVersion,
        chapters: docs.chapters.map((c) => ({ id: c.id, lock_version: c.lock_version })),
        questions: docs.questions.map((q) => ({ id: q.id, lock_version: q.lock_version })),
      };
    });
    const job = { uuid: randomUUID(), progress: async () => {}, complete: async () => true };
    await publishCourse(db, job, { courseId, organizationId, topics: selection, actorId });
    const publishedAt = courseTopics[0]!.publishedAt;
    if (publishedAt) {
      await db.update(courses).set({ publishedAt }).where(eq(courses.id, courseId));
      await db.update(bundles).set({ publishedAt }).where(inArray(bundles.id, courseTopics.map((t) => t.bundleId)));
      await db.update(topics).set({ publishedAt }).where(inArray(topics.id, courseTopics.map((t) => t.id)));
      await db.update(publishedItems).set({ publishedAt }).where(inArray(publishedItems.topicId, courseTopics.map((t) => t.id)));
    }
  }
}

/** The parsed value, or an error naming the seed item and every broken rule. */
function valid<S extends z.ZodType>(schema: S, value: z.input<S>, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`Demo seed: ${what} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed: no ${what}`);
  return value;
}
