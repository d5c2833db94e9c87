// The committed migrations build the whole schema on a fresh PGlite and, when
// TEST_DATABASE_URL is set, on a fresh PostgreSQL database; cascades work on both.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import {
  answers,
  bundles,
  chapters,
  courseTags,
  courses,
  lessons,
  organizations,
  questions,
  topics,
  users,
} from './schema/index.ts';

const expectedTables = [
  'organizations',
  'users',
  'memberships',
  'teams',
  'team_members',
  'sessions',
  'login_attempts',
  'known_devices',
  'course_tags',
  'subjects',
  'icon_images',
  'courses',
  'course_shared_users',
  'course_course_tags',
  'course_subjects',
  'video_presenters',
  'bundles',
  'topics',
  'lessons',
  'chapters',
  'passages',
  'topic_assignment_usages',
  'questions',
  'answers',
  'question_categories',
  'question_groups',
  'matching_premises',
  'matching_responses',
  'uploaded_files',
  'lesson_documents',
  'link_attachments',
  'document_quotas',
  'job_statuses',
];

async function checkSchema(database: Database): Promise<void> {
  await database.migrate();
  const { db } = database;

  const { rows } = await database.executeSql(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const tables = (rows as { table_name: string }[]).map((r) => r.table_name);
  expect(tables).toEqual(expect.arrayContaining(expectedTables));

  const [org] = await db.insert(organizations).values({ name: 'School' }).returning();
  const [user] = await db.insert(users).values({ email: `t-${randomBytes(4).toString('hex')}@example.com` }).returning();
  if (!org || !user) throw new Error('insert failed');
  const organizationId = org.id;

  const [course] = await db
    .insert(courses)
    .values({ organizationId, creatorId: user.id, name: 'Maths', meta: { level: 'G1,G2' } })
    .returning();
  if (!course) throw new Error('insert failed');
  expect(course.status).toBe('unpublished');
  expect(course.systems).toEqual([]);
  expect(course.lockVersion).toBe(0);

  // The list's §5 search reads the pg_trgm index on the normalized name (migration 0007),
  // and the indexed expression finds "Maths" from "ath" once seq scans are off.
  const search = `select id from courses where regexp_replace(lower(name), '[^a-z0-9]+', '', 'g') like $1`;
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql.raw(`explain ${search.replace('$1', `'%ath%'`)}`));
  });
  expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain('courses_name_search_idx');
  expect((await database.executeSql(search, ['%ath%'])).rows).toEqual([{ id: course.id }]);

  const [bundle] = await db.insert(bundles).values({ organizationId, courseId: course.id, name: 'Unit 1' }).returning();
  if (!bundle) throw new Error('insert failed');
  expect(bundle.guid).toMatch(/^[0-9a-f-]{36}$/);

  const [topic] = await db
    .insert(topics)
    .values({ organizationId, bundleId: bundle.id, courseId: course.id, name: 'Fractions' })
    .returning();
  if (!topic) throw new Error('insert failed');
  const [lesson] = await db.insert(lessons).values({ organizationId, topicId: topic.id }).returning();
  if (!lesson) throw new Error('insert failed');
  await db.insert(chapters).values({ organizationId, topicId: topic.id, lessonId: lesson.id, title: 'Intro' });
  const [question] = await db
    .insert(questions)
    .values({ organizationId, topicId: topic.id, type: 'exact_value', points: 2.5 })
    .returning();
  if (!question) throw new Error('insert failed');
  expect(question.points).toBe(2.5);
  expect(question.exactValueOptions.numbering_bracket).toBe('()');
  expect(question.explanation).toEqual({ sections: [] });
  await db.insert(answers).values({ organizationId, questionId: question.id, content: '1/2', correct: true, label: 'a)' });

  // CHECK constraints and the case-insensitive tag uniqueness.
  await expect(db.insert(courses).values({ organizationId, name: 'X', status: 'draft' as never })).rejects.toThrow();
  await expect(
    db.insert(questions).values({ organizationId, topicId: topic.id, points: 10000 }),
  ).rejects.toThrow();
  await db.insert(courseTags).values({ organizationId, name: 'Algebra', type: 'other' });
  await db.insert(courseTags).values({ organizationId, name: 'ALGEBRA', type: 'grade' });
  await expect(db.insert(courseTags).values({ organizationId, name: 'algebra', type: 'other' })).rejects.toThrow();

  // Deleting the course removes the whole tree under it.
  await db.delete(courses).where(eq(courses.id, course.id));
  const count = async (table: typeof bundles | typeof topics | typeof lessons | typeof chapters | typeof questions | typeof answers) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n;
  };
  expect(await count(bundles)).toBe(0);
  expect(await count(topics)).toBe(0);
  expect(await count(lessons)).toBe(0);
  expect(await count(chapters)).toBe(0);
  expect(await count(questions)).toBe(0);
  expect(await count(answers)).toBe(0);

  // Deleting the author keeps content and clears the link.
  const [kept] = await db.insert(courses).values({ organizationId, creatorId: user.id, name: 'Kept' }).returning();
  await db.delete(users).where(eq(users.id, user.id));
  const [after] = await db.select().from(courses).where(eq(courses.id, kept!.id));
  expect(after?.creatorId).toBeNull();
}

describe('migrations', () => {
  it('apply on a fresh PGlite', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await checkSchema(database);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('apply on a fresh PostgreSQL database', { timeout: 120_000 }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `pena_mig_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
      try {
        await checkSchema(database);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
