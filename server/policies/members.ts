// Who may see and change an organization's members on User Management (spec §6): every
// member who is neither restricted nor unapproved sees the list (publishers, editors and
// limited editors "view roles"; restricted users "cannot view members"); only
// administrators "change members' roles" (admin, restricted and approved flags, team places).
import type { OrganizationContext } from '../auth/actor.ts';
import { forbidden as refuse } from './verification.ts';

export type MemberAction = 'list' | 'update';

const messages: Record<MemberAction, { en: string; id: string }> = {
  list: {
    en: 'You cannot view the members of this organization.',
    id: 'Anda tidak dapat melihat anggota organisasi ini.',
  },
  update: {
    en: "Only administrators can change members' roles.",
    id: 'Hanya administrator yang dapat mengubah peran anggota.',
  },
};

export function canOnMembers(ctx: OrganizationContext, action: MemberAction): boolean {
  switch (action) {
    case 'list':
      return ctx.access.canViewMembers;
    case 'update':
      return ctx.access.canChangeRoles;
  }
}

export function authorizeMembers(ctx: OrganizationContext, action: MemberAction): void {
  if (!canOnMembers(ctx, action)) throw refuse(ctx, messages[action]);
}
