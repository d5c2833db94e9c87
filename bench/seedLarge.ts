// A large organization for benchmarks (speed on large courses): 2,000 courses with grades,
// other tags and subjects spread over 24 creators, some shared with selected users, and one
// course of 20 units × 10 topics × (10 pages + 10 questions). Bulk inserts in batches, so it
// takes seconds. Used by bench/courses.ts; `npm run bench -- seedLarge` is not a benchmark.
import { createOrganization, createUser, addMember } from '../server/commands/accountAdmin.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import type { Db } from '../server/db/client.ts';
import {
  answers,
  bundles,
  chapters,
  courseCourseTags,
  courseSharedUsers,
  courseSubjects,
  courses,
  courseTags,
  lessons,
  questions,
  subjects,
  topics,
} from '../server/db/schema/index.ts';

export const LARGE_PASSWORD = 'bench-password';
export const LARGE_COURSES = 2000;
export const LARGE_TREE = { units: 20, topics: 10, pages: 10, questions: 10 };

export interface LargeOrganization {
  organizationId: number;
  adminEmail: string;
  largeCourseId: number;
  gradeTagIds: Record<string, number>;
  otherTagIds: number[];
  subjectIds: number[];
  creatorIds: number[];
}

const SUBJECTS = ['Matematika', 'Fisika', 'Kimia', 'Biologi', 'Bahasa Indonesia', 'Bahasa Inggris', 'Sejarah', 'Geografi', 'Ekonomi', 'Sosiologi', 'Seni Budaya', 'PJOK', 'Informatika', 'Pendidikan Pancasila', 'Prakarya'];
const GRADES = ['G7', 'G8', 'G9', 'G10', 'G11', 'G12'];
const OTHER_TAGS = ['Kurikulum Merdeka', 'Persiapan UTBK', 'Remedial', 'Pengayaan', 'Olimpiade', 'Literasi', 'Numerasi', 'Proyek P5', 'Semester Ganjil', 'Semester Genap', 'Ujian Sekolah', 'Latihan Soal'];
const KINDS = ['Ringkasan Materi', 'Latihan Soal', 'Bank Soal', 'Modul Ajar', 'Asesmen Formatif', 'Pengayaan', 'Remedial', 'Tryout'];

/** Inserts rows in batches (PostgreSQL allows 65,535 parameters per statement). */
async function batched<T, R>(rows: T[], size: number, insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}

export async function seedLarge(db: Db, label = 'Besar'): Promise<LargeOrganization> {
  const org = await createOrganization(db, {
    name: `SMA Negeri ${label}`,
    countryCode: 'ID',
    verified: true,
    useTeams: false,
    features: ['manage_assessments', 'manage_tags', 'upload_question_bulk'],
  });
  const passwordHash = await hashPassword(LARGE_PASSWORD);
  const adminEmail = `admin-${org.id}@besar.sch.id`;
  const admin = await createUser(db, { email: adminEmail, name: 'Admin Besar', password: LARGE_PASSWORD, passwordHash });
  await addMember(db, { organizationId: org.id, email: adminEmail, admin: true });
  const creatorIds = [admin.id];
  for (let i = 1; i < 24; i++) {
    const email = `guru${i}-${org.id}@besar.sch.id`;
    const user = await createUser(db, { email, name: `Guru ${i}`, password: LARGE_PASSWORD, passwordHash });
    await addMember(db, { organizationId: org.id, email });
    creatorIds.push(user.id);
  }

  const tagRows = await db
    .insert(courseTags)
    .values([
      ...GRADES.map((name) => ({ organizationId: org.id, name, type: 'grade' as const })),
      ...OTHER_TAGS.map((name) => ({ organizationId: org.id, name, type: 'other' as const })),
    ])
    .returning();
  const gradeTagIds = Object.fromEntries(tagRows.filter((t) => t.type === 'grade').map((t) => [t.name, t.id]));
  const otherTagIds = tagRows.filter((t) => t.type === 'other').map((t) => t.id);
  const subjectRows = await db
    .insert(subjects)
    .values(SUBJECTS.map((name) => ({ organizationId: org.id, name })))
    .returning();
  const subjectIds = subjectRows.map((s) => s.id);

  const now = Date.now();
  const day = 86_400_000;
  const specs = Array.from({ length: LARGE_COURSES }, (_, i) => {
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    const grade = GRADES[Math.floor(i / SUBJECTS.length) % GRADES.length]!;
    const published = i % 2 === 0;
    const createdAt = new Date(now - ((i * 7) % 730) * day - i * 1000);
    return {
      i,
      grade,
      values: {
        organizationId: org.id,
        creatorId: i % 50 === 49 ? null : creatorIds[i % creatorIds.length]!,
        name: `${subject} Kelas ${grade.slice(1)} ${KINDS[i % KINDS.length]} ${String(i + 1).padStart(4, '0')}`,
        description: `Materi ${subject} untuk kelas ${grade.slice(1)}.`,
        meta: { level: grade },
        shareEnabled: i % 20 === 7,
        courseSetId: (i % 10) + 1,
        status: published ? ('published' as const) : ('unpublished' as const),
        publishedAt: published ? new Date(createdAt.getTime() + 3 * day) : null,
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
  const inserted = await batched(specs, 500, (batch) =>
    db
      .insert(courses)
      .values(batch.map((s) => s.values))
      .returning({ id: courses.id }),
  );

  const tagLinks = specs.flatMap((s, k) => {
    const id = inserted[k]!.id;
    const others = Array.from({ length: s.i % 4 }, (_, j) => otherTagIds[(s.i + j * 5) % otherTagIds.length]!);
    return [gradeTagIds[s.grade]!, ...new Set(others)].map((courseTagId) => ({ courseId: id, courseTagId }));
  });
  await batched(tagLinks, 5000, (batch) => db.insert(courseCourseTags).values(batch).returning({ courseId: courseCourseTags.courseId }));
  const subjectLinks = specs.flatMap((s, k) => {
    const first = subjectIds[s.i % subjectIds.length]!;
    const second = subjectIds[(s.i + 3) % subjectIds.length]!;
    return (s.i % 3 === 0 ? [first, second] : [first]).map((subjectId) => ({ courseId: inserted[k]!.id, subjectId }));
  });
  await batched(subjectLinks, 5000, (batch) => db.insert(courseSubjects).values(batch).returning({ courseId: courseSubjects.courseId }));
  const shares = specs.filter((s) => s.values.shareEnabled).map((s) => ({ courseId: inserted[s.i]!.id, userId: creatorIds[(s.i + 1) % creatorIds.length]! }));
  if (shares.length) await db.insert(courseSharedUsers).values(shares);

  // The large course: the first one, by the admin.
  const largeCourseId = inserted[0]!.id;
  const { units, topics: perUnit, pages, questions: perTopic } = LARGE_TREE;
  const unitRows = await db
    .insert(bundles)
    .values(Array.from({ length: units }, (_, u) => ({ organizationId: org.id, courseId: largeCourseId, creatorId: admin.id, name: `Bab ${u + 1}`, position: u })))
    .returning({ id: bundles.id, position: bundles.position });
  const topicRows = await db
    .insert(topics)
    .values(
      unitRows.flatMap((unit) =>
        Array.from({ length: perUnit }, (_, p) => ({
          organizationId: org.id,
          bundleId: unit.id,
          courseId: largeCourseId,
          creatorId: admin.id,
          name: `Subbab ${unit.position + 1}.${p + 1}`,
          position: p,
        })),
      ),
    )
    .returning({ id: topics.id });
  const lessonRows = await db
    .insert(lessons)
    .values(topicRows.map((t) => ({ organizationId: org.id, topicId: t.id })))
    .returning({ id: lessons.id, topicId: lessons.topicId });
  const pageRows = lessonRows.flatMap((l) =>
    Array.from({ length: pages }, (_, p) => ({
      organizationId: org.id,
      topicId: l.topicId,
      lessonId: l.id,
      creatorId: admin.id,
      title: `Halaman ${p + 1}`,
      content: '<p>Materi pembelajaran.</p>',
      position: p,
    })),
  );
  await batched(pageRows, 1000, (batch) => db.insert(chapters).values(batch).returning({ id: chapters.id }));
  const questionRows = topicRows.flatMap((t) =>
    Array.from({ length: perTopic }, (_, q) => ({
      organizationId: org.id,
      topicId: t.id,
      creatorId: admin.id,
      content: `Soal ${q + 1}`,
      contentHtml: `<p>Soal ${q + 1}: berapakah [%${q + 2} \\times 3%]?</p>`,
      position: q,
    })),
  );
  const questionIds = await batched(questionRows, 1000, (batch) => db.insert(questions).values(batch).returning({ id: questions.id }));
  // Four answers each, one correct, so every question is valid and the course can be published (bench/publish.ts).
  const answerRows = questionIds.flatMap(({ id: questionId }, i) =>
    [0, 1, 2, 3].map((a) => ({ organizationId: org.id, questionId, position: a, content: `<p>${((i % perTopic) + 2) * 3 + a}</p>`, correct: a === 0 })),
  );
  await batched(answerRows, 2000, (batch) => db.insert(answers).values(batch).returning({ id: answers.id }));

  return { organizationId: org.id, adminEmail, largeCourseId, gradeTagIds, otherTagIds, subjectIds, creatorIds };
}

// `npm run bench -- seedLarge` seeds a fresh PGlite once and reports how long it took.
if (process.argv[2] === 'seedLarge') {
  const { openDatabase } = await import('../server/db/client.ts');
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const started = performance.now();
  const large = await seedLarge(database.db);
  console.log(`Seeded ${LARGE_COURSES} courses and a ${LARGE_TREE.units}×${LARGE_TREE.topics} course (id ${large.largeCourseId}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}
