// GET /content/organizations, GET and PUT /content/organizations/{id}.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  errorReply,
  idSchema,
  organizationDetail,
  organizationSummary,
  updateOrganizationRequest,
} from '../../../domain/schemas/account.ts';
import { organizationsOf, type ActorRef } from '../../auth/actor.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { selectOrganization } from '../../auth/selection.ts';
import type { RouteModule } from '../../context.ts';
import { organizations } from '../../db/schema/index.ts';
import { authorizeOrganization, canOnOrganization } from '../../policies/organizations.ts';
import { presentOrganization, presentOrganizationDetail } from '../../presenters/organization.ts';
import { organizationParts } from '../../loaders/organizationRecords.ts';

const params = z.object({ id: idSchema });

const organizationRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);

  async function detail(actor: ActorRef, organizationId: number) {
    const { contexts, selected: context } = await selectOrganization(ctx.db, actor, organizationId);
    authorizeOrganization(context, 'read');
    const parts = await organizationParts(ctx.db, context, canOnOrganization(context, 'view_members'));
    return presentOrganizationDetail(presentOrganization(context, contexts.length), parts);
  }

  app.get(
    '/content/organizations',
    {
      onRequest: authenticate,
      schema: {
        tags: ['organizations'],
        summary: "The signed-in user's organizations",
        response: { 200: z.array(organizationSummary), 401: errorReply },
      },
    },
    async (request) => {
      const contexts = await organizationsOf(ctx.db, currentUser(request));
      return contexts.map((c) => presentOrganization(c, contexts.length));
    },
  );

  app.get(
    '/content/organizations/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['organizations'],
        summary: 'One organization with members, teams, tags and subjects',
        params,
        response: { 200: organizationDetail, 401: errorReply, 404: errorReply },
      },
    },
    async (request) => detail(currentUser(request), request.params.id),
  );

  app.put(
    '/content/organizations/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['organizations'],
        summary: 'Switch the organization between teams and no teams (admins only)',
        params,
        body: updateOrganizationRequest,
        response: { 200: organizationDetail, 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { selected: context } = await selectOrganization(ctx.db, user, request.params.id);
      authorizeOrganization(context, 'update');
      await ctx.db
        .update(organizations)
        .set({ useTeamsInQcreate: request.body.use_teams_in_qcreate, updatedAt: new Date() })
        .where(eq(organizations.id, context.organization.id));
      // Read again by id: the organization the session loaded is the one before this update.
      return detail(user.id, context.organization.id);
    },
  );
};

export default organizationRoutes;
