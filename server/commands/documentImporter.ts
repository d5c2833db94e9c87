// Finishing a document import (spec §2 "Import from document, AI flow: Upload, Processing,
// Review", §4 "Document import steps"): the questions the teacher kept, as edited in the
// Review, and the passages they name, written at the end of the topic in the order given, ALL
// OR NOTHING, in one transaction with the job's `result.imported` (the extraction is finished
// once).
//
// - The documents arrive checked and prepared by the route (routes/documentImport/finish.ts: the
//   create route's §5 rules with the organization's point setting, every rich-text field
//   sanitized, media of this organization only); the passages sanitized.
// - The write is the spreadsheet importer's (spreadsheetImporter.ts writeImport: the topic
//   locked, gone or moved → refused, every id at once, set-based INSERTs).
// - The job row is locked first (FOR UPDATE): a second finish of the same job waits, then finds
//   `imported` set and answers it instead of writing again.
// - The document is charged to the school's quota here, in the same transaction (documents/
//   quota.ts chargeImport): what is imported costs, an abandoned Review costs nothing, and a
//   repeated finish never charges twice. A balance or a member's share used up meanwhile refuses
//   the finish (QuotaRefusal) and writes nothing.
import { eq, sql } from 'drizzle-orm';
import type { DocumentExtraction, DocumentImportResult } from '../../domain/schemas/documents.ts';
import type { Db } from '../db/client.ts';
import { jobStatuses } from '../db/schema/index.ts';
import { chargeImport } from '../documentImport/quota.ts';
import { prepareImport, recordImport, writeImport, type ImportedPassage } from './spreadsheetImporter.ts';
import type { QuestionDocument } from '../../domain/schemas/questions.ts';

export interface FinishedQuestion {
  /** Prepared (sanitized, the parts its type uses) and checked against §5. */
  document: QuestionDocument;
  /** A key among `passages`, or null. */
  passageKey: string | null;
}

export interface DocumentFinishInput {
  jobUuid: string;
  topicId: number;
  organizationId: number;
  actorId: number;
  questions: readonly FinishedQuestion[];
  /** Sanitized; only those a question names are written. */
  passages: readonly ImportedPassage[];
  /** The quota's configuration: a new school's limit, the member's share (null: a third of the school's limit). */
  quota: { defaultLimit: number; memberShare: number | null };
}

export interface DocumentFinishOutcome {
  result: DocumentImportResult;
  /** false: an earlier finish had imported it; this one wrote nothing. */
  written: boolean;
}

const resultOf = (topicId: number, imported: NonNullable<DocumentExtraction['imported']>): DocumentImportResult => ({
  topic_id: topicId,
  question_ids: imported.question_ids,
  passage_ids: imported.passage_ids,
});

export async function finishDocumentImport(db: Db, input: DocumentFinishInput): Promise<DocumentFinishOutcome> {
  const named = new Set(input.questions.map((q) => q.passageKey).filter((k): k is string => k !== null));
  const prepared = prepareImport({
    questions: input.questions.map((q) => ({ document: q.document, passageKey: q.passageKey })),
    passages: input.passages.filter((p) => named.has(p.key)),
  });
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ result: jobStatuses.result }).from(jobStatuses).where(eq(jobStatuses.uuid, input.jobUuid)).for('update');
    const extraction = row?.result as DocumentExtraction | null | undefined;
    if (!extraction) throw new Error(`document_import job ${input.jobUuid} has no extraction`);
    if (extraction.imported) return { result: resultOf(input.topicId, extraction.imported), written: false };
    await chargeImport(tx, { organizationId: input.organizationId, userId: input.actorId, jobUuid: input.jobUuid, ...input.quota });

    const { ids } = await writeImport(tx, input, prepared, input.questions.map((q) => q.passageKey));
    await recordImport(tx, input, prepared, 'document');
    const imported = { question_ids: ids.questions, passage_ids: ids.passages };
    await tx
      .update(jobStatuses)
      .set({ result: { ...extraction, imported }, updatedAt: sql`now()` })
      .where(eq(jobStatuses.uuid, input.jobUuid));
    return { result: resultOf(input.topicId, imported), written: true };
  });
}
