// Importing chosen questions and passages of another organization into a topic (spec §2 "Import
// questions from an organization or the test bank", §6;
// docs/product/design.md#what-is-imported-from-the-test-bank-is-a-read-only-reference): the
// copier's selection copy (contentCopier/selection.ts) at the end of the topic, in the order
// asked, a passage with all its questions, media copied under the topic's organization.
// - From another organization of the actor: independent copies that record the original's id
//   (source_question_id / source_passage_id), as references do, so a later import can tell what
//   the topic already holds (loaders/importSource.ts alreadyInTopic).
// - From the provider (its test bank or courses): only what it published, and the copies are
//   read-only references (source 'provider', source_question_id / source_passage_id).
// All or nothing, never twice for one job (the copier's two steps, run.ts).
import type { ImportQuestionsResult } from '../../domain/schemas/importing.ts';
import type { Db } from '../db/client.ts';
import type { JobMessage } from '../jobs/tracked.ts';
import { copySelection, type CopyContext, type CopyJob } from './contentCopier/index.ts';
import { selectionRows } from './contentCopier/selection.ts';

/** §8 "Create, update and delete failures": "Failed to import questions. Please try again." */
export const importFailed: JobMessage = {
  en: 'Failed to import questions. Please try again.',
  id: 'Gagal mengimpor soal. Silakan coba lagi.',
};

const importGone: JobMessage = {
  en: 'Failed to import questions. The questions or the topic they were being imported into no longer exist.',
  id: 'Gagal mengimpor soal. Soal atau topik tujuannya sudah tidak ada.',
};

const importChanged: JobMessage = {
  en: 'Failed to import questions. They changed while they were being imported. Please try again.',
  id: 'Gagal mengimpor soal. Soalnya berubah saat sedang diimpor. Silakan coba lagi.',
};

export interface ImportInput {
  sourceOrganizationId: number;
  /** The source is the provider: published items only, imported as read-only references. */
  provider: boolean;
  questionIds: readonly number[];
  passageIds: readonly number[];
  topicId: number;
  actorId: number;
}

/** The source's questions the import would write, in order, and their topics; null when an id is not the source's (or not published by the provider). */
export async function importSelection(db: Db, input: ImportInput) {
  return selectionRows(db, { sourceOrganizationId: input.sourceOrganizationId, questionIds: input.questionIds, passageIds: input.passageIds, publishedOnly: input.provider });
}

export async function importQuestions(ctx: CopyContext, input: ImportInput, job?: CopyJob): Promise<ImportQuestionsResult> {
  return copySelection(
    ctx,
    {
      sourceOrganizationId: input.sourceOrganizationId,
      questionIds: input.questionIds,
      passageIds: input.passageIds,
      targetTopicId: input.topicId,
      actorId: input.actorId,
      publishedOnly: input.provider,
      asSource: input.provider ? 'provider' : 'import',
      gone: importGone,
      changed: importChanged,
    },
    (r) => ({ topic_id: r.topicId, question_ids: r.questionIds, passage_ids: r.passageIds, read_only: input.provider }),
    job,
  );
}
