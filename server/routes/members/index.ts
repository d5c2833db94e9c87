// User Management (spec §2 "Other screens", §6): GET /content/organizations/{id}/members, one
// page of the members with their role, teams, approval and restricted state (search q by name
// or email, §5; 15 a page, totals in X-Pena-Count / X-Pena-Pages, §9), for every member who
// may view members; PUT /content/organizations/{id}/members/{userId} changes a member's admin,
// restricted and approved flags, administrators only. Team places change through
// POST /content/teams/{teamId}/{add|remove}_member/{userId} (routes/teams).
import { z } from 'zod';
import { COUNT_HEADER, PAGES_HEADER } from '../../../domain/constants.ts';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import { managedMemberSchema, memberParams, membersListSchema, membersQuery, updateMemberRequest } from '../../../domain/schemas/members.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { organizationContext } from '../../auth/scope.ts';
import { changeMember } from '../../commands/memberAdministrator.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizeMembers } from '../../policies/members.ts';
import { presentMember } from '../../presenters/members.ts';
import { findMember, listMembers } from '../../loaders/memberRecords.ts';

const replies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

const memberRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.get(
    '/content/organizations/:id/members',
    {
      onRequest: authenticate,
      schema: {
        tags: ['organizations'],
        summary: "The organization's members with role, teams, approval and restricted state, searched by name or email and paged (X-Pena-Count, X-Pena-Pages)",
        params: z.object({ id: idSchema }),
        querystring: membersQuery,
        response: { 200: membersListSchema, ...replies },
      },
    },
    async (request, reply) => {
      const org = await organizationContext(db, currentUser(request), request.params.id);
      authorizeMembers(org, 'list');
      const page = await listMembers(db, org, request.query);
      reply.header(COUNT_HEADER, String(page.count)).header(PAGES_HEADER, String(page.pages));
      return page.rows.map(presentMember);
    },
  );

  app.put(
    '/content/organizations/:id/members/:userId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['organizations'],
        summary: "Change a member's admin, restricted and approved flags (administrators only; the last administrator keeps theirs)",
        params: memberParams,
        body: updateMemberRequest,
        response: { 200: managedMemberSchema, ...replies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const org = await organizationContext(db, user, request.params.id);
      authorizeMembers(org, 'update');
      // A user outside the organization is another organization's record.
      if (!(await changeMember(db, org.organization.id, request.params.userId, request.body, user.id))) throw errors.notFound();
      const member = await findMember(db, org, request.params.userId);
      if (!member) throw errors.notFound();
      return presentMember(member);
    },
  );
};

export default memberRoutes;
