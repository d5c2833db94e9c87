// The spreadsheet importer's rows, set-based: every id is taken up front from its table's
// sequence, so parts point at their question and answers
// at their category or group before anything is written; then each table is written in
// multi-row INSERTs of ROWS_PER_STATEMENT rows, each row list sent as one jsonb parameter (so
// PostgreSQL's 65,535-parameter limit never applies), parents first so every foreign key holds
// at each statement. Between statements the event loop gets a turn: PGlite runs a statement on
// the serving thread and answers with a settled promise, so statements sent back to back would
// hold every other request for the whole import (seconds for 5,000 questions). The rows themselves come from questionWriterRows.ts, as the question
// editor's saves do.
import { setImmediate as turn } from 'node:timers/promises';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { answers, matchingPremises, matchingResponses, passages, questionCategories, questionGroups, questions } from '../db/schema/index.ts';
import type { PreparedPassage } from '../sanitize/passageContent.ts';
import { answerRows, keyIds, namedPartRows, premiseRows, questionRowValues, responseRows, type QuestionSave } from './questionWriterRows.ts';

/** Rows per INSERT: bounds one statement's JSON and how long it holds PGlite's thread (about 0.1 s on the baseline compiler, server/nodeFlags.ts). */
export const ROWS_PER_STATEMENT = 250;
/** Ids per sequence per statement, for the same reason. */
const IDS_PER_STATEMENT = 2_000;

const TABLES = {
  passages: 'passages',
  questions: 'questions',
  categories: 'question_categories',
  groups: 'question_groups',
  answers: 'answers',
  premises: 'matching_premises',
  responses: 'matching_responses',
} as const;
type Counts = Record<keyof typeof TABLES, number>;
export type IdLists = Record<keyof typeof TABLES, number[]>;

/** `counts` new ids from each table's sequence, a few thousand per statement. */
export async function allocateIds(tx: Tx, counts: Counts): Promise<IdLists> {
  const ids = {} as IdLists;
  for (const name of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
    ids[name] = [];
    for (let left = counts[name]; left > 0; left -= IDS_PER_STATEMENT) {
      const n = Math.min(left, IDS_PER_STATEMENT);
      const result = (await tx.execute(
        sql`select array(select nextval(pg_get_serial_sequence(${TABLES[name]}, 'id'))::int from generate_series(1, ${n}::int)) as ids`,
      )) as unknown as { rows: { ids: unknown }[] };
      ids[name].push(...idList(result.rows[0]!.ids));
      await turn();
    }
  }
  return ids;
}

// pg answers an int[] as an array; PGlite as well, but be safe with its text form.
const idList = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number) : String(value).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

type Table = typeof passages | typeof questions | typeof questionCategories | typeof questionGroups | typeof answers | typeof matchingPremises | typeof matchingResponses;

/** snake_case, as the database names the columns (client.ts casing). */
const columnName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Multi-row INSERTs of `rows` (ids given, so OVERRIDING SYSTEM VALUE), ROWS_PER_STATEMENT at a
 * time, each sent as ONE jsonb parameter read by jsonb_to_recordset with the table's column
 * types: no parameter limit, and far less work than binding every value on its own.
 */
async function insertChunked(tx: Tx, table: Table, rows: readonly Record<string, unknown>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table) as Record<string, { getSQLType(): string }>;
  const keys = Object.keys(rows[0]!);
  for (const key of keys) if (!columns[key]) throw new Error(`${getTableName(table)} has no column ${key}`);
  // The JSON keeps the rows' own (camelCase) keys: no copy of each row; the record's fields are named after them.
  const names = sql.raw(keys.map(columnName).join(', '));
  const fields = sql.raw(keys.map((key) => `"${key}"`).join(', '));
  const shape = sql.raw(keys.map((key) => `"${key}" ${columns[key]!.getSQLType()}`).join(', '));
  const tableName = sql.raw(getTableName(table));
  let statements = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT));
    await tx.execute(sql`insert into ${tableName} (${names}) overriding system value select ${fields} from jsonb_to_recordset(${json}::jsonb) as x(${shape})`);
    statements++;
    await turn();
  }
  return statements;
}

export interface PlacedQuestion {
  save: QuestionSave;
  /** The new passage it belongs to, or null. */
  passageId: number | null;
}

export interface RowPlace {
  organizationId: number;
  topicId: number;
  creatorId: number;
  /** The first free positions in the topic: new rows are appended from there, in the order given. */
  questionPosition: number;
  passagePosition: number;
}

/** How many part rows of each table the questions need (to allocate their ids). */
export function partCounts(list: readonly QuestionSave[]): Omit<Counts, 'passages' | 'questions'> {
  const counts = { categories: 0, groups: 0, answers: 0, premises: 0, responses: 0 };
  for (const { doc } of list) {
    counts.categories += doc.categories.length;
    counts.groups += doc.groups.length;
    counts.answers += doc.answers.length;
    counts.premises += doc.premises.length;
    counts.responses += doc.responses.length;
  }
  return counts;
}

/** Writes the passages and the questions with all their parts; answers the statements sent. */
export async function insertImportedRows(
  tx: Tx,
  place: RowPlace,
  ids: IdLists,
  passageRows: readonly PreparedPassage[],
  placed: readonly PlacedQuestion[],
): Promise<number> {
  const { organizationId, topicId, creatorId } = place;
  const next = (list: number[]) => {
    let i = 0;
    return () => list[i++]!;
  };
  const takeCategory = next(ids.categories);
  const takeGroup = next(ids.groups);
  const takeAnswer = next(ids.answers);
  const takePremise = next(ids.premises);
  const takeResponse = next(ids.responses);

  const rows = { questions: [] as Record<string, unknown>[], categories: [] as Record<string, unknown>[], groups: [] as Record<string, unknown>[] };
  const parts = { answers: [] as Record<string, unknown>[], premises: [] as Record<string, unknown>[], responses: [] as Record<string, unknown>[] };
  for (const [index, { save, passageId }] of placed.entries()) {
    if (index > 0 && index % ROWS_PER_STATEMENT === 0) await turn();
    const questionId = ids.questions[index]!;
    const owner = { organizationId, questionId };
    const { doc } = save;
    rows.questions.push({
      ...questionRowValues(save),
      id: questionId,
      organizationId,
      topicId,
      creatorId,
      passageId,
      precedingQuestionId: null,
      position: place.questionPosition + index,
    });
    const withIds = <R>(list: R[], take: () => number) => list.map((row) => ({ ...row, id: take() }));
    const categories = withIds(namedPartRows(owner, doc.categories), takeCategory);
    const groups = withIds(namedPartRows(owner, doc.groups), takeGroup);
    const premises = withIds(premiseRows(owner, doc), takePremise);
    rows.categories.push(...categories);
    rows.groups.push(...groups);
    parts.premises.push(...premises);
    const categoryIds = keyIds(doc.categories, (position) => categories[position]!.id);
    const groupIds = keyIds(doc.groups, (position) => groups[position]!.id);
    const premiseIds = keyIds(doc.premises, (position) => premises[position]!.id);
    parts.answers.push(...withIds(answerRows(owner, doc, categoryIds, groupIds), takeAnswer));
    parts.responses.push(...withIds(responseRows(owner, doc, premiseIds), takeResponse));
  }
  const passageValues = passageRows.map((p, index) => ({
    id: ids.passages[index]!,
    organizationId,
    topicId,
    creatorId,
    title: p.title,
    content: p.content,
    contentHtml: p.content_html,
    sections: p.sections,
    position: place.passagePosition + index,
  }));

  let statements = 0;
  statements += await insertChunked(tx, passages, passageValues);
  statements += await insertChunked(tx, questions, rows.questions);
  statements += await insertChunked(tx, questionCategories, rows.categories);
  statements += await insertChunked(tx, questionGroups, rows.groups);
  statements += await insertChunked(tx, answers, parts.answers);
  statements += await insertChunked(tx, matchingPremises, parts.premises);
  statements += await insertChunked(tx, matchingResponses, parts.responses);
  return statements;
}
