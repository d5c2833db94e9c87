// Finishing a document import (spec §2 "Import from document, AI flow: Upload, Processing,
// Review", §4 "Document import steps"): the questions the teacher kept, as edited in the
// Review, and the passages they name, written at the end of the topic in the order given, ALL
// OR NOTHING, in one transaction with the job's `result.imported` (the extraction is finished
// once).
//
// The write, and finishing once, are reviewedImportFinisher.ts's (shared with the interchange
// import). The document is charged to the school's quota here, in the same transaction (documents/
//   quota.ts chargeImport): what is imported costs, an abandoned Review costs nothing, and a
//   repeated finish never charges twice. A balance or a member's share used up meanwhile refuses
//   the finish (QuotaRefusal) and writes nothing.
import type { Db } from '../db/client.ts';
import { chargeImport } from '../documentImport/quota.ts';
import { finishReviewedImport, type ReviewedFinishInput, type ReviewedFinishOutcome } from './reviewedImportFinisher.ts';

export type { FinishedQuestion } from './reviewedImportFinisher.ts';

export interface DocumentFinishInput extends ReviewedFinishInput {
  /** The quota's configuration: a new school's limit, the member's share (null: a third of the school's limit). */
  quota: { defaultLimit: number; memberShare: number | null };
}

export type DocumentFinishOutcome = ReviewedFinishOutcome;

export async function finishDocumentImport(db: Db, input: DocumentFinishInput): Promise<DocumentFinishOutcome> {
  return finishReviewedImport(db, input, 'document', (tx) =>
    chargeImport(tx, { organizationId: input.organizationId, userId: input.actorId, jobUuid: input.jobUuid, ...input.quota }),
  );
}
