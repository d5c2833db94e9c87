// POST /content/topics/{id}/interchange_import/{uuid}/finish: in the Review the teacher keeps or
// drops each question and may edit one, then imports the kept ones into the topic, all or
// nothing. A question sent by key alone is taken as the Review received it (the job's result);
// one sent with a document is taken as edited. Only the actor's own completed
// 'interchange_import' job for this topic is finished (any other uuid answers 404).
//
// Each question is checked as the create route checks it (prepared, sanitized, the §5 rules with
// the organization's point setting, media of this organization only); a key the extraction does
// not hold, or one sent twice, is a 422 naming it. Every problem answers one 422 with field
// paths `questions.N.document.<path>` (N the question's index in the request). Then everything
// is written in one transaction with the job's result.imported
// (commands/reviewedImportFinisher.ts); a repeat answers the first outcome and imports nothing twice.
import { msg } from '../../../domain/messages/index.ts';
import { fieldErrors } from '../../../domain/rules/issues.ts';
import type { MediaReference } from '../../../domain/rules/media.ts';
import { questionIssues } from '../../../domain/rules/questionRules.ts';
import { finishInterchangeImportRequest, interchangeImportResultSchema } from '../../../domain/schemas/interchange.ts';
import { questionDocumentFields } from '../../../domain/schemas/questions.ts';
import { passageDocumentSchema } from '../../../domain/schemas/content.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { finishReviewedImport, type FinishedQuestion } from '../../commands/reviewedImportFinisher.ts';
import type { ImportedPassage } from '../../commands/spreadsheetImporter.ts';
import { checkTopicRoom } from '../../commands/topicCapacity.ts';
import type { RouteModule } from '../../context.ts';
import { AppError, errors } from '../../errors.ts';
import { JobRefusal } from '../../jobs/tracked.ts';
import { findCompletedInterchangeImport, loadInterchangeTopic } from '../../loaders/interchangeImport.ts';
import { mapInTurns } from '../../interchange/inTurns.ts';
import { checkMediaReferences } from '../../queries/mediaReferences.ts';
import { passageMedia, preparePassage } from '../../sanitize/passageContent.ts';
import { prepareQuestion, questionMedia } from '../../sanitize/questionContent.ts';
import { finishParams, interchangeErrorReplies } from './schema.ts';

export const finishRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.post(
    '/content/topics/:id/interchange_import/:uuid/finish',
    {
      onRequest: authenticateHook(db),
      // Thousands of keys, and the few questions edited in the Review.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['interchange'],
        summary: 'Finish an interchange import: the kept questions (edited ones whole) appended to the topic, all or nothing; a repeat answers the first outcome',
        params: finishParams,
        body: finishInterchangeImportRequest,
        response: { 200: interchangeImportResultSchema, ...interchangeErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { topic, ctx: org } = await loadInterchangeTopic(db, user, request.params.id);
      const { extraction } = await findCompletedInterchangeImport(db, request.params.uuid, user.id, topic);
      if (extraction.imported) return { topic_id: topic.id, ...extraction.imported };

      const extracted = new Map(extraction.questions.map((q) => [q.key, q]));
      const seen = new Set<string>();
      const fields: Record<string, string> = {};
      const media: MediaReference[] = [];
      const questions: FinishedQuestion[] = [];
      await mapInTurns(request.body.questions, (q, i) => {
        const source = extracted.get(q.key);
        if (!source || seen.has(q.key)) {
          fields[`questions.${i}.key`] ??= msg('invalid');
          return;
        }
        seen.add(q.key);
        const parsed = q.document ?? questionDocumentFields.safeParse(source.document).data;
        if (!parsed) {
          fields[`questions.${i}.document`] ??= msg('invalid');
          return;
        }
        const document = prepareQuestion({ ...parsed, passage_id: null, preceding_question_id: null, succeeding_question_id: undefined });
        const prefix = `questions.${i}.document.`;
        for (const [path, message] of Object.entries(fieldErrors(questionIssues(document, { pointsEnabled: org.organization.enablePointSystem })))) {
          fields[`${prefix}${path}`] ??= message;
        }
        media.push(...questionMedia(document).map((r) => ({ ...r, path: `${prefix}${r.path}` })));
        questions.push({ document, passageKey: source.passage_key });
      });
      if (Object.keys(fields).length > 0) throw errors.unprocessable(fields);

      const named = new Set(questions.map((q) => q.passageKey));
      const passages: ImportedPassage[] = [];
      for (const p of extraction.passages) {
        if (!named.has(p.key)) continue;
        const checked = passageDocumentSchema.safeParse({ title: p.title, content_html: p.content_html });
        if (!checked.success) {
          for (const issue of checked.error.issues) fields[`passages.${p.key}.${issue.path.join('.')}`] ??= issue.message;
          continue;
        }
        const prepared = preparePassage(checked.data);
        media.push(...passageMedia(prepared).map((r) => ({ ...r, path: `passages.${p.key}.${r.path}` })));
        passages.push({ key: p.key, title: prepared.title, contentHtml: prepared.content_html });
      }
      if (Object.keys(fields).length > 0) throw errors.unprocessable(fields);
      await checkMediaReferences(db, topic.organizationId, media);
      await checkTopicRoom(db, topic.id, questions.length, 'questions');
      try {
        const { result } = await finishReviewedImport(
          db,
          { jobUuid: request.params.uuid, topicId: topic.id, organizationId: topic.organizationId, actorId: user.id, questions, passages },
          'interchange',
        );
        return result;
      } catch (error) {
        // The topic was deleted or moved away meanwhile.
        if (error instanceof JobRefusal) throw new AppError('unprocessable_entity', { message: error.messages });
        throw error;
      }
    },
  );
};
