// Finishing an import the teacher reviewed (a document's questions, another tool's file): the
// questions kept, as edited in the Review, and the passages they name, written at the end of the
// topic in the order given, ALL OR NOTHING, in one transaction with the job's `result.imported`
// (a job's extraction is finished once).
//
// - The documents arrive checked and prepared by the route (the create route's §5 rules with the
//   organization's point setting, every rich-text field sanitized, media of this organization
//   only); the passages sanitized.
// - The write is the spreadsheet importer's (spreadsheetImporter.ts writeImport: the topic
//   locked, gone or moved → refused, every id at once, set-based INSERTs).
// - The job row is locked first (FOR UPDATE): a second finish of the same job waits, then finds
//   `imported` set and answers it instead of writing again.
// - `charge` runs in the same transaction before the write (the document quota): its refusal
//   writes nothing.
import { eq, sql } from 'drizzle-orm';
import type { QuestionDocument } from '../../domain/schemas/questions.ts';
import type { Db, Tx } from '../db/client.ts';
import { jobStatuses } from '../db/schema/index.ts';
import { prepareImport, recordImport, writeImport, type ImportedPassage } from './spreadsheetImporter.ts';

export interface FinishedQuestion {
  /** Prepared (sanitized, the parts its type uses) and checked against §5. */
  document: QuestionDocument;
  /** A key among `passages`, or null. */
  passageKey: string | null;
}

export interface ReviewedFinishInput {
  jobUuid: string;
  topicId: number;
  organizationId: number;
  actorId: number;
  questions: readonly FinishedQuestion[];
  /** Sanitized; only those a question names are written. */
  passages: readonly ImportedPassage[];
}

export interface ReviewedImportResult {
  topic_id: number;
  question_ids: number[];
  passage_ids: number[];
}

export interface ReviewedFinishOutcome {
  result: ReviewedImportResult;
  /** false: an earlier finish had imported it; this one wrote nothing. */
  written: boolean;
}

type Imported = { question_ids: number[]; passage_ids: number[] };

export async function finishReviewedImport(
  db: Db,
  input: ReviewedFinishInput,
  from: 'document' | 'interchange',
  charge?: (tx: Tx) => Promise<unknown>,
): Promise<ReviewedFinishOutcome> {
  const named = new Set(input.questions.map((q) => q.passageKey).filter((k): k is string => k !== null));
  const prepared = prepareImport({
    questions: input.questions.map((q) => ({ document: q.document, passageKey: q.passageKey })),
    passages: input.passages.filter((p) => named.has(p.key)),
  });
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ result: jobStatuses.result }).from(jobStatuses).where(eq(jobStatuses.uuid, input.jobUuid)).for('update');
    const extraction = row?.result as { imported?: Imported | null } | null | undefined;
    if (!extraction) throw new Error(`job ${input.jobUuid} has no extraction`);
    if (extraction.imported) return { result: { topic_id: input.topicId, ...extraction.imported }, written: false };
    await charge?.(tx);

    const { ids } = await writeImport(tx, input, prepared, input.questions.map((q) => q.passageKey));
    await recordImport(tx, input, prepared, from);
    const imported: Imported = { question_ids: ids.questions, passage_ids: ids.passages };
    await tx
      .update(jobStatuses)
      .set({ result: { ...extraction, imported }, updatedAt: sql`now()` })
      .where(eq(jobStatuses.uuid, input.jobUuid));
    return { result: { topic_id: input.topicId, ...imported }, written: true };
  });
}
