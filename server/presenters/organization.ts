// Organization rows → API JSON (spec §3 field names). The only way organizations leave the server.
import type { OrganizationDetail, OrganizationSummary } from '../../domain/schemas/account.ts';
import type { OrganizationContext } from '../auth/actor.ts';

export function presentOrganization(ctx: OrganizationContext, organizationCount: number): OrganizationSummary {
  const { organization: o, access } = ctx;
  return {
    id: o.id,
    name: o.name,
    country_code: o.countryCode === 'PH' ? 'PH' : 'ID',
    verified: o.verified,
    is_provider: o.isProvider,
    use_teams_in_qcreate: o.useTeamsInQcreate,
    admin: access.admin,
    restricted: access.restricted,
    role: access.role,
    permissions: [...access.permissions],
    features: [...o.features],
    enable_autosave: o.enableAutosave,
    enable_point_system: o.enablePointSystem,
    enable_point_per_answer: o.enablePointPerAnswer,
    can_import_license_questions: o.canImportLicenseQuestions,
    has_multiple_organizations: organizationCount > 1,
    profile_image_url: o.profileImageUrl,
  };
}

export function presentOrganizationDetail(
  summary: OrganizationSummary,
  parts: Pick<OrganizationDetail, 'members' | 'teams' | 'course_tags' | 'subjects' | 'country_subjects'>,
): OrganizationDetail {
  return { ...summary, ...parts };
}
