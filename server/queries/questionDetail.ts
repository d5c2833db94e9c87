// Reads of one question: the row with its topic's course (to load and authorize it), and the
// whole question as its reply shows it (row, parts, and the positions of the questions it is
// linked to) in ONE statement: the parts come back as JSON arrays built by subqueries, each
// on its (question_id, position) index.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { questions, topics, type AnswerType, type QuestionRow } from '../db/schema/index.ts';


/** Parts as the detail query returns them (JSON built in SQL, snake_case). */
export interface QuestionParts {
  answers: {
    id: number;
    content: string;
    answer_type: AnswerType;
    media_id: number | null;
    correct: boolean;
    category_id: number | null;
    group_id: number | null;
    label: string | null;
  }[];
  categories: { id: number; name: string }[];
  groups: { id: number; name: string }[];
  premises: { id: number; content: string }[];
  responses: { id: number; content: string; premise_id: number | null }[];
}

export interface QuestionLinks {
  /** Position of the question this one follows. */
  precedingPosition: number | null;
  /** The question that follows this one. */
  succeeding: { id: number; position: number } | null;
}

export type QuestionDetail = QuestionRow & QuestionParts & QuestionLinks;

/**
 * A question with the course it belongs to (share settings are the course's) and the id of
 * the question that follows it (a save compares its links with these); undefined when missing.
 */
/** The statement `key`: one question by id (placeholder `id`), its row, its course and `columns`. */
function questionById<T extends SelectedFields>(db: Db | Tx, key: string, columns: T) {
  return prepared(db, key, (name) =>
    db
      .select({ ...getTableColumns(questions), courseId: topics.courseId, ...columns })
      .from(questions)
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .where(eq(questions.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
}

export async function findQuestion(db: Db | Tx, id: number) {
  const [row] = await questionById(db, 'find_question', {
    succeedingId: sql<number | null>`(select s.id from questions s where s.preceding_question_id = ${questions}.id order by s.position, s.id limit 1)`,
  }).execute({ id });
  return row;
}
export type FoundQuestion = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

// Explicit aliases: Drizzle leaves columns unqualified inside select fields.
const json = <T>(query: ReturnType<typeof sql>) => sql<T>`(select coalesce(json_agg(x.o order by x.position, x.id), '[]'::json) from (${query}) x)`;

/** The parts of `questions` rows as JSON arrays (also read in batches by topicDocuments.ts). */
export const partColumns = {
  answers: json<QuestionParts['answers']>(sql`
    select a.id, a.position, json_build_object('id', a.id, 'content', a.content, 'answer_type', a.answer_type, 'media_id', a.media_id,
      'correct', a.correct, 'category_id', a.category_id, 'group_id', a.group_id, 'label', a.label) as o
    from answers a where a.question_id = ${questions}.id`),
  categories: json<QuestionParts['categories']>(sql`
    select c.id, c.position, json_build_object('id', c.id, 'name', c.name) as o
    from question_categories c where c.question_id = ${questions}.id`),
  groups: json<QuestionParts['groups']>(sql`
    select g.id, g.position, json_build_object('id', g.id, 'name', g.name) as o
    from question_groups g where g.question_id = ${questions}.id`),
  premises: json<QuestionParts['premises']>(sql`
    select p.id, p.position, json_build_object('id', p.id, 'content', p.content) as o
    from matching_premises p where p.question_id = ${questions}.id`),
  responses: json<QuestionParts['responses']>(sql`
    select r.id, r.position, json_build_object('id', r.id, 'content', r.content, 'premise_id', r.premise_id) as o
    from matching_responses r where r.question_id = ${questions}.id`),
};

export const linkColumns = {
  precedingPosition: sql<number | null>`(select p.position from questions p where p.id = ${questions}.preceding_question_id)`,
  /** The question that follows this one (links form chains: at most one). */
  succeeding: sql<{ id: number; position: number } | null>`(
    select json_build_object('id', s.id, 'position', s.position) from questions s
    where s.preceding_question_id = ${questions}.id order by s.position, s.id limit 1)`,
};

/** The question with its parts and links, or undefined when it does not exist. */
export async function questionDetail(db: Db | Tx, id: number): Promise<(QuestionDetail & { courseId: number }) | undefined> {
  const [row] = await questionById(db, 'question_detail', { ...linkColumns, ...partColumns }).execute({ id });
  return row;
}
