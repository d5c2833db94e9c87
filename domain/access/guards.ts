// Route guards and top-bar links (spec §2, §6). A failing guard is a permission error on the
// web and a 403 on the server. The verification gate (unverified organization → /unverified)
// is separate: it redirects rather than denies, so guardRoute does not look at `verified`.
import type { Access, OrganizationFacts } from './role.ts';

export const guardedRoutes = [
  'content',
  'tags',
  'teams',
  'publish',
  'unpublish',
  'import_provider',
  'import_organization',
  'import_excel',
  'import_document',
  'create_assessment',
  'activity',
  'organization_activity',
] as const;
export type GuardedRoute = (typeof guardedRoutes)[number];

const hasFeature = (access: Access, feature: Access['features'][number]) => access.features.includes(feature);

export function guardRoute(
  access: Access,
  org: Pick<OrganizationFacts, 'canImportLicenseQuestions'>,
  route: GuardedRoute,
): boolean {
  switch (route) {
    case 'content':
      return !access.restricted && access.canViewContent;
    case 'tags':
      return access.canManageTags;
    case 'teams':
      return !access.restricted;
    case 'publish':
    case 'unpublish':
      return access.canPublish;
    case 'import_provider':
      return access.canImport && org.canImportLicenseQuestions;
    case 'import_organization':
      return access.canImport;
    case 'import_excel':
      return access.canImport && hasFeature(access, 'upload_question_bulk');
    case 'import_document':
      return (
        access.canImport && hasFeature(access, 'upload_question_bulk') && hasFeature(access, 'upload_question_llm')
      );
    case 'create_assessment':
      return access.canCreate && hasFeature(access, 'manage_assessments');
    // A course's activity: those who publish it (admins and publishers, §6).
    case 'activity':
      return access.canPublish;
    // The organization's own events (members' roles): those who change roles, the admins.
    case 'organization_activity':
      return access.canChangeRoles;
  }
}

export type TopBarLinks = { courses: boolean; team: boolean; tags: boolean };

/** Courses, Team and Tags links: unrestricted users of a verified organization; Tags only for tag managers. */
export function topBarLinks(access: Access, org: Pick<OrganizationFacts, 'verified'>): TopBarLinks {
  const shown = org.verified && !access.restricted;
  return { courses: shown, team: shown, tags: shown && access.canManageTags };
}
