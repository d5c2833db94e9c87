// The copy's rows, set-based: a fixed number of statements whatever the size of the copy. New
// ids are taken from each table's own sequence up front (`allocate`: old id → new id), so every
// reference between copied rows (a topic's unit, a page's lesson, an answer's category, a
// response's premise, a question's passage and the question it follows) is remapped in SQL by
// joining the old ids to `unnest(old_ids, new_ids)`; then one INSERT … SELECT per table, with
// OVERRIDING SYSTEM VALUE for the identity columns. A reference to a row not copied becomes
// null (a link left behind), except where the copy stays beside it (the same passage, kept by
// a question copied in its own topic). Copies start unpublished, at lock_version 0, created by
// the actor; rows that mention media are then rewritten from JS (media.ts) in one UPDATE per table.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type MediaMap, rewriteHtml, rewriteJson } from './media.ts';
import type { MediaRows } from './mediaRows.ts';

export type IdMap = Map<number, number>;

/** A PostgreSQL int[] literal, sent as one text parameter whatever its length (no parameter limit). */
export const intArray = (values: Iterable<number | null>): string => `{${[...values].map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

export const anyOf = (column: unknown, ids: Iterable<number>): SQL => sql`${column} = any(${intArray(ids)}::int[])`;

export const COPIED_TABLES = [
  'courses',
  'video_presenters',
  'bundles',
  'topics',
  'lessons',
  'chapters',
  'passages',
  'questions',
  'question_categories',
  'question_groups',
  'answers',
  'matching_premises',
  'matching_responses',
  'lesson_documents',
  'link_attachments',
] as const;
export type CopiedTable = (typeof COPIED_TABLES)[number];

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

const sequence = (table: CopiedTable) => sql.raw(`nextval(pg_get_serial_sequence('${table}', 'id'))::int`);

/** New ids for the given rows of `table`. */
export async function allocate(tx: Tx, table: CopiedTable, oldIds: readonly number[]): Promise<IdMap> {
  if (oldIds.length === 0) return new Map();
  const found = await rows<{ o: number; n: number }>(tx, sql`select o, ${sequence(table)} as n from unnest(${intArray(oldIds)}::int[]) as o order by o`);
  return new Map(found.map((r) => [Number(r.o), Number(r.n)]));
}

/** New ids for every row of `table` whose `column` is one of `parentIds` (the parts of copied questions). */
export async function allocateUnder(tx: Tx, table: CopiedTable, column: string, parentIds: readonly number[]): Promise<IdMap> {
  if (parentIds.length === 0) return new Map();
  const found = await rows<{ o: number; n: number }>(
    tx,
    sql`select id as o, ${sequence(table)} as n from ${sql.raw(table)} where ${sql.raw(column)} = any(${intArray(parentIds)}::int[]) order by id`,
  );
  return new Map(found.map((r) => [Number(r.o), Number(r.n)]));
}

/** New ids for the questions and every part of them. */
export async function allocateQuestions(tx: Tx, questionIds: readonly number[]): Promise<Pick<RowMaps, 'questions' | 'categories' | 'groups' | 'answers' | 'premises' | 'responses'>> {
  return {
    questions: await allocate(tx, 'questions', questionIds),
    categories: await allocateUnder(tx, 'question_categories', 'question_id', questionIds),
    groups: await allocateUnder(tx, 'question_groups', 'question_id', questionIds),
    answers: await allocateUnder(tx, 'answers', 'question_id', questionIds),
    premises: await allocateUnder(tx, 'matching_premises', 'question_id', questionIds),
    responses: await allocateUnder(tx, 'matching_responses', 'question_id', questionIds),
  };
}

/** `unnest(old, new) as <alias>(o, n)`, to join old ids to their copies. */
const pairs = (map: IdMap, alias: string): SQL => sql`unnest(${intArray(map.keys())}::int[], ${intArray(map.values())}::int[]) as ${sql.raw(alias)}(o, n)`;

export interface RowMaps {
  bundles: IdMap;
  topics: IdMap;
  lessons: IdMap;
  chapters: IdMap;
  passages: IdMap;
  questions: IdMap;
  categories: IdMap;
  groups: IdMap;
  answers: IdMap;
  premises: IdMap;
  responses: IdMap;
  documents: IdMap;
  links: IdMap;
  /** Old uploaded file id → its copy's id. */
  files: IdMap;
}

export interface RowTarget {
  organizationId: number;
  actorId: number;
  /** The course of copied units and topics. */
  courseId: number | null;
  /** The unit of a copied topic that has no copied unit above it. */
  bundleId: number | null;
  /** The topic (and its lesson) of copied pages, questions and passages with no copied topic above them. */
  topicId: number | null;
  lessonId: number | null;
  /** Questions whose passage is not copied keep it (a question copied within its own topic). */
  keepsPassage: boolean;
  /** The copied record's table and id (old), and its copy's name when it differs (" (copy)" in the same parent), else null. */
  rootTable: 'bundles' | 'topics' | 'chapters' | null;
  rootId: number;
  rootName: string | null;
  /** Where the rows copied straight under the target go: appended from these positions. */
  append: Partial<Record<'bundles' | 'topics' | 'chapters' | 'passages' | 'questions', number>>;
  /** Appended questions and passages in this order of their old ids (a selection's order) instead of their original order. */
  order?: { questions: readonly number[]; passages: readonly number[] };
  /**
   * 'provider': the copies are read-only references to the originals (source 'provider',
   * source_question_id / source_passage_id the original's id). 'import': independent copies
   * that record where they came from (the source kept; the source id the original's own source
   * id, else the original's id), so an import can tell what a topic already holds.
   */
  asSource?: 'provider' | 'import';
}

/** The new position: appended after `from` in the original order (or in `order`, old ids listed), or the original one. */
const position = (alias: string, from: number | undefined, order?: readonly number[]): SQL =>
  from === undefined
    ? sql.raw(`${alias}.position`)
    : order
      ? sql`(${from}::int + array_position(${intArray(order)}::int[], ${sql.raw(alias)}.id) - 1)::int`
      : sql`(${from}::int + row_number() over (order by ${sql.raw(alias)}.position, ${sql.raw(alias)}.id) - 1)::int`;

const named = (alias: string, column: string, t: RowTarget, table: RowTarget['rootTable']): SQL =>
  t.rootTable !== table || t.rootName === null
    ? sql.raw(`${alias}.${column}`)
    : sql`case when ${sql.raw(alias)}.id = ${t.rootId}::int then ${t.rootName}::text else ${sql.raw(`${alias}.${column}`)} end`;

/** Every copied row, table by table (parents first, so foreign keys hold at each statement). */
export async function insertRows(tx: Tx, m: RowMaps, t: RowTarget): Promise<void> {
  const org = sql`${t.organizationId}::int`;
  const actor = sql`${t.actorId}::int`;
  const source = (alias: string, column: string): SQL[] =>
    t.asSource === 'provider'
      ? [sql`'provider'`, sql.raw(`${alias}.id`)]
      : t.asSource === 'import'
        ? [sql.raw(`${alias}.source`), sql.raw(`coalesce(${alias}.${column}, ${alias}.id)`)]
        : [sql.raw(`${alias}.source`), sql.raw(`${alias}.${column}`)];
  const [passageSource, passageSourceId] = source('p', 'source_passage_id');
  const [questionSource, questionSourceId] = source('q', 'source_question_id');
  const run = (map: IdMap, query: SQL) => (map.size === 0 ? Promise.resolve() : tx.execute(query).then(() => undefined));

  await run(m.bundles, sql`insert into bundles (id, organization_id, course_id, creator_id, name, description, position) overriding system value
    select m.n, ${org}, ${t.courseId}::int, ${actor}, ${named('b', 'name', t, 'bundles')}, b.description, ${position('b', t.append.bundles)}
    from bundles b join ${pairs(m.bundles, 'm')} on m.o = b.id`);
  await run(m.topics, sql`insert into topics (id, organization_id, bundle_id, course_id, creator_id, name, shuffle_answers, shuffle_questions, questions_label, position)
    overriding system value
    select m.n, ${org}, coalesce(bm.n, ${t.bundleId}::int), ${t.courseId}::int, ${actor}, ${named('x', 'name', t, 'topics')}, x.shuffle_answers, x.shuffle_questions,
      x.questions_label, ${position('x', t.append.topics)}
    from topics x join ${pairs(m.topics, 'm')} on m.o = x.id left join ${pairs(m.bundles, 'bm')} on bm.o = x.bundle_id`);
  await run(m.lessons, sql`insert into lessons (id, organization_id, topic_id) overriding system value
    select m.n, ${org}, tm.n from lessons l join ${pairs(m.lessons, 'm')} on m.o = l.id join ${pairs(m.topics, 'tm')} on tm.o = l.topic_id`);
  await run(m.chapters, sql`insert into chapters (id, organization_id, topic_id, lesson_id, creator_id, type, title, content, sections, video_url,
      video_description, duration, position) overriding system value
    select m.n, ${org}, coalesce(tm.n, ${t.topicId}::int), coalesce(lm.n, ${t.lessonId}::int), ${actor}, c.type, ${named('c', 'title', t, 'chapters')}, c.content,
      c.sections, c.video_url, c.video_description, c.duration, ${position('c', t.append.chapters)}
    from chapters c join ${pairs(m.chapters, 'm')} on m.o = c.id left join ${pairs(m.topics, 'tm')} on tm.o = c.topic_id
      left join ${pairs(m.lessons, 'lm')} on lm.o = c.lesson_id`);
  await run(m.passages, sql`insert into passages (id, organization_id, topic_id, creator_id, title, content, content_html, sections, position, source,
      source_passage_id) overriding system value
    select m.n, ${org}, coalesce(tm.n, ${t.topicId}::int), ${actor}, p.title, p.content, p.content_html, p.sections, ${position('p', t.append.passages, t.order?.passages)},
      ${passageSource}, ${passageSourceId}
    from passages p join ${pairs(m.passages, 'm')} on m.o = p.id left join ${pairs(m.topics, 'tm')} on tm.o = p.topic_id`);
  // One statement: a copied question may follow another copied question (checked at its end).
  await run(m.questions, sql`insert into questions (id, organization_id, topic_id, passage_id, preceding_question_id, creator_id, position, type, content,
      content_html, sections, explanation, hint, points, shuffle_answers, quiz_title, exact_value_options, file_upload_option, source,
      source_question_id) overriding system value
    select m.n, ${org}, coalesce(tm.n, ${t.topicId}::int), coalesce(pm.n, case when ${t.keepsPassage}::boolean then q.passage_id end), qm.n, ${actor},
      ${position('q', t.append.questions, t.order?.questions)}, q.type, q.content, q.content_html, q.sections, q.explanation, q.hint, q.points, q.shuffle_answers,
      q.quiz_title, q.exact_value_options, q.file_upload_option, ${questionSource}, ${questionSourceId}
    from questions q join ${pairs(m.questions, 'm')} on m.o = q.id left join ${pairs(m.topics, 'tm')} on tm.o = q.topic_id
      left join ${pairs(m.passages, 'pm')} on pm.o = q.passage_id left join ${pairs(m.questions, 'qm')} on qm.o = q.preceding_question_id`);
  for (const [table, map] of [['question_categories', m.categories], ['question_groups', m.groups]] as const) {
    await run(map, sql`insert into ${sql.raw(table)} (id, organization_id, question_id, name, position) overriding system value
      select m.n, ${org}, qm.n, x.name, x.position from ${sql.raw(table)} x join ${pairs(map, 'm')} on m.o = x.id
        join ${pairs(m.questions, 'qm')} on qm.o = x.question_id`);
  }
  await run(m.answers, sql`insert into answers (id, organization_id, question_id, position, content, answer_type, media_id, correct, category_id, group_id, label)
    overriding system value
    select m.n, ${org}, qm.n, a.position, a.content, a.answer_type, coalesce(fm.n, a.media_id), a.correct, cm.n, gm.n, a.label
    from answers a join ${pairs(m.answers, 'm')} on m.o = a.id join ${pairs(m.questions, 'qm')} on qm.o = a.question_id
      left join ${pairs(m.files, 'fm')} on fm.o = a.media_id left join ${pairs(m.categories, 'cm')} on cm.o = a.category_id
      left join ${pairs(m.groups, 'gm')} on gm.o = a.group_id`);
  await run(m.premises, sql`insert into matching_premises (id, organization_id, question_id, content, position) overriding system value
    select m.n, ${org}, qm.n, x.content, x.position from matching_premises x join ${pairs(m.premises, 'm')} on m.o = x.id
      join ${pairs(m.questions, 'qm')} on qm.o = x.question_id`);
  await run(m.responses, sql`insert into matching_responses (id, organization_id, question_id, premise_id, content, position) overriding system value
    select m.n, ${org}, qm.n, pm.n, x.content, x.position from matching_responses x join ${pairs(m.responses, 'm')} on m.o = x.id
      join ${pairs(m.questions, 'qm')} on qm.o = x.question_id left join ${pairs(m.premises, 'pm')} on pm.o = x.premise_id`);
  await run(m.documents, sql`insert into lesson_documents (id, organization_id, lesson_id, uploaded_file_id, creator_id, name, position) overriding system value
    select m.n, ${org}, lm.n, coalesce(fm.n, d.uploaded_file_id), ${actor}, d.name, d.position
    from lesson_documents d join ${pairs(m.documents, 'm')} on m.o = d.id join ${pairs(m.lessons, 'lm')} on lm.o = d.lesson_id
      left join ${pairs(m.files, 'fm')} on fm.o = d.uploaded_file_id`);
  await run(m.links, sql`insert into link_attachments (id, organization_id, lesson_id, creator_id, name, url, position) overriding system value
    select m.n, ${org}, lm.n, ${actor}, x.name, x.url, x.position
    from link_attachments x join ${pairs(m.links, 'm')} on m.o = x.id join ${pairs(m.lessons, 'lm')} on lm.o = x.lesson_id`);
}

/** One UPDATE of `table` from a JSON list of {id, column…} (new ids), the columns typed as given. */
async function updateFrom(tx: Tx, table: string, columns: Record<string, 'text' | 'jsonb'>, values: Record<string, unknown>[]): Promise<void> {
  if (values.length === 0) return;
  const names = Object.keys(columns);
  const set = names.map((c) => `${c} = x.${c}`).join(', ');
  const shape = ['id int', ...names.map((c) => `${c} ${columns[c]}`)].join(', ');
  await tx.execute(sql`update ${sql.raw(table)} t set ${sql.raw(set)} from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(${sql.raw(shape)}) where t.id = x.id`);
}

/** The maps rewriteMedia reads (a move passes each id to itself: its rows keep their ids). */
export type MediaRowMaps = Pick<RowMaps, 'chapters' | 'passages' | 'questions' | 'answers' | 'premises' | 'responses'>;

/** The copies of rows that mention media point at the copied files (data-media-id and addresses). */
export async function rewriteMedia(tx: Tx, m: MediaRowMaps, media: MediaRows, map: MediaMap): Promise<void> {
  const html = (s: string) => rewriteHtml(s, map);
  const json = <T>(v: T) => rewriteJson(v, map);
  const copied = <R extends { id: number }>(list: R[], ids: IdMap) => list.filter((r) => ids.has(r.id));
  await updateFrom(tx, 'chapters', { content: 'text', sections: 'jsonb' }, copied(media.chapters, m.chapters).map((r) => ({ id: m.chapters.get(r.id), content: html(r.content), sections: json(r.sections) })));
  await updateFrom(tx, 'passages', { content_html: 'text', sections: 'jsonb' }, copied(media.passages, m.passages).map((r) => ({ id: m.passages.get(r.id), content_html: html(r.contentHtml), sections: json(r.sections) })));
  await updateFrom(
    tx,
    'questions',
    { content_html: 'text', sections: 'jsonb', explanation: 'jsonb', hint: 'jsonb' },
    copied(media.questions, m.questions).map((r) => ({ id: m.questions.get(r.id), content_html: html(r.contentHtml), sections: json(r.sections), explanation: json(r.explanation), hint: json(r.hint) })),
  );
  await updateFrom(tx, 'answers', { content: 'text' }, copied(media.answers, m.answers).map((r) => ({ id: m.answers.get(r.id), content: html(r.content) })));
  await updateFrom(tx, 'matching_premises', { content: 'text' }, copied(media.premises, m.premises).map((r) => ({ id: m.premises.get(r.id), content: html(r.content) })));
  await updateFrom(tx, 'matching_responses', { content: 'text' }, copied(media.responses, m.responses).map((r) => ({ id: m.responses.get(r.id), content: html(r.content) })));
}
