// Who may do what with an organization's course tags (grades and other tags) and subjects
// (spec §6): anyone who may view the organization's content reads them (the course forms
// and filters need them); creating and deleting needs tag management (the `tags` route
// guard of domain/access: the manage_tags feature and a role that may manage tags).
import { guardRoute } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import { forbidden as refuse } from './verification.ts';

export type TagAction = 'view' | 'manage';

const forbidden: Record<TagAction, { en: string; id: string }> = {
  view: {
    en: 'You do not have permission to view the tags of this organization.',
    id: 'Anda tidak memiliki izin untuk melihat tag organisasi ini.',
  },
  manage: {
    en: 'You do not have permission to manage the tags of this organization.',
    id: 'Anda tidak memiliki izin untuk mengelola tag organisasi ini.',
  },
};

export function canOnTags(ctx: OrganizationContext, action: TagAction): boolean {
  const org = { canImportLicenseQuestions: ctx.organization.canImportLicenseQuestions };
  switch (action) {
    case 'view':
      return guardRoute(ctx.access, org, 'content');
    case 'manage':
      return guardRoute(ctx.access, org, 'tags');
  }
}

export function authorizeTags(ctx: OrganizationContext, action: TagAction): void {
  if (!canOnTags(ctx, action)) throw refuse(ctx, forbidden[action]);
}
