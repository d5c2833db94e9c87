// Organization contexts for policy unit tests: one actor per §6 role, acting as user 1.
import type { TeamRole } from '../../domain/schemas/account.ts';
import { accessFor, type OrganizationContext } from '../auth/actor.ts';
import type { CourseShare } from '../policies/content.ts';
import { AppError } from '../errors.ts';

export const ACTOR_ID = 1;
const now = new Date();

export function policyContext(opts: {
  admin?: boolean;
  restricted?: boolean;
  approved?: boolean;
  teamRole?: TeamRole | null;
  useTeams?: boolean;
  features?: string[];
  /** can_import_license_questions */
  license?: boolean;
}): OrganizationContext {
  const organization = {
    id: 1, name: 'SMA', countryCode: 'ID', verified: true, isProvider: false, useTeamsInQcreate: opts.useTeams ?? true,
    enableAutosave: false, enablePointSystem: false, enablePointPerAnswer: false, canImportLicenseQuestions: opts.license ?? false,
    features: opts.features ?? [], profileImageUrl: null, createdAt: now, updatedAt: now,
  };
  const membership = {
    id: 1, organizationId: 1, userId: ACTOR_ID, kind: opts.admin ? 'admin' : 'teacher', approved: opts.approved ?? true,
    restricted: opts.restricted ?? false, createdAt: now, updatedAt: now,
  };
  const teamRole = opts.teamRole ?? null;
  return { organization, membership, teamRole, access: accessFor(organization, membership, teamRole) };
}

/** One actor per role; the column order of the policy tables. */
export function policyActors(features: string[] = []) {
  return {
    admin: policyContext({ admin: true, features }),
    publisher: policyContext({ teamRole: 'publisher', features }),
    editor: policyContext({ teamRole: 'editor', features }),
    limited_editor: policyContext({ teamRole: 'limited_editor', features }),
    no_role: policyContext({ features }),
    member: policyContext({ useTeams: false, features }),
    restricted: policyContext({ restricted: true, features }),
    unapproved: policyContext({ approved: false, features }),
  };
}

export const own = { creatorId: ACTOR_ID };
export const others = { creatorId: 2 };
export const openCourse: CourseShare = { shareEnabled: false, creatorId: 2, sharedWithActor: false };
/** Shared with selected users, the actor not among them. */
export const sharedAway: CourseShare = { shareEnabled: true, creatorId: 2, sharedWithActor: false };
export const sharedWithActor: CourseShare = { shareEnabled: true, creatorId: 2, sharedWithActor: true };

/** The AppError a policy throws; fails the test when it does not refuse. */
export function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
}
