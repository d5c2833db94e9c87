// Wire-shaped replies for component tests, built from the shared schemas' types.
import type { OrganizationDetail, OrganizationSummary, PublicConfig, SessionReply } from '../../domain/schemas/account.ts';

export function organization(overrides: Partial<OrganizationSummary> = {}): OrganizationSummary {
  return {
    id: 1,
    name: 'SMA Nusantara',
    country_code: 'ID',
    verified: true,
    is_provider: false,
    use_teams_in_qcreate: true,
    admin: true,
    restricted: false,
    role: 'admin',
    permissions: ['create', 'view', 'edit', 'publish'],
    features: ['manage_assessments', 'upload_question_bulk', 'upload_question_llm', 'manage_tags'],
    enable_autosave: true,
    enable_point_system: true,
    enable_point_per_answer: false,
    can_import_license_questions: true,
    has_multiple_organizations: false,
    profile_image_url: null,
    ...overrides,
  };
}

export function session(org: Partial<OrganizationSummary> = {}, user: Partial<SessionReply['user']> = {}): SessionReply {
  const summary = organization(org);
  return {
    user: {
      id: 1,
      email: 'admin@nusantara.sch.id',
      name: 'Siti Rahmawati',
      use_autosave: true,
      autosave_effective: true,
      administrable_organizations: [summary.id],
      profile_image_url: null,
      has_multiple_organizations: summary.has_multiple_organizations,
      role: summary.role,
      ...user,
    },
    organization: summary,
  };
}

export function organizationDetail(overrides: Partial<OrganizationDetail> = {}): OrganizationDetail {
  return {
    ...organization(),
    members: [
      { id: 1, email: 'admin@nusantara.sch.id', name: 'Siti Rahmawati', admin: true, approved: true, restricted: false, role: 'admin' },
      { id: 3, email: 'editor@nusantara.sch.id', name: 'Dewi Lestari', admin: false, approved: true, restricted: false, role: 'editor' },
    ],
    teams: [{ id: 1, name: 'Editor Kurikulum', role: 'editor', users: [{ id: 3, email: 'editor@nusantara.sch.id', name: 'Dewi Lestari' }] }],
    course_tags: [
      { id: 1, name: 'G10', type: 'grade', count: 0 },
      { id: 2, name: 'Kinder', type: 'grade', count: 2 },
      { id: 3, name: 'Remedial', type: 'other', count: 1 },
    ],
    subjects: [{ id: 1, name: 'Matematika', organization_id: 1 }],
    country_subjects: [{ id: 9, name: 'IPA', organization_id: null }],
    ...overrides,
  };
}

export const publicConfig: PublicConfig = {
  app_version: '3.19.0',
  forgot_password_url: { en: 'https://link.pena.id/en/forgot_password', id: 'https://link.pena.id/id/forgot_password' },
  support: { ID: { phone: '+62 21 5091 2345', email: 'halo@pena.id' }, PH: { phone: '+63 2 8876 5432', email: 'hello@pena.ph' } },
  sibling_products: [
    { key: 'link', url: 'https://link.pena.id' },
    { key: 'learn', url: 'https://learn.pena.id' },
  ],
  links: { terms: 'https://pena.id/terms', privacy: 'https://pena.id/privacy', contact: 'https://pena.id/contact' },
  provider_organization_id: 50,
};
