import { describe, expect, it } from 'vitest';
import type { TeamRole } from '../schemas/account.ts';
import { guardRoute, guardedRoutes, topBarLinks } from './guards.ts';
import type { GuardedRoute } from './guards.ts';
import { deriveAccess } from './role.ts';
import type { MembershipFacts, OrganizationFacts } from './role.ts';

type Who = 'admin' | 'member' | TeamRole | 'no_role' | 'restricted' | 'unapproved';

const membershipOf = (who: Who): MembershipFacts => {
  const base: MembershipFacts = { admin: false, approved: true, restricted: false, teamRole: null };
  switch (who) {
    case 'admin':
      return { ...base, admin: true };
    case 'member':
    case 'no_role':
      return base;
    case 'restricted':
      return { ...base, restricted: true, teamRole: 'publisher' };
    case 'unapproved':
      return { ...base, approved: false, teamRole: 'publisher' };
    default:
      return { ...base, teamRole: who };
  }
};

const orgFor = (who: Who, features: string[], canImportLicenseQuestions = false, verified = true): OrganizationFacts => ({
  useTeams: who !== 'member',
  features,
  verified,
  canImportLicenseQuestions,
  isProvider: false,
});

const check = (route: GuardedRoute, who: Who, features: string[] = [], license = false) => {
  const o = orgFor(who, features, license);
  return guardRoute(deriveAccess(o, membershipOf(who)), o, route);
};

const bulk = 'upload_question_bulk';
const llm = 'upload_question_llm';

describe('guardRoute', () => {
  it.each<[GuardedRoute, Who, string[], boolean, boolean]>([
    // route, who, features, can_import_license_questions, expected
    ['content', 'admin', [], false, true],
    ['content', 'member', [], false, true],
    ['content', 'limited_editor', [], false, true],
    ['content', 'no_role', [], false, true],
    ['content', 'restricted', [], false, false],
    ['content', 'unapproved', [], false, false],

    ['tags', 'admin', ['manage_tags'], false, true],
    ['tags', 'admin', [], false, false],
    ['tags', 'editor', ['manage_tags'], false, true],
    ['tags', 'limited_editor', ['manage_tags'], false, false],
    ['tags', 'no_role', ['manage_tags'], false, false],
    ['tags', 'restricted', ['manage_tags'], false, false],

    ['teams', 'admin', [], false, true],
    ['teams', 'no_role', [], false, true],
    ['teams', 'limited_editor', [], false, true],
    ['teams', 'restricted', [], false, false],
    ['teams', 'unapproved', [], false, false],

    ['publish', 'admin', [], false, true],
    ['publish', 'member', [], false, true],
    ['publish', 'publisher', [], false, true],
    ['publish', 'editor', [], false, false],
    ['publish', 'limited_editor', [], false, false],
    ['publish', 'no_role', [], false, false],
    ['publish', 'restricted', [], false, false],
    ['unpublish', 'publisher', [], false, true],
    ['unpublish', 'member', [], false, true],
    ['unpublish', 'editor', [], false, false],
    ['unpublish', 'restricted', [], false, false],

    ['import_provider', 'admin', [], true, true],
    ['import_provider', 'admin', [], false, false],
    ['import_provider', 'limited_editor', [], true, true],
    ['import_provider', 'no_role', [], true, false],
    ['import_provider', 'restricted', [], true, false],

    ['import_organization', 'admin', [], false, true],
    ['import_organization', 'member', [], false, true],
    ['import_organization', 'editor', [], false, true],
    ['import_organization', 'limited_editor', [], false, true],
    ['import_organization', 'no_role', [], false, false],
    ['import_organization', 'restricted', [], false, false],

    ['import_excel', 'editor', [bulk], false, true],
    ['import_excel', 'editor', [], false, false],
    ['import_excel', 'editor', [llm], false, false],
    ['import_excel', 'no_role', [bulk], false, false],
    ['import_excel', 'restricted', [bulk], false, false],

    ['import_document', 'editor', [bulk, llm], false, true],
    ['import_document', 'editor', [bulk], false, false],
    ['import_document', 'editor', [llm], false, false],
    ['import_document', 'editor', [], false, false],
    ['import_document', 'no_role', [bulk, llm], false, false],
    ['import_document', 'restricted', [bulk, llm], false, false],

    ['create_assessment', 'admin', ['manage_assessments'], false, true],
    ['create_assessment', 'limited_editor', ['manage_assessments'], false, true],
    ['create_assessment', 'admin', [], false, false],
    ['create_assessment', 'no_role', ['manage_assessments'], false, false],
    ['create_assessment', 'restricted', ['manage_assessments'], false, false],

    ['activity', 'admin', [], false, true],
    ['activity', 'member', [], false, true],
    ['activity', 'publisher', [], false, true],
    ['activity', 'editor', [], false, false],
    ['activity', 'limited_editor', [], false, false],
    ['activity', 'no_role', [], false, false],
    ['activity', 'restricted', [], false, false],

    ['organization_activity', 'admin', [], false, true],
    ['organization_activity', 'member', [], false, false],
    ['organization_activity', 'publisher', [], false, false],
    ['organization_activity', 'editor', [], false, false],
    ['organization_activity', 'restricted', [], false, false],
    ['organization_activity', 'unapproved', [], false, false],
  ])('%s for %s with %j, license=%s → %s', (route, who, features, license, expected) => {
    expect(check(route, who, features, license)).toBe(expected);
  });

  it('admin with every flag passes every guard; restricted passes none', () => {
    const all = ['manage_tags', 'manage_assessments', bulk, llm];
    expect(guardedRoutes.map((r) => check(r, 'admin', all, true))).toEqual(guardedRoutes.map(() => true));
    expect(guardedRoutes.map((r) => check(r, 'restricted', all, true))).toEqual(guardedRoutes.map(() => false));
  });
});

describe('topBarLinks', () => {
  it.each<[Who, boolean, string[], { courses: boolean; team: boolean; tags: boolean }]>([
    ['admin', true, ['manage_tags'], { courses: true, team: true, tags: true }],
    ['admin', true, [], { courses: true, team: true, tags: false }],
    ['admin', false, ['manage_tags'], { courses: false, team: false, tags: false }],
    ['member', true, ['manage_tags'], { courses: true, team: true, tags: true }],
    ['editor', true, ['manage_tags'], { courses: true, team: true, tags: true }],
    ['limited_editor', true, ['manage_tags'], { courses: true, team: true, tags: false }],
    ['no_role', true, ['manage_tags'], { courses: true, team: true, tags: false }],
    ['no_role', false, [], { courses: false, team: false, tags: false }],
    ['restricted', true, ['manage_tags'], { courses: false, team: false, tags: false }],
    ['unapproved', true, ['manage_tags'], { courses: false, team: false, tags: false }],
    ['restricted', false, [], { courses: false, team: false, tags: false }],
  ])('%s, verified=%s, features %j → %o', (who, verified, features, expected) => {
    const o = orgFor(who, features, false, verified);
    expect(topBarLinks(deriveAccess(o, membershipOf(who)), o)).toEqual(expected);
  });
});
