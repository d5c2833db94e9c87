import { describe, expect, it } from 'vitest';
import { roleValues } from '../schemas/account.ts';
import type { Role, TeamRole } from '../schemas/account.ts';
import {
  accessForRole,
  canDeleteRecord,
  canEditRecord,
  deriveAccess,
  deriveRole,
  organizationFactsFromSummary,
  permissionsForRole,
} from './role.ts';
import type { Access, MembershipFacts, OrganizationFacts } from './role.ts';

const org = (over: Partial<OrganizationFacts> = {}): OrganizationFacts => ({
  useTeams: true,
  features: [],
  verified: true,
  canImportLicenseQuestions: false,
  isProvider: false,
  ...over,
});
const member = (over: Partial<MembershipFacts> = {}): MembershipFacts => ({
  admin: false,
  approved: true,
  restricted: false,
  teamRole: null,
  ...over,
});

const teamRoles: (TeamRole | null)[] = ['publisher', 'editor', 'limited_editor', null];
const bools = [true, false];

describe('deriveRole', () => {
  // Unrestricted, approved, non-admin members: the team role decides in team organizations.
  it.each<[boolean, TeamRole | null, Role]>([
    [true, 'publisher', 'publisher'],
    [true, 'editor', 'editor'],
    [true, 'limited_editor', 'limited_editor'],
    [true, null, 'no_role'],
    [false, 'publisher', 'member'],
    [false, 'editor', 'member'],
    [false, 'limited_editor', 'member'],
    [false, null, 'member'],
  ])('useTeams=%s teamRole=%s → %s', (useTeams, teamRole, expected) => {
    expect(deriveRole({ useTeams }, member({ teamRole }))).toBe(expected);
  });

  // Admin wins over everything, restricted and unapproved included.
  const adminRows = bools.flatMap((useTeams) =>
    bools.flatMap((approved) =>
      bools.flatMap((restricted) => teamRoles.map((teamRole) => ({ useTeams, approved, restricted, teamRole }))),
    ),
  );
  it.each(adminRows)('admin with %o → admin', ({ useTeams, approved, restricted, teamRole }) => {
    expect(deriveRole({ useTeams }, { admin: true, approved, restricted, teamRole })).toBe('admin');
  });

  // Non-admin, restricted or unapproved: restricted, whatever the team role or mode.
  const restrictedRows = bools.flatMap((useTeams) =>
    [
      { approved: true, restricted: true },
      { approved: false, restricted: false },
      { approved: false, restricted: true },
    ].flatMap((m) => teamRoles.map((teamRole) => ({ useTeams, ...m, teamRole }))),
  );
  it.each(restrictedRows)('non-admin %o → restricted', ({ useTeams, approved, restricted, teamRole }) => {
    expect(deriveRole({ useTeams }, { admin: false, approved, restricted, teamRole })).toBe('restricted');
  });

  it('covers the whole 64-row matrix', () => {
    expect(adminRows.length + restrictedRows.length + 8).toBe(64);
  });
});

describe('permissionsForRole', () => {
  it.each<[Role, string[]]>([
    ['admin', ['create', 'view', 'edit', 'publish']],
    ['member', ['create', 'view', 'edit', 'publish']],
    ['publisher', ['create', 'view', 'edit', 'publish']],
    ['editor', ['create', 'view', 'edit']],
    ['limited_editor', ['create', 'view', 'edit']],
    ['no_role', ['view']],
    ['restricted', []],
  ])('%s → %j', (role, expected) => {
    expect([...permissionsForRole(role)]).toEqual(expected);
  });

  it('has a row for every role', () => {
    for (const role of roleValues) expect(Array.isArray(permissionsForRole(role))).toBe(true);
  });
});

type Flags = Omit<Access, 'role' | 'permissions' | 'features'>;
const flags = (a: Access): Flags => {
  const { role: _r, permissions: _p, features: _f, ...rest } = a;
  return rest;
};

describe('deriveAccess: capabilities per role (with manage_tags on)', () => {
  const tagsOrg = { features: ['manage_tags'] };
  it.each<[string, Partial<OrganizationFacts>, Partial<MembershipFacts>, Role, Flags]>([
    [
      'admin',
      { useTeams: true, ...tagsOrg },
      { admin: true },
      'admin',
      {
        admin: true, restricted: false, canViewContent: true, canViewMembers: true, canViewRoles: true,
        canCreate: true, canEditContent: true, ownContentOnly: false, canPublish: true, canDeleteContent: true,
        canChangeRoles: true, canManageTeams: true, canManageTags: true, canImport: true,
      },
    ],
    [
      'member (no teams)',
      { useTeams: false, ...tagsOrg },
      {},
      'member',
      {
        admin: false, restricted: false, canViewContent: true, canViewMembers: true, canViewRoles: false,
        canCreate: true, canEditContent: true, ownContentOnly: false, canPublish: true, canDeleteContent: true,
        canChangeRoles: false, canManageTeams: false, canManageTags: true, canImport: true,
      },
    ],
    [
      'publisher',
      { useTeams: true, ...tagsOrg },
      { teamRole: 'publisher' },
      'publisher',
      {
        admin: false, restricted: false, canViewContent: true, canViewMembers: true, canViewRoles: true,
        canCreate: true, canEditContent: true, ownContentOnly: false, canPublish: true, canDeleteContent: false,
        canChangeRoles: false, canManageTeams: false, canManageTags: true, canImport: true,
      },
    ],
    [
      'editor',
      { useTeams: true, ...tagsOrg },
      { teamRole: 'editor' },
      'editor',
      {
        admin: false, restricted: false, canViewContent: true, canViewMembers: true, canViewRoles: true,
        canCreate: true, canEditContent: true, ownContentOnly: false, canPublish: false, canDeleteContent: false,
        canChangeRoles: false, canManageTeams: false, canManageTags: true, canImport: true,
      },
    ],
    [
      'limited editor',
      { useTeams: true, ...tagsOrg },
      { teamRole: 'limited_editor' },
      'limited_editor',
      {
        admin: false, restricted: false, canViewContent: true, canViewMembers: true, canViewRoles: true,
        canCreate: true, canEditContent: false, ownContentOnly: true, canPublish: false, canDeleteContent: false,
        canChangeRoles: false, canManageTeams: false, canManageTags: false, canImport: true,
      },
    ],
    [
      'no role',
      { useTeams: true, ...tagsOrg },
      { teamRole: null },
      'no_role',
      {
        admin: false, restricted: false, canViewContent: true, canViewMembers: true, canViewRoles: false,
        canCreate: false, canEditContent: false, ownContentOnly: false, canPublish: false, canDeleteContent: false,
        canChangeRoles: false, canManageTeams: false, canManageTags: false, canImport: false,
      },
    ],
    [
      'restricted',
      { useTeams: true, ...tagsOrg },
      { restricted: true, teamRole: 'publisher' },
      'restricted',
      {
        admin: false, restricted: true, canViewContent: false, canViewMembers: false, canViewRoles: false,
        canCreate: false, canEditContent: false, ownContentOnly: false, canPublish: false, canDeleteContent: false,
        canChangeRoles: false, canManageTeams: false, canManageTags: false, canImport: false,
      },
    ],
    [
      'unapproved (no teams)',
      { useTeams: false, ...tagsOrg },
      { approved: false },
      'restricted',
      {
        admin: false, restricted: true, canViewContent: false, canViewMembers: false, canViewRoles: false,
        canCreate: false, canEditContent: false, ownContentOnly: false, canPublish: false, canDeleteContent: false,
        canChangeRoles: false, canManageTeams: false, canManageTags: false, canImport: false,
      },
    ],
  ])('%s', (_name, o, m, role, expected) => {
    const a = deriveAccess(org(o), member(m));
    expect(a.role).toBe(role);
    expect([...a.permissions]).toEqual([...permissionsForRole(role)]);
    expect(flags(a)).toEqual(expected);
  });
});

// One row per line of the §6 table (and the mode sentence below it).
describe('§6 table', () => {
  const teamOrg = org({ useTeams: true });
  const noTeamsOrg = org({ useTeams: false });
  const mine = { creatorId: 7 };
  const theirs = { creatorId: 8 };
  const userId = 7;

  it.each<[string, () => boolean]>([
    ['Administrator creates', () => deriveAccess(teamOrg, member({ admin: true })).canCreate],
    ['Administrator edits any content', () => canEditRecord(deriveAccess(teamOrg, member({ admin: true })), theirs, userId)],
    ['Administrator publishes and unpublishes', () => deriveAccess(teamOrg, member({ admin: true })).canPublish],
    ['Administrator deletes any content', () => canDeleteRecord(deriveAccess(teamOrg, member({ admin: true })), theirs, userId)],
    ["Administrator changes members' roles", () => deriveAccess(teamOrg, member({ admin: true })).canChangeRoles],
    ['Publisher creates', () => deriveAccess(teamOrg, member({ teamRole: 'publisher' })).canCreate],
    ['Publisher edits any content', () => canEditRecord(deriveAccess(teamOrg, member({ teamRole: 'publisher' })), theirs, userId)],
    ['Publisher publishes and unpublishes', () => deriveAccess(teamOrg, member({ teamRole: 'publisher' })).canPublish],
    ['Publisher views roles', () => deriveAccess(teamOrg, member({ teamRole: 'publisher' })).canViewRoles],
    ['Editor creates', () => deriveAccess(teamOrg, member({ teamRole: 'editor' })).canCreate],
    ['Editor edits any content', () => canEditRecord(deriveAccess(teamOrg, member({ teamRole: 'editor' })), theirs, userId)],
    ['Editor views roles', () => deriveAccess(teamOrg, member({ teamRole: 'editor' })).canViewRoles],
    ['Limited editor creates', () => deriveAccess(teamOrg, member({ teamRole: 'limited_editor' })).canCreate],
    ['Limited editor edits own content', () => canEditRecord(deriveAccess(teamOrg, member({ teamRole: 'limited_editor' })), mine, userId)],
    ['Limited editor views roles', () => deriveAccess(teamOrg, member({ teamRole: 'limited_editor' })).canViewRoles],
    ['No role is listed (may view members)', () => deriveAccess(teamOrg, member()).canViewMembers],
    ['No role views content', () => deriveAccess(teamOrg, member()).canViewContent],
    ['No-teams member creates', () => deriveAccess(noTeamsOrg, member()).canCreate],
    ['No-teams member edits any content', () => canEditRecord(deriveAccess(noTeamsOrg, member()), theirs, userId)],
    ['No-teams member deletes any content', () => canDeleteRecord(deriveAccess(noTeamsOrg, member()), theirs, userId)],
    ['No-teams member publishes', () => deriveAccess(noTeamsOrg, member()).canPublish],
  ])('may: %s', (_name, check) => {
    expect(check()).toBe(true);
  });

  it.each<[string, () => boolean]>([
    ['Publisher deletes others’ content', () => canDeleteRecord(deriveAccess(teamOrg, member({ teamRole: 'publisher' })), theirs, userId)],
    ["Publisher changes members' roles", () => deriveAccess(teamOrg, member({ teamRole: 'publisher' })).canChangeRoles],
    ['Editor publishes', () => deriveAccess(teamOrg, member({ teamRole: 'editor' })).canPublish],
    ['Editor deletes others’ content', () => canDeleteRecord(deriveAccess(teamOrg, member({ teamRole: 'editor' })), theirs, userId)],
    ["Editor changes members' roles", () => deriveAccess(teamOrg, member({ teamRole: 'editor' })).canChangeRoles],
    ['Limited editor edits others’ content', () => canEditRecord(deriveAccess(teamOrg, member({ teamRole: 'limited_editor' })), theirs, userId)],
    ['Limited editor publishes', () => deriveAccess(teamOrg, member({ teamRole: 'limited_editor' })).canPublish],
    ['Restricted views members', () => deriveAccess(teamOrg, member({ restricted: true })).canViewMembers],
    ['Restricted (no teams) views members', () => deriveAccess(noTeamsOrg, member({ restricted: true })).canViewMembers],
    ['Restricted views content', () => deriveAccess(teamOrg, member({ restricted: true })).canViewContent],
    ['Restricted opens own content', () => canEditRecord(deriveAccess(teamOrg, member({ restricted: true })), mine, userId)],
    ['Unapproved teacher views content', () => deriveAccess(noTeamsOrg, member({ approved: false })).canViewContent],
    ['Unapproved teacher (teams) views content', () => deriveAccess(teamOrg, member({ approved: false, teamRole: 'editor' })).canViewContent],
    ['Unapproved teacher edits own content', () => canEditRecord(deriveAccess(noTeamsOrg, member({ approved: false })), mine, userId)],
    ['No role creates', () => deriveAccess(teamOrg, member()).canCreate],
    ['No role edits', () => canEditRecord(deriveAccess(teamOrg, member()), mine, userId)],
    ['No role publishes', () => deriveAccess(teamOrg, member()).canPublish],
    ['No role sees capabilities (roles)', () => deriveAccess(teamOrg, member()).canViewRoles],
    ['No-teams member changes roles', () => deriveAccess(noTeamsOrg, member()).canChangeRoles],
  ])('may not: %s', (_name, check) => {
    expect(check()).toBe(false);
  });
});

describe('content-edit gate (canEditContent)', () => {
  it.each<[string, Partial<OrganizationFacts>, Partial<MembershipFacts>, boolean]>([
    ['admin, teams', { useTeams: true }, { admin: true }, true],
    ['admin, no teams', { useTeams: false }, { admin: true }, true],
    ['admin who is also flagged restricted', { useTeams: true }, { admin: true, restricted: true }, true],
    ['member, no teams', { useTeams: false }, {}, true],
    ['publisher', { useTeams: true }, { teamRole: 'publisher' }, true],
    ['editor', { useTeams: true }, { teamRole: 'editor' }, true],
    ['limited editor', { useTeams: true }, { teamRole: 'limited_editor' }, false],
    ['team user without a role', { useTeams: true }, { teamRole: null }, false],
    ['restricted, no teams', { useTeams: false }, { restricted: true }, false],
    ['unapproved, teams, editor', { useTeams: true }, { approved: false, teamRole: 'editor' }, false],
  ])('%s → %s', (_name, o, m, expected) => {
    expect(deriveAccess(org(o), member(m)).canEditContent).toBe(expected);
  });
});

describe('canEditRecord / canDeleteRecord', () => {
  const userId = 7;
  const own = { creatorId: 7 };
  const others = { creatorId: 8 };
  const orphan = { creatorId: null };
  const teamOrg = org({ useTeams: true });
  const noTeams = org({ useTeams: false });

  it.each<[string, OrganizationFacts, Partial<MembershipFacts>, [boolean, boolean, boolean], [boolean, boolean, boolean]]>([
    // name, org, member, edit [own, others, no creator], delete [own, others, no creator]
    ['admin', teamOrg, { admin: true }, [true, true, true], [true, true, true]],
    ['member (no teams)', noTeams, {}, [true, true, true], [true, true, true]],
    ['publisher', teamOrg, { teamRole: 'publisher' }, [true, true, true], [true, false, false]],
    ['editor', teamOrg, { teamRole: 'editor' }, [true, true, true], [true, false, false]],
    ['limited editor', teamOrg, { teamRole: 'limited_editor' }, [true, false, false], [true, false, false]],
    ['no role', teamOrg, {}, [false, false, false], [false, false, false]],
    ['restricted', teamOrg, { restricted: true, teamRole: 'editor' }, [false, false, false], [false, false, false]],
    ['unapproved (no teams)', noTeams, { approved: false }, [false, false, false], [false, false, false]],
  ])('%s', (_name, o, m, edit, del) => {
    const a = deriveAccess(o, member(m));
    expect([own, others, orphan].map((r) => canEditRecord(a, r, userId))).toEqual(edit);
    expect([own, others, orphan].map((r) => canDeleteRecord(a, r, userId))).toEqual(del);
  });
});

describe('canManageTags', () => {
  it.each<[string, boolean, Partial<OrganizationFacts>, Partial<MembershipFacts>, boolean]>([
    ['admin', true, { useTeams: true }, { admin: true }, true],
    ['admin', false, { useTeams: true }, { admin: true }, false],
    ['member', true, { useTeams: false }, {}, true],
    ['member', false, { useTeams: false }, {}, false],
    ['publisher', true, { useTeams: true }, { teamRole: 'publisher' }, true],
    ['publisher', false, { useTeams: true }, { teamRole: 'publisher' }, false],
    ['editor', true, { useTeams: true }, { teamRole: 'editor' }, true],
    ['editor', false, { useTeams: true }, { teamRole: 'editor' }, false],
    ['limited editor', true, { useTeams: true }, { teamRole: 'limited_editor' }, false],
    ['no role', true, { useTeams: true }, {}, false],
    ['restricted', true, { useTeams: false }, { restricted: true }, false],
  ])('%s with manage_tags=%s → %s', (_name, feature, o, m, expected) => {
    const a = deriveAccess(org({ ...o, features: feature ? ['manage_tags'] : [] }), member(m));
    expect(a.canManageTags).toBe(expected);
  });
});

describe('features', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [['manage_assessments', 'upload_question_bulk'], ['manage_assessments', 'upload_question_bulk']],
    [['upload_question_llm', 'bogus', 'manage_tags'], ['upload_question_llm', 'manage_tags']],
  ])('%j → %j', (input, expected) => {
    expect([...deriveAccess(org({ features: input }), member({ admin: true })).features]).toEqual(expected);
  });
});

describe('restricted also applies to team organizations with an empty permissions list', () => {
  const rows = bools.flatMap((useTeams) =>
    bools.flatMap((admin) =>
      bools.flatMap((approved) =>
        bools.flatMap((restricted) => teamRoles.map((teamRole) => ({ useTeams, admin, approved, restricted, teamRole }))),
      ),
    ),
  );
  it.each(rows)('%o', ({ useTeams, ...m }) => {
    const a = deriveAccess(org({ useTeams }), m);
    expect(a.restricted).toBe(a.permissions.length === 0);
    expect(a.restricted).toBe(a.role === 'restricted');
  });
});

describe('accessForRole', () => {
  it.each<[Role, boolean, Role]>([
    ['admin', true, 'admin'],
    ['publisher', true, 'publisher'],
    ['no_role', true, 'no_role'],
    ['member', false, 'member'],
    ['restricted', false, 'restricted'],
    ['restricted', true, 'restricted'],
  ])('role %s in useTeams=%s → %s', (role, useTeams, expected) => {
    const a = accessForRole(role, org({ useTeams }));
    expect(a.role).toBe(expected);
    expect(a.restricted).toBe(expected === 'restricted');
  });

  it.each<[Role, Partial<MembershipFacts>, boolean]>([
    ['editor', { teamRole: 'editor' }, true],
    ['limited_editor', { teamRole: 'limited_editor' }, true],
    ['no_role', {}, true],
    ['member', {}, false],
  ])('agrees with deriveAccess for %s', (role, m, useTeams) => {
    const o = org({ useTeams, features: ['manage_tags'] });
    expect(accessForRole(role, o)).toEqual(deriveAccess(o, member(m)));
  });
});

describe('§2 verification gate', () => {
  it.each<[string, Partial<MembershipFacts>, Partial<OrganizationFacts>]>([
    ['an admin', { admin: true }, {}],
    ['a publisher', { teamRole: 'publisher' }, {}],
    ['an editor', { teamRole: 'editor' }, {}],
    ['a limited editor', { teamRole: 'limited_editor' }, {}],
    ['a member without teams', {}, { useTeams: false }],
  ])('%s of an unverified organization keeps the role but may do nothing', (_name, m, o) => {
    const verified = deriveAccess(org({ features: ['manage_tags'], ...o }), member(m));
    const access = deriveAccess(org({ features: ['manage_tags'], ...o, verified: false }), member(m));
    expect(access.role).toBe(verified.role);
    expect(access.permissions).toEqual([]);
    const { role: _r, admin: _a, restricted: _s, permissions: _p, features: _f, ...capabilities } = access;
    expect(Object.values(capabilities).every((v) => v === false)).toBe(true);
    expect(canEditRecord(access, { creatorId: 1 }, 1)).toBe(false);
    expect(canDeleteRecord(access, { creatorId: 1 }, 1)).toBe(false);
  });
});

describe('organizationFactsFromSummary', () => {
  it('maps the wire names', () => {
    expect(
      organizationFactsFromSummary({
        use_teams_in_qcreate: true,
        features: ['manage_tags'],
        verified: false,
        can_import_license_questions: true,
        is_provider: false,
      }),
    ).toEqual({
      useTeams: true,
      features: ['manage_tags'],
      verified: false,
      canImportLicenseQuestions: true,
      isProvider: false,
    });
  });
});
