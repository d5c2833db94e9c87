// Wire shapes of User Management (spec §2 "Other screens", §6): the organization's members
// with their role, teams, approval and restricted state, searched by name or email (§5 filter
// rule) and paged per §9 (15 a page; totals in X-Pena-Count / X-Pena-Pages), and an
// administrator's change of a member's admin, restricted and approved flags.
// GET /content/organizations/{id}/members, PUT /content/organizations/{id}/members/{userId}.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants.ts';
import { memberSchema, teamRoleSchema } from './account.ts';
import { idParam, INT4_MAX } from './primitives.ts';

export const memberParams = z.object({ id: idParam, userId: idParam });

export const membersQuery = z.object({
  /** Name or email; matched case-insensitively after stripping non-word characters (§5). */
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(FIRST_PAGE).max(INT4_MAX).default(FIRST_PAGE),
  per: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export type MembersQuery = z.infer<typeof membersQuery>;

/** A team the member is in (a member may be in several; they act with the strongest role). */
export const memberTeamSchema = z.object({ id: z.number(), name: z.string(), role: teamRoleSchema });

export const managedMemberSchema = memberSchema.extend({ teams: z.array(memberTeamSchema) });
export type ManagedMember = z.infer<typeof managedMemberSchema>;

export const membersListSchema = z.array(managedMemberSchema);

/** What an administrator changes (§6 "What each role may do"): at least one flag. */
export const updateMemberRequest = z
  .object({ admin: z.boolean().optional(), restricted: z.boolean().optional(), approved: z.boolean().optional() })
  .refine((body) => body.admin !== undefined || body.restricted !== undefined || body.approved !== undefined, {
    error: 'Give at least one of admin, restricted, approved',
    path: ['admin'],
  });
export type UpdateMemberRequest = z.infer<typeof updateMemberRequest>;
