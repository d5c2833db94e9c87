// The question import job (spec §2 "Import questions from an organization or the test bank",
// with progress for large selections): started by POST /content/topics/{id}/import_questions
// when the selection holds more than IMPORT_INLINE_LIMIT questions, with the client's
// request_id as its uuid; run by commands/questionImporter, all-or-nothing and idempotent
// (contentCopier/run.ts). The actor's rights are checked again as the route checks them
// (actorRecheck.ts): the topic, the source, and policies/importing.ts; lost since, the job
// fails and writes nothing.
import { importFailed, importQuestions } from '../../commands/questionImporter.ts';
import { authorizeImportInto } from '../../policies/importing.ts';
import { resolveImportSource } from '../../loaders/resolveImportSource.ts';
import { defineTrackedTask } from '../tracked.ts';
import { recheckTopicActor } from './actorRecheck.ts';

export interface ImportQuestionsJobData {
  source_organization_id: number;
  provider: boolean;
  question_ids: number[];
  passage_ids: number[];
  topic_id: number;
  actor_id: number;
}

export const ImportQuestionsTask = defineTrackedTask<ImportQuestionsJobData>({
  name: 'import_questions',
  // Files first, then one transaction. A refusal is final; other errors retry, and a retry
  // after a commit finds the job completed and writes nothing.
  queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 },
  // §8: "Failed to import questions. Please try again."
  failureMessage: () => importFailed,
  handler: async (ctx, job, data) => {
    if (!ctx.storage) throw new Error('the import job needs the files storage: start the queue with it');
    const db = ctx.database.db;
    await recheckTopicActor(db, data.actor_id, data.topic_id, async ({ topic, ctx: org, share }) => {
      const source = await resolveImportSource(db, data.actor_id, data.source_organization_id, topic.organizationId);
      authorizeImportInto(source.kind, org, data.actor_id, topic, share);
    });
    await importQuestions(
      { db, storage: ctx.storage },
      {
        sourceOrganizationId: data.source_organization_id,
        provider: data.provider,
        questionIds: data.question_ids,
        passageIds: data.passage_ids,
        topicId: data.topic_id,
        actorId: data.actor_id,
      },
      job,
    );
  },
});
