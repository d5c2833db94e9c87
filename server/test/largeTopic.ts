// Topics near TOPIC_MAX_QUESTIONS for the limit's tests: `count` valid multiple-choice questions
// (a stem, one correct and one wrong answer) appended to a topic in two set-based statements, so
// a topic of thousands is made in about a second on either engine.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export async function appendQuestions(db: Db, topic: { id: number; organizationId: number }, count: number): Promise<void> {
  await db.execute(sql`
    with start as (select coalesce(max(position), -1) + 1 as p from questions where topic_id = ${topic.id}::int)
    insert into questions (organization_id, topic_id, position, content, content_html)
    select ${topic.organizationId}::int, ${topic.id}::int, start.p + g - 1, 'Berapa ' || g || ' + 1?', '<p>Berapa ' || g || ' + 1?</p>'
    from start, generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into answers (organization_id, question_id, position, content, correct)
    select ${topic.organizationId}::int, q.id, a, '<p>' || a || '</p>', a = 0
    from questions q cross join generate_series(0, 1) a
    where q.topic_id = ${topic.id}::int and not exists (select 1 from answers x where x.question_id = q.id)`);
}
