// The spreadsheet importer on a real database: every question type with every part stored as the
// conversion prepared it (the editor's stored form: the library's guarantee, storedForm.test.ts
// and the import route's XSS test; not sanitized twice), appended after what the topic holds in the order given,
// passages linked; statements by the hundred rows, never one per row; all or nothing (a
// topic gone, a failure mid-write, an earlier run that completed the job).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, questionDocumentFields, type QuestionDocument } from '../../domain/schemas/questions.ts';
import { answers, passages, questions, topics } from '../db/schema/index.ts';
import { JobRefusal } from '../jobs/tracked.ts';
import { topicDocuments } from '../loaders/topicDocuments.ts';
import { fillTopic, makeUnit, makeCourse, makeTopic } from '../test/contentFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { countStatements } from '../test/queries.ts';
import { expectedStored, storedOf } from '../test/questionDocuments.ts';
import { ROWS_PER_STATEMENT } from './spreadsheetImporterRows.ts';
import { fullQuestion } from '../test/questionFactories.ts';
import { schoolApp } from '../test/schoolApp.ts';
import { AlreadyCompleted } from './publishingLocks.ts';
import { prepareQuestion } from '../sanitize/questionContent.ts';
import { importSpreadsheet, type ImportedQuestion, type SpreadsheetImportInput } from './spreadsheetImporter.ts';

/** A document as a conversion gives it: prepared as the editor's create route stores it. */
const doc = (type: (typeof QUESTION_TYPES)[number], extra: Partial<QuestionDocument> = {}): QuestionDocument => ({
  ...prepareQuestion(questionDocumentFields.parse(fullQuestion(type))),
  ...extra,
});

describe.each(testDatabaseKinds())('spreadsheet importer on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const topic = async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id });
    return makeTopic(t.db, await makeUnit(t.db, course), { creatorId: s.admin.id });
  };
  const completing = () => {
    const calls: Record<string, unknown>[] = [];
    return { calls, complete: async (_tx: unknown, result?: Record<string, unknown>) => (calls.push(result ?? {}), true) };
  };
  const input = (topicId: number, list: ImportedQuestion[], extra: Partial<SpreadsheetImportInput> = {}): SpreadsheetImportInput => ({
    topicId,
    organizationId: s.org.id,
    actorId: s.editor.id,
    questions: list,
    passages: [],
    skippedCount: 0,
    skipped: [],
    ...extra,
  });
  const rowsOf = async (topicId: number) => ({
    questions: (await t.db.select().from(questions).where(eq(questions.topicId, topicId))).length,
    passages: (await t.db.select().from(passages).where(eq(passages.topicId, topicId))).length,
  });

  it('writes every type with every part at the end of the topic, in order, as prepared, with its passage', async () => {
    const into = await topic();
    await fillTopic(t.db, into, { questions: 2, passages: 1 });
    const list = QUESTION_TYPES.map((type, i) => ({ sheet: type, row: i + 2, document: doc(type), passageKey: i === 1 ? 'p1' : null }));
    const job = completing();
    const { result } = await importSpreadsheet(
      t.db,
      input(into.id, list, {
        passages: [{ key: 'p1', title: 'Bacaan', contentHtml: '<p>Isi <b>bacaan</b></p>' }],
        skippedCount: 3,
        skipped: [{ sheet: 'Matching', row: 9, column: 'B', field: 'Question', message: 'Required.' }],
      }),
      job,
    );
    expect(job.calls).toEqual([result]);
    expect(result).toMatchObject({ topic_id: into.id, imported_count: 7, skipped_count: 3, skipped: [{ sheet: 'Matching', row: 9 }] });
    expect(result.imported.map((r) => [r.sheet, r.row, r.type])).toEqual(list.map((q) => [q.sheet, q.row, q.document.type]));

    const docs = (await topicDocuments(t.db, [into.id])).get(into.id)!;
    const added = docs.questions.slice(2);
    expect(added.map((q) => q.id)).toEqual(result.imported.map((r) => r.question_id));
    expect(docs.questions.map((q) => q.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [i, q] of added.entries()) {
      expect(storedOf(q), q.type).toEqual({ ...expectedStored(fullQuestion(q.type)), passage_id: i === 1 ? docs.passages[1]!.id : null });
    }
    expect(docs.passages.map((p) => p.position)).toEqual([0, 1]);
    expect(docs.passages[1]).toMatchObject({ title: 'Bacaan', content_html: '<p>Isi <b>bacaan</b></p>', questions_count: 1 });
    const [row] = await t.db.select().from(questions).where(eq(questions.id, added[3]!.id));
    expect(row).toMatchObject({ creatorId: s.editor.id, organizationId: s.org.id, status: 'unpublished', lockVersion: 0, source: 'own', precedingQuestionId: null });
  });

  it('sends a statement per ROWS_PER_STATEMENT rows of a table, never one per row', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ sheet: 'S', row: i + 2, document: doc(QUESTION_TYPES[i % 7]!), passageKey: null }));
    const small = await topic();
    const large = await topic();
    const few = await countStatements(t.database, () => importSpreadsheet(t.db, input(small.id, many(3)), completing()));
    const lots = await countStatements(t.database, () => importSpreadsheet(t.db, input(large.id, many(600)), completing()));
    expect(await rowsOf(large.id)).toEqual({ questions: 600, passages: 0 });
    const stored = await t.db.select({ id: answers.id }).from(answers).innerJoin(questions, eq(questions.id, answers.questionId)).where(eq(questions.topicId, large.id));
    expect(stored.length).toBeGreaterThan(1000);
    // 600 questions and their parts (seven tables) past ROWS_PER_STATEMENT: a few more
    // statements (one per ROWS_PER_STATEMENT rows of a table, a few ids statements), never one per row.
    expect(lots).toBeGreaterThan(few);
    expect(lots - few).toBeLessThanOrEqual(Math.ceil((600 + stored.length * 2) / ROWS_PER_STATEMENT) + 7);
  });

  it('writes nothing when the topic is gone or moved to another organization', async () => {
    const gone = await topic();
    await t.db.delete(topics).where(eq(topics.id, gone.id));
    const job = completing();
    await expect(importSpreadsheet(t.db, input(gone.id, [{ sheet: 'S', row: 2, document: doc('true_or_false'), passageKey: null }]), job)).rejects.toBeInstanceOf(JobRefusal);
    expect(job.calls).toEqual([]);
    const elsewhere = await topic();
    await expect(
      importSpreadsheet(t.db, input(elsewhere.id, [{ sheet: 'S', row: 2, document: doc('true_or_false'), passageKey: null }], { organizationId: s.org.id + 100_000 }), job),
    ).rejects.toMatchObject({ code: 'topic_gone' });
    expect(await rowsOf(elsewhere.id)).toEqual({ questions: 0, passages: 0 });
  });

  it('writes nothing when a row fails mid-write, or when an earlier run completed the job', async () => {
    const into = await topic();
    const list = [
      { sheet: 'S', row: 2, document: doc('multiple_choice'), passageKey: 'p' },
      // numeric(5,1): the questions statement fails after the passages one was sent.
      { sheet: 'S', row: 3, document: doc('true_or_false', { points: 1_000_000 }), passageKey: null },
    ];
    const passagesIn = [{ key: 'p', title: 'B', contentHtml: '<p>B</p>' }];
    await expect(importSpreadsheet(t.db, input(into.id, list, { passages: passagesIn }), completing())).rejects.toThrow();
    expect(await rowsOf(into.id)).toEqual({ questions: 0, passages: 0 });
    const done = { complete: async () => false };
    await expect(importSpreadsheet(t.db, input(into.id, list.slice(0, 1), { passages: passagesIn }), done)).rejects.toBeInstanceOf(AlreadyCompleted);
    expect(await rowsOf(into.id)).toEqual({ questions: 0, passages: 0 });
  });
});
