// Version history of pages, questions and passages (docs/product/design.md#version-history):
// GET …/{id}/versions (newest first, paged per §9, totals in X-Pena-Count / X-Pena-Pages),
// GET …/{id}/versions/{versionId}, and POST …/{id}/versions/{versionId}/restore, which saves
// the version's document back through the item's own conflict-safe save: a stale
// lock_version answers 409 with the item as stored, and the restore becomes a new version on
// top. Whoever may view the item sees its history; whoever may edit it may restore (provider
// items are read-only, so never). A version that no longer passes today's rules answers 422.
import { COUNT_HEADER, PAGES_HEADER } from '../../../domain/constants.ts';
import { errorReply } from '../../../domain/schemas/account.ts';
import { restoreVersionRequest, versionListQuery, versionListSchema, versionParams, versionSchema } from '../../../domain/schemas/history.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { restoredFrom } from '../../commands/versionMark.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { presentVersion, presentVersionSummary } from '../../presenters/version.ts';
import { findVersion, listVersions } from '../../queries/itemVersions.ts';
import { pageParams } from '../pages/schema.ts';
import { versionedItems } from './versionedItems.ts';
import { zodFields } from './zodFields.ts';

const replies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

const historyRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  for (const item of versionedItems) {
    const of = (organizationId: number, itemId: number) => ({ organizationId, itemType: item.itemType, itemId });

    app.get(
      `${item.path}/:id/versions`,
      {
        onRequest: authenticate,
        schema: {
          tags: [item.tag],
          summary: `The ${item.itemType}'s versions, newest first (paged; X-Pena-Count, X-Pena-Pages)`,
          params: pageParams,
          querystring: versionListQuery,
          response: { 200: versionListSchema, ...replies },
        },
      },
      async (request, reply) => {
        const loaded = await item.load(db, currentUser(request), request.params.id);
        loaded.authorize('view');
        const page = await listVersions(db, of(loaded.organizationId, request.params.id), request.query);
        reply.header(COUNT_HEADER, String(page.count)).header(PAGES_HEADER, String(page.pages));
        return page.rows.map(presentVersionSummary);
      },
    );

    app.get(
      `${item.path}/:id/versions/:versionId`,
      {
        onRequest: authenticate,
        schema: { tags: [item.tag], summary: `One version of the ${item.itemType}, with its document`, params: versionParams, response: { 200: versionSchema, ...replies } },
      },
      async (request) => {
        const loaded = await item.load(db, currentUser(request), request.params.id);
        loaded.authorize('view');
        const version = await findVersion(db, of(loaded.organizationId, request.params.id), request.params.versionId);
        if (!version) throw errors.notFound();
        return presentVersion(version);
      },
    );

    app.post(
      `${item.path}/:id/versions/:versionId/restore`,
      {
        onRequest: authenticate,
        schema: {
          tags: [item.tag],
          summary: `Restore a version of the ${item.itemType} as a new version on top; a stale lock_version answers 409 with the stored ${item.itemType}`,
          params: versionParams,
          body: restoreVersionRequest,
          response: { 200: item.reply, 409: item.conflictReply, ...replies },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { id, versionId } = request.params;
        const loaded = await item.load(db, user, id);
        loaded.authorize('update');
        const version = await findVersion(db, of(loaded.organizationId, id), versionId);
        if (!version) throw errors.notFound();
        const document = item.documentSchema.safeParse(version.document);
        if (!document.success) throw errors.unprocessable(zodFields(document.error));
        const source = { item_type: item.itemType, item_id: id, version_id: version.id };
        return loaded.restore(document.data, request.body.lock_version, restoredFrom(source));
      },
    );
  }
};

export default historyRoutes;
