// Who may change an organization's teams (spec §6): admins add and remove members, and so
// change members' roles by moving them between teams. Everyone else is refused.
import type { OrganizationContext } from '../auth/actor.ts';
import { forbidden as refuse } from './verification.ts';

export type TeamAction = 'manage_members';

const forbidden = {
  en: 'Only administrators can change the members of a team.',
  id: 'Hanya administrator yang dapat mengubah anggota tim.',
};

export function canOnTeam(ctx: OrganizationContext, action: TeamAction): boolean {
  switch (action) {
    case 'manage_members':
      return ctx.access.canManageTeams;
  }
}

export function authorizeTeam(ctx: OrganizationContext, action: TeamAction): void {
  if (!canOnTeam(ctx, action)) throw refuse(ctx, forbidden);
}
