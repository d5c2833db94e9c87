// Authentication costs one statement: the session, its user and every membership (with the
// organization and team roles) come together, and the routes answer membership questions from
// them. The same contexts as the database path (organizationsOf, findOrganizationContext).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseListQuery } from '../../domain/schemas/courses.ts';
import { addMember, addTeamMember, createTeam, removeMember } from '../commands/accountAdmin.ts';
import { sessions } from '../db/schema/index.ts';
import { listCourses } from '../queries/courseList.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { authHeader, makeMember, makeOrganization, makeUser, tokenFor } from '../test/factories.ts';
import { countStatements } from '../test/queries.ts';
import { organizationsOf } from './actor.ts';
import { findOrganizationContext } from './scope.ts';
import { findSession } from './sessions.ts';

describe.each(testDatabaseKinds())('authentication on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind);
  });
  afterAll(() => t.close());

  it('GET /users/show_current sends one statement: the session, the user and the memberships together', async () => {
    const a = await makeOrganization(t.db, { name: 'Alpha', useTeams: true });
    const b = await makeOrganization(t.db, { name: 'Beta' });
    const user = await makeMember(t.db, a.id, { teamRole: 'editor' });
    await addMember(t.db, { organizationId: b.id, email: user.email, admin: true });
    const token = await tokenFor(t.db, user.id);

    let res;
    const statements = await countStatements(t.database, async () => {
      res = await t.app.inject({ url: `/users/show_current?organization_id=${b.id}`, headers: authHeader(token) });
    });
    expect(res!.statusCode).toBe(200);
    expect(res!.json().user).toMatchObject({ id: user.id, administrable_organizations: [b.id], has_multiple_organizations: true });
    expect(statements).toBe(1);
  });

  it("the course list costs the list's own statements plus one to authenticate", async () => {
    const org = await makeOrganization(t.db);
    const user = await makeMember(t.db, org.id, { admin: true });
    const token = await tokenFor(t.db, user.id);
    const query = courseListQuery.parse({});

    const list = await countStatements(t.database, () => listCourses(t.db, { organizationId: org.id, userId: user.id, admin: true }, query));
    let status = 0;
    const route = await countStatements(t.database, async () => {
      status = (await t.app.inject({ url: `/content/organizations/${org.id}/courses`, headers: authHeader(token) })).statusCode;
    });
    expect(status).toBe(200);
    expect(route).toBe(list + 1);
  });

  it('touches a session used more than ten minutes ago with one more statement, then not again', async () => {
    const org = await makeOrganization(t.db);
    const user = await makeMember(t.db, org.id);
    const token = await tokenFor(t.db, user.id);
    const old = new Date(Date.now() - 3600_000);
    await t.db.update(sessions).set({ lastUsedAt: old }).where(eq(sessions.userId, user.id));

    const stale = await countStatements(t.database, () => t.app.inject({ url: '/users/show_current', headers: authHeader(token) }));
    const [touched] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stale).toBe(2);
    expect(touched!.lastUsedAt.getTime()).toBeGreaterThan(old.getTime());
    const fresh = await countStatements(t.database, () => t.app.inject({ url: '/users/show_current', headers: authHeader(token) }));
    expect(fresh).toBe(1);
  });

  it("gives the same organizations and access as the database path: teams' strongest role, restricted, unapproved, unverified", async () => {
    const teams = await makeOrganization(t.db, { name: 'A teams', useTeams: true });
    const restricted = await makeOrganization(t.db, { name: 'B restricted' });
    const unapproved = await makeOrganization(t.db, { name: 'C unapproved' });
    const unverified = await makeOrganization(t.db, { name: 'D unverified', verified: false });
    const user = await makeMember(t.db, teams.id, { teamRole: 'limited_editor' });
    const publishers = await createTeam(t.db, { organizationId: teams.id, name: 'Publishers', role: 'publisher' });
    await addTeamMember(t.db, publishers.id, user.email);
    await addMember(t.db, { organizationId: restricted.id, email: user.email, restricted: true });
    await addMember(t.db, { organizationId: unapproved.id, email: user.email, approved: false });
    await addMember(t.db, { organizationId: unverified.id, email: user.email });
    const token = await tokenFor(t.db, user.id);

    const found = await findSession(t.db, token);
    if (found.state !== 'valid') throw new Error(found.state);
    expect(found.user).not.toHaveProperty('passwordHash');
    const fromDatabase = await organizationsOf(t.db, user.id);
    expect(found.user.organizations).toEqual(fromDatabase);
    expect(found.user.organizations.map((c) => c.organization.id)).toEqual([teams.id, restricted.id, unapproved.id, unverified.id]);
    expect(found.user.organizations[0]!.teamRole).toBe('publisher');
    for (const context of fromDatabase) {
      expect(await findOrganizationContext(t.db, found.user, context.organization.id)).toEqual(context);
      expect(await findOrganizationContext(t.db, user.id, context.organization.id)).toEqual(context);
    }
    const other = await makeOrganization(t.db);
    expect(await findOrganizationContext(t.db, found.user, other.id)).toBeNull();
    expect(await findOrganizationContext(t.db, user.id, other.id)).toBeNull();
  });

  it('a removed member loses the organization on the next request; a user of none is refused; 401 for unknown and expired tokens', async () => {
    const a = await makeOrganization(t.db, { name: 'Aa' });
    const b = await makeOrganization(t.db, { name: 'Bb' });
    const user = await makeMember(t.db, a.id);
    await addMember(t.db, { organizationId: b.id, email: user.email });
    const token = await tokenFor(t.db, user.id);
    const inB = () => t.app.inject({ url: `/content/organizations/${b.id}/courses`, headers: authHeader(token) });
    expect((await inB()).statusCode).toBe(200);
    await removeMember(t.db, b.id, user.email);
    expect((await inB()).statusCode).toBe(404);
    await removeMember(t.db, a.id, user.email);
    expect((await t.app.inject({ url: '/users/show_current', headers: authHeader(token) })).statusCode).toBe(403);

    const stranger = await makeUser(t.db);
    const strangerToken = await tokenFor(t.db, stranger.id);
    expect((await t.app.inject({ url: '/users/show_current', headers: authHeader(strangerToken) })).statusCode).toBe(403);

    const unknown = await t.app.inject({ url: '/users/show_current', headers: authHeader('x'.repeat(43)) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).not.toBe('token_expired');
    const expired = await tokenFor(t.db, stranger.id, -1000);
    const res = await t.app.inject({ url: '/users/show_current', headers: authHeader(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('token_expired');
  });
});
