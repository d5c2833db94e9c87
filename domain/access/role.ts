// Role and permission derivation (spec §6). The one place that says what a member of an
// organization may do; server policies and web route guards both read it. Pure: no I/O.
import { featureValues } from '../schemas/accountValues.ts';
import type { Feature, OrganizationSummary, Permission, Role, TeamRole } from '../schemas/account.ts';

/** What the derivation needs to know about the selected organization. */
export type OrganizationFacts = {
  /** `use_teams_in_qcreate`: manage by team roles (true) or "all members can do everything" (false). */
  useTeams: boolean;
  /** Feature flags as stored; unknown strings are ignored. */
  features: readonly string[];
  verified: boolean;
  /** `can_import_license_questions`: may import from the provider's test bank. */
  canImportLicenseQuestions: boolean;
  /** This organization owns the test bank. */
  isProvider: boolean;
};

/** What the derivation needs to know about the actor's membership of that organization. */
export type MembershipFacts = {
  admin: boolean;
  approved: boolean;
  restricted: boolean;
  /** The role of the actor's team in a team organization; null when in no team. */
  teamRole: TeamRole | null;
};

export type Access = {
  role: Role;
  admin: boolean;
  restricted: boolean;
  permissions: readonly Permission[];
  features: readonly Feature[];
  /** May view and open the organization's content (false for restricted and unapproved). */
  canViewContent: boolean;
  /** May see the organization's member list (false for restricted). */
  canViewMembers: boolean;
  /** May see the team roles of members (admins and the three team roles). */
  canViewRoles: boolean;
  canCreate: boolean;
  /** The content-edit gate of §6: may edit content in general (any record). */
  canEditContent: boolean;
  /** Limited editor: create, and edit only what they created. */
  ownContentOnly: boolean;
  /** May publish and unpublish. */
  canPublish: boolean;
  /** May delete any content (admins; every member of an organization without teams). */
  canDeleteContent: boolean;
  canChangeRoles: boolean;
  canManageTeams: boolean;
  canManageTags: boolean;
  /** May import questions (needs create); some import routes need more, see guards.ts. */
  canImport: boolean;
};

const allPermissions: readonly Permission[] = ['create', 'view', 'edit', 'publish'];
const authoringPermissions: readonly Permission[] = ['create', 'view', 'edit'];

/**
 * §6 table, with "no role" read as view only (docs/product/design.md#no-role-means-view-only):
 * the organization's content and nothing more.
 */
const permissionsByRole: Readonly<Record<Role, readonly Permission[]>> = {
  admin: allPermissions,
  member: allPermissions,
  publisher: allPermissions,
  editor: authoringPermissions,
  limited_editor: authoringPermissions,
  no_role: ['view'],
  restricted: [],
};

/** Roles that may manage tags, when the organization has the `manage_tags` feature. */
const tagManagerRoles: readonly Role[] = ['admin', 'member', 'publisher', 'editor'];
/** Roles that see members' team roles on the team page. */
const roleViewerRoles: readonly Role[] = ['admin', 'publisher', 'editor', 'limited_editor'];

const knownFeatures: ReadonlySet<string> = new Set(featureValues);

export function permissionsForRole(role: Role): readonly Permission[] {
  return permissionsByRole[role];
}

/**
 * §6 role of a member in the selected organization, first match wins:
 * admin → 'admin'; restricted or not approved → 'restricted'; team organization → the team
 * role or 'no_role'; organization without teams → 'member'.
 */
export function deriveRole(org: Pick<OrganizationFacts, 'useTeams'>, member: MembershipFacts): Role {
  if (member.admin) return 'admin';
  if (member.restricted || !member.approved) return 'restricted';
  if (org.useTeams) return member.teamRole ?? 'no_role';
  return 'member';
}

/**
 * Access for a role already derived (e.g. the `role` the server sent to the web).
 * "Restricted also applies to team organizations with an empty permissions list": a
 * non-admin whose role grants nothing in a team organization is treated as restricted.
 */
export function accessForRole(role: Role, org: OrganizationFacts): Access {
  const granted = permissionsForRole(role);
  const effectiveRole: Role =
    role !== 'admin' && (role === 'restricted' || (org.useTeams && granted.length === 0)) ? 'restricted' : role;
  const permissions = permissionsForRole(effectiveRole);
  const has = (p: Permission) => permissions.includes(p);
  const features = org.features.filter((f): f is Feature => knownFeatures.has(f));
  const admin = effectiveRole === 'admin';
  const restricted = effectiveRole === 'restricted';
  const teamUserWithoutRole = org.useTeams && effectiveRole === 'no_role';

  return {
    role: effectiveRole,
    admin,
    restricted,
    permissions,
    features,
    canViewContent: !restricted && has('view'),
    canViewMembers: !restricted,
    canViewRoles: roleViewerRoles.includes(effectiveRole),
    canCreate: has('create'),
    canEditContent:
      admin || (!restricted && effectiveRole !== 'limited_editor' && !teamUserWithoutRole && has('edit')),
    ownContentOnly: effectiveRole === 'limited_editor',
    canPublish: has('publish'),
    canDeleteContent: admin || effectiveRole === 'member',
    canChangeRoles: admin,
    canManageTeams: admin,
    canManageTags: features.includes('manage_tags') && tagManagerRoles.includes(effectiveRole),
    canImport: has('create'),
  };
}

/**
 * Access of a member in the selected organization (spec §6). §2 verification gate: in an
 * organization that is not verified the member keeps their role but may do nothing with its
 * content, members, teams or tags (the web shows only the unverified page); the server's
 * policies refuse every such request on this.
 */
export function deriveAccess(org: OrganizationFacts, member: MembershipFacts): Access {
  const access = accessForRole(deriveRole(org, member), org);
  return org.verified ? access : unverifiedAccess(access);
}

/** Nothing allowed: what a member of an unverified organization may do with it (§2). */
export function unverifiedAccess(access: Access): Access {
  return {
    ...access,
    permissions: [],
    canViewContent: false,
    canViewMembers: false,
    canViewRoles: false,
    canCreate: false,
    canEditContent: false,
    ownContentOnly: false,
    canPublish: false,
    canDeleteContent: false,
    canChangeRoles: false,
    canManageTeams: false,
    canManageTags: false,
    canImport: false,
  };
}

/** Organization facts as the web receives them in an organization summary. */
export function organizationFactsFromSummary(
  summary: Pick<
    OrganizationSummary,
    'use_teams_in_qcreate' | 'features' | 'verified' | 'can_import_license_questions' | 'is_provider'
  >,
): OrganizationFacts {
  return {
    useTeams: summary.use_teams_in_qcreate,
    features: summary.features,
    verified: summary.verified,
    canImportLicenseQuestions: summary.can_import_license_questions,
    isProvider: summary.is_provider,
  };
}

export type ContentRecord = { creatorId: number | null };

const isOwn = (record: ContentRecord, userId: number) => record.creatorId !== null && record.creatorId === userId;

/** May edit this record: the content-edit gate, or a limited editor's own record. */
export function canEditRecord(access: Access, record: ContentRecord, userId: number): boolean {
  if (access.restricted || !access.permissions.includes('edit')) return false;
  if (access.canEditContent) return true;
  return access.ownContentOnly && isOwn(record, userId);
}

/**
 * May delete this record. Admins and members of an organization without teams delete any
 * content; team roles that may edit (publisher, editor, limited editor) delete only what
 * they created; no role and restricted delete nothing.
 */
export function canDeleteRecord(access: Access, record: ContentRecord, userId: number): boolean {
  if (access.restricted || !access.permissions.includes('edit')) return false;
  if (access.canDeleteContent) return true;
  return isOwn(record, userId);
}
