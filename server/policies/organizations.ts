// Who may do what to an organization (spec §6). The only place for these decisions.
import type { OrganizationContext } from '../auth/actor.ts';
import { forbidden } from './verification.ts';

export type OrganizationAction = 'read' | 'update' | 'view_members' | 'manage_teams';

export function canOnOrganization(ctx: OrganizationContext, action: OrganizationAction): boolean {
  switch (action) {
    case 'read':
      return true; // any member sees the organization itself
    case 'view_members':
      return ctx.access.canViewMembers;
    case 'update':
    case 'manage_teams':
      return ctx.access.admin;
  }
}

export function authorizeOrganization(ctx: OrganizationContext, action: OrganizationAction): void {
  if (!canOnOrganization(ctx, action)) throw forbidden(ctx);
}
