// Factories for route tests: organizations, users with memberships and teams, sessions.
// Each call makes unique rows, so tests in one file never see each other's data.
import type { TeamRole } from '../../domain/schemas/account.ts';
import { accessFor } from '../auth/actor.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { addMember, addTeamMember, createOrganization, createTeam, createUser, type OrganizationInput } from '../commands/accountAdmin.ts';
import type { Db } from '../db/client.ts';

let seq = 0;
const next = () => `${process.pid}-${++seq}`;

export const PASSWORD = 'correct horse battery';
// scrypt is slow on purpose; hash the shared test password once per file.
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));

export function makeOrganization(db: Db, input: Partial<OrganizationInput> = {}) {
  return createOrganization(db, { name: `School ${next()}`, verified: true, ...input });
}

export interface MemberOptions {
  admin?: boolean;
  approved?: boolean;
  restricted?: boolean;
  teamRole?: TeamRole;
  email?: string;
}

/** A user who is a member of the organization (optionally in a team with a role). */
export async function makeMember(db: Db, organizationId: number, opts: MemberOptions = {}) {
  const user = await createUser(db, { email: opts.email ?? `user-${next()}@example.sch.id`, password: PASSWORD, passwordHash: await hashed(), name: `Guru ${seq}` });
  await addMember(db, { organizationId, email: user.email, admin: opts.admin, approved: opts.approved, restricted: opts.restricted });
  if (opts.teamRole) {
    const team = await createTeam(db, { organizationId, name: `Team ${next()}`, role: opts.teamRole });
    await addTeamMember(db, team.id, user.email);
  }
  return user;
}

export async function makeUser(db: Db, email = `user-${next()}@example.com`) {
  return createUser(db, { email, password: PASSWORD, passwordHash: await hashed() });
}

/** A session token for the user, as a login would give. */
export async function tokenFor(db: Db, userId: number, ttlMs = 3600_000): Promise<string> {
  return (await createSession(db, userId, ttlMs)).token;
}

export const authHeader = (token: string) => ({ authorization: `Token ${token}` });

export { accessFor };
