// Public face of domain/access: role, permissions, route guards and the autosave rule.
export {
  accessForRole,
  canDeleteRecord,
  canEditRecord,
  deriveAccess,
  deriveRole,
  organizationFactsFromSummary,
  permissionsForRole,
} from './role.ts';
export type { Access, ContentRecord, MembershipFacts, OrganizationFacts } from './role.ts';
export { guardRoute, guardedRoutes, topBarLinks } from './guards.ts';
export type { GuardedRoute, TopBarLinks } from './guards.ts';
export { autosaveToggleVisible, effectiveAutosave, isInternalEmail } from './autosave.ts';
