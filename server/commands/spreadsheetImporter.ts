// Writes a converted spreadsheet into a topic (spec §2 "Spreadsheet import: Convert, Import,
// Review", §5 "Upload types and sizes"): the passages and the valid rows' questions, with every
// part, appended at the end of the topic in the order given (sheet and row order), ALL OR
// NOTHING in one transaction that also marks the job completed (`job.complete(tx)`; false: an
// earlier run committed this import, so it rolls back and writes nothing twice).
//
// - The documents come from the spreadsheet library (server/readers/spreadsheet, through
//   storeSheetImages) already as the question editor's saves store them: the parts their type
//   uses, every rich-text field in the sanitizer's stored form (cell text escaped, never raw
//   HTML; that guarantee is the library's, tested in readers/spreadsheet/storedForm.test.ts
//   and through the import route). They are not sanitized a second time here: outside the
//   transaction only the links are dropped and the plain text taken.
// - Inside: the topic row is locked first (rowLocks.ts: a topic before its items), so appends
//   and reorders wait; a topic gone, or moved to another organization meanwhile, refuses the
//   import (JobRefusal) and nothing is written. Then every id, then multi-row INSERTs
//   (spreadsheetImporterRows.ts): one statement per ROWS_PER_STATEMENT rows of a table, with a
//   turn of the event loop between statements, whatever the number of rows.
// - writeImport is that write inside a caller's transaction: the document import's finish
//   (commands/documentImporter.ts) uses it with its own prepared, sanitized documents.
import { eq, sql } from 'drizzle-orm';
import type { Bilingual } from '../../domain/messages/index.ts';
import { CONVERSION_LIST_LIMIT, type SpreadsheetError, type SpreadsheetImportResult } from '../../domain/schemas/importing.ts';
import type { QuestionDocument } from '../../domain/schemas/questions.ts';
import type { Db, Tx } from '../db/client.ts';
import { topics } from '../db/schema/index.ts';
import { JobRefusal, type TrackedJob } from '../jobs/tracked.ts';
import { htmlToText } from '../../domain/rules/text.ts';
import type { PreparedPassage } from '../sanitize/passageContent.ts';
import { questionText } from '../sanitize/questionContent.ts';
import type { QuestionSave } from './questionWriterRows.ts';
import { AlreadyCompleted } from './publishingLocks.ts';
import { recordActivityOf } from './activityRecorder.ts';
import { recordVersionsOfRows, versionStatements } from './versionsOfRows.ts';
import { allocateIds, insertImportedRows, partCounts, type IdLists } from './spreadsheetImporterRows.ts';
import { refuseOverfullTopic } from './topicCapacity.ts';

/**
 * A converted row (server/readers/spreadsheet ConvertedQuestion, its images already stored):
 * its document prepared and in the sanitizer's stored form, as the library returns it.
 */
export interface ImportedQuestion {
  sheet: string;
  row: number;
  document: QuestionDocument;
  /** The passage it belongs to, by its key among the passages; null for none. */
  passageKey: string | null;
}

/** A converted passage (server/readers/spreadsheet ConvertedPassage), its HTML in the sanitizer's stored form. */
export interface ImportedPassage {
  key: string;
  title: string;
  contentHtml: string;
}

export interface SpreadsheetImportInput {
  topicId: number;
  /** The organization the file and its images were stored in: the topic must still be there. */
  organizationId: number;
  actorId: number;
  questions: readonly ImportedQuestion[];
  passages: readonly ImportedPassage[];
  /** The rows that will not be imported: their count and problems, for the result. */
  skippedCount: number;
  skipped: readonly SpreadsheetError[];
}

/** What the import marks completed; the inline route's job writes its row here. */
export type ImportJob = Pick<TrackedJob, 'complete'>;

/** §8-style refusal when the topic went away (deleted, or moved out of the organization) before the write. */
export const topicGoneMessage: Bilingual = {
  en: 'The topic no longer exists. Nothing was imported.',
  id: 'Topik ini sudah tidak ada. Tidak ada yang diimpor.',
};

export const topicGone = () => new JobRefusal('topic_gone', topicGoneMessage);

export interface Prepared {
  passages: PreparedPassage[];
  passageIndex: Map<string, number>;
  saves: QuestionSave[];
}

/**
 * The rows as written: the documents as the library prepared them (not sanitized again, see
 * above), a question without links of its own, the plain text of stems and passages.
 */
export function prepareImport(input: {
  questions: readonly Pick<ImportedQuestion, 'document' | 'passageKey'>[];
  passages: readonly ImportedPassage[];
}): Prepared {
  const passageIndex = new Map<string, number>();
  const prepared: PreparedPassage[] = [];
  for (const p of input.passages) {
    if (passageIndex.has(p.key)) continue;
    passageIndex.set(p.key, prepared.length);
    prepared.push({ title: p.title, content_html: p.contentHtml, sections: [], content: htmlToText(p.contentHtml) });
  }
  const saves = input.questions.map((q) => {
    const doc = { ...q.document, passage_id: null, preceding_question_id: null, succeeding_question_id: null };
    return { doc, content: questionText(doc) };
  });
  return { passages: prepared, passageIndex, saves };
}

/** The topic locked, in the expected organization; refused otherwise. */
async function lockImportTopic(tx: Tx, topicId: number, organizationId: number): Promise<void> {
  const [row] = await tx.select({ organizationId: topics.organizationId }).from(topics).where(eq(topics.id, topicId)).for('update');
  if (!row || row.organizationId !== organizationId) throw topicGone();
}

async function nextPositions(tx: Tx, topicId: number): Promise<{ questions: number; passages: number }> {
  const result = (await tx.execute(sql`select
      (select coalesce(max(position), -1) + 1 from questions where topic_id = ${topicId}::int)::int as questions,
      (select coalesce(max(position), -1) + 1 from passages where topic_id = ${topicId}::int)::int as passages`)) as unknown as {
    rows: { questions: number; passages: number }[];
  };
  const row = result.rows[0]!;
  return { questions: Number(row.questions), passages: Number(row.passages) };
}

/** The Review's result: counts, and the first CONVERSION_LIST_LIMIT rows and problems. */
function importResult(input: SpreadsheetImportInput, saves: readonly QuestionSave[], questionIds: readonly number[]): SpreadsheetImportResult {
  return {
    topic_id: input.topicId,
    imported_count: input.questions.length,
    skipped_count: input.skippedCount,
    imported: input.questions.slice(0, CONVERSION_LIST_LIMIT).map((q, i) => ({
      sheet: q.sheet,
      row: q.row,
      question_id: questionIds[i]!,
      type: saves[i]!.doc.type,
      stem_html: saves[i]!.doc.content_html,
      // What Review shows: options, keys and pictures (the stored files) as imported.
      document: saves[i]!.doc,
    })),
    skipped: input.skipped.slice(0, CONVERSION_LIST_LIMIT),
  };
}

export interface SpreadsheetImportOutcome {
  result: SpreadsheetImportResult;
  /** Statements the transaction sent (the benchmark and the set-based test read it). */
  statements: number;
}

/** Where prepared rows go: the topic, the organization it must still be in, their creator. */
export interface ImportTarget {
  topicId: number;
  organizationId: number;
  actorId: number;
}

/**
 * Inside the caller's transaction: locks the topic (refused when gone or moved, or when the rows
 * would take it past TOPIC_MAX_QUESTIONS), takes every id,
 * runs `beforeInsert` with them (e.g. the job's completion), then writes the passages and the
 * questions, `passageKeys[i]` naming question i's passage, at the end of the topic. Answers the
 * ids and the statements sent (`beforeInsert`'s not counted).
 */
export async function writeImport(
  tx: Tx,
  target: ImportTarget,
  prepared: Prepared,
  passageKeys: readonly (string | null)[],
  beforeInsert?: (ids: IdLists) => Promise<void>,
): Promise<{ ids: IdLists; statements: number }> {
  await lockImportTopic(tx, target.topicId, target.organizationId);
  await refuseOverfullTopic(tx, target.topicId, prepared.saves.length);
  const start = await nextPositions(tx, target.topicId);
  const ids = await allocateIds(tx, { passages: prepared.passages.length, questions: prepared.saves.length, ...partCounts(prepared.saves) });
  await beforeInsert?.(ids);
  const placed = prepared.saves.map((save, i) => {
    const key = passageKeys[i] ?? null;
    const index = key === null ? undefined : prepared.passageIndex.get(key);
    return { save, passageId: index === undefined ? null : ids.passages[index]! };
  });
  const place = {
    organizationId: target.organizationId,
    topicId: target.topicId,
    creatorId: target.actorId,
    questionPosition: start.questions,
    passagePosition: start.passages,
  };
  const written = await insertImportedRows(tx, place, ids, prepared.passages, placed);
  // Each imported question and passage starts its history with the version it came in as.
  const at = new Date();
  await recordVersionsOfRows(tx, { kind: 'imported', itemType: 'question', ids: ids.questions, authorId: target.actorId, at });
  await recordVersionsOfRows(tx, { kind: 'imported', itemType: 'passage', ids: ids.passages, authorId: target.actorId, at });
  return { ids, statements: written + 4 + versionStatements(ids.questions.length) + versionStatements(ids.passages.length) };
}

/** The course feed's one line for an import: the topic it went into and how much came. */
export async function recordImport(tx: Tx, target: ImportTarget, prepared: Prepared, from: 'spreadsheet' | 'document' | 'interchange'): Promise<void> {
  const details = { questions: prepared.saves.length, passages: prepared.passages.length, from };
  await recordActivityOf(tx, 'topic', target.topicId, { actorId: target.actorId, kind: 'imported', details });
}

/** Imports everything or nothing; AlreadyCompleted when an earlier run committed this job. */
export async function importSpreadsheet(db: Db, input: SpreadsheetImportInput, job: ImportJob): Promise<SpreadsheetImportOutcome> {
  const prepared = prepareImport(input);
  return db.transaction(async (tx) => {
    let result: SpreadsheetImportResult | undefined;
    const { statements } = await writeImport(
      tx,
      input,
      prepared,
      input.questions.map((q) => q.passageKey),
      async (ids) => {
        result = importResult(input, prepared.saves, ids.questions);
        if (!(await job.complete(tx, result))) throw new AlreadyCompleted();
      },
    );
    await recordImport(tx, input, prepared, 'spreadsheet');
    return { result: result!, statements: statements + 1 };
  });
}
