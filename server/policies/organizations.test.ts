import { describe, expect, it } from 'vitest';
import type { TeamRole } from '../../domain/schemas/account.ts';
import { accessFor, type OrganizationContext } from '../auth/actor.ts';
import { AppError } from '../errors.ts';
import { authorizeOrganization, canOnOrganization, type OrganizationAction } from './organizations.ts';

const now = new Date();
function context(opts: { admin?: boolean; restricted?: boolean; approved?: boolean; teamRole?: TeamRole | null; useTeams?: boolean }): OrganizationContext {
  const organization = {
    id: 1, name: 'SMA', countryCode: 'ID', verified: true, isProvider: false, useTeamsInQcreate: opts.useTeams ?? true,
    enableAutosave: false, enablePointSystem: false, enablePointPerAnswer: false, canImportLicenseQuestions: false,
    features: [], profileImageUrl: null, createdAt: now, updatedAt: now,
  };
  const membership = {
    id: 1, organizationId: 1, userId: 1, kind: opts.admin ? 'admin' : 'teacher', approved: opts.approved ?? true,
    restricted: opts.restricted ?? false, createdAt: now, updatedAt: now,
  };
  const teamRole = opts.teamRole ?? null;
  return { organization, membership, teamRole, access: accessFor(organization, membership, teamRole) };
}

const actors = {
  admin: context({ admin: true }),
  publisher: context({ teamRole: 'publisher' }),
  editor: context({ teamRole: 'editor' }),
  limited_editor: context({ teamRole: 'limited_editor' }),
  no_role: context({}),
  member: context({ useTeams: false }),
  restricted: context({ restricted: true }),
  unapproved: context({ approved: false }),
};

// Rows: action; columns follow `actors`.
const table: [OrganizationAction, boolean[]][] = [
  //                 admin  publ   edit   ltd    norole member restr  unappr
  ['read',          [true,  true,  true,  true,  true,  true,  true,  true]],
  ['view_members',  [true,  true,  true,  true,  true,  true,  false, false]],
  ['update',        [true,  false, false, false, false, false, false, false]],
  ['manage_teams',  [true,  false, false, false, false, false, false, false]],
];

describe('organization policy', () => {
  const names = Object.keys(actors) as (keyof typeof actors)[];
  for (const [action, allowed] of table) {
    it.each(names.map((n, i) => [n, allowed[i]!] as const))(`${action}: %s → %s`, (name, expected) => {
      expect(canOnOrganization(actors[name], action)).toBe(expected);
      if (expected) expect(() => authorizeOrganization(actors[name], action)).not.toThrow();
      else expect(() => authorizeOrganization(actors[name], action)).toThrow(AppError);
    });
  }
});
