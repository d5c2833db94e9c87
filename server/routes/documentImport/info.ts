// GET /content/topics/{id}/document_import (spec §2 "Import from document, AI flow: Upload,
// Processing, Review" (Upload), §3 "Other entities" (document quota)): what the upload step
// shows: the school's quota (made on first look, recharged when its semester has passed:
// documentImport/quota.ts), the member's own share of it, and which extractor reads the questions.
import { documentImportInfoSchema } from '../../../domain/schemas/documents.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { currentQuota, memberQuota, presentQuota } from '../../documentImport/quota.ts';
import { extractorInfo } from '../../readers/documents/extract/index.ts';
import { loadDocumentTopic } from '../../loaders/documentImport.ts';
import { documentErrorReplies, topicParams } from './schema.ts';

export const infoRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.get(
    '/content/topics/:id/document_import',
    {
      onRequest: authenticateHook(db),
      schema: {
        tags: ['documents'],
        summary: 'The school’s document quota and the extractor in use, for importing questions from a document into the topic',
        params: topicParams,
        response: { 200: documentImportInfoSchema, ...documentErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { topic } = await loadDocumentTopic(db, user, request.params.id);
      const quota = await currentQuota(db, topic.organizationId, ctx.config.documentImport.quotaLimit);
      const member = await memberQuota(db, quota, user.id, ctx.config.documentImport.memberShare);
      return { quota: presentQuota(quota), member_quota: member, ...extractorInfo(ctx.config) };
    },
  );
};
