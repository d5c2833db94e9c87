// The copy job (spec §4: a course, a unit, or a copy of more than COPY_INLINE_LIMIT items runs
// in the background with progress): started by POST /content/copy with the client's request_id
// as its uuid, run by commands/contentCopier, all-or-nothing and idempotent (see there).
import type { CopyKind } from '../../../domain/schemas/copying.ts';
import { copyContent, copyFailed } from '../../commands/contentCopier/index.ts';
import { defineTrackedTask } from '../tracked.ts';

export interface CopyJobData {
  kind: CopyKind;
  id: number;
  target_id: number;
  include_linked_questions: boolean;
  actor_id: number;
  language: 'en' | 'id';
}

export const CopyTask = defineTrackedTask<CopyJobData>({
  name: 'copy',
  // Files first, then one transaction: minutes at most for a large course. A refusal is final;
  // other errors retry, and a retry after a commit finds the job completed and writes nothing.
  queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 },
  // §8: a copy that could not be finished says "Failed to copy <kind>. Please try again.".
  failureMessage: (data) => copyFailed(data.kind),
  handler: async (ctx, job, data) => {
    if (!ctx.storage) throw new Error('the copy job needs the files storage: start the queue with it');
    await copyContent(
      { db: ctx.database.db, storage: ctx.storage },
      {
        kind: data.kind,
        id: data.id,
        targetId: data.target_id,
        includeLinkedQuestions: data.include_linked_questions,
        actorId: data.actor_id,
        language: data.language,
      },
      job,
    );
  },
});
