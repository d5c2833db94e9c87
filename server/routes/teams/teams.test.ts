import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTeam } from '../../commands/accountAdmin.ts';
import { teamMembers } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { makeMember, makeUser } from '../../test/factories.ts';
import { headersFor, makeSchool, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('team members on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  let seq = 0;
  const team = (role: 'editor' | 'limited_editor' | 'publisher', school = s) =>
    createTeam(t.db, { organizationId: school.org.id, name: `Tim ${role} ${++seq}`, role });
  const post = async (who: SchoolRole | null, path: string, school = s) =>
    t.app.inject({ method: 'POST', url: `/content/teams/${path}`, headers: who ? await headersFor(t.db, school[who]) : {} });
  const roleOf = async (userId: number) => {
    const res = await t.app.inject({ url: `/content/organizations/${s.org.id}`, headers: await headersFor(t.db, s.admin) });
    return res.json().members.find((m: { id: number }) => m.id === userId)?.role;
  };

  it('adds a member to a team, which gives them its role; adding again changes nothing', async () => {
    const publishers = await team('publisher');
    const teacher = await makeMember(t.db, s.org.id);
    expect(await roleOf(teacher.id)).toBe('no_role');
    const res = await post('admin', `${publishers.id}/add_member/${teacher.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: publishers.id,
      name: publishers.name,
      role: 'publisher',
      users: [{ id: teacher.id, email: teacher.email, name: teacher.name }],
    });
    expect(await roleOf(teacher.id)).toBe('publisher');
    const again = await post('admin', `${publishers.id}/add_member/${teacher.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().users).toHaveLength(1);
  });

  it('removes a member from a team; removing someone not in it changes nothing', async () => {
    const editors = await team('editor');
    const teacher = await makeMember(t.db, s.org.id);
    await post('admin', `${editors.id}/add_member/${teacher.id}`);
    const res = await post('admin', `${editors.id}/remove_member/${teacher.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().users).toEqual([]);
    expect(await roleOf(teacher.id)).toBe('no_role');
    expect((await post('admin', `${editors.id}/remove_member/${teacher.id}`)).statusCode).toBe(200);
  });

  it("changes a member's role by moving them between teams (move=true)", async () => {
    const editors = await team('editor');
    const limited = await team('limited_editor');
    const teacher = await makeMember(t.db, s.org.id);
    await post('admin', `${editors.id}/add_member/${teacher.id}`);
    expect(await roleOf(teacher.id)).toBe('editor');
    // Without move the strongest role wins, so the member stays an editor.
    await post('admin', `${limited.id}/add_member/${teacher.id}`);
    expect(await roleOf(teacher.id)).toBe('editor');
    const moved = await post('admin', `${limited.id}/add_member/${teacher.id}?move=true`);
    expect(moved.statusCode).toBe(200);
    expect(await roleOf(teacher.id)).toBe('limited_editor');
    const rows = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, teacher.id));
    expect(rows.map((r) => r.teamId)).toEqual([limited.id]);
  });

  it('leaves teams of other organizations alone when moving', async () => {
    const other = await makeSchool(t.db);
    const theirTeam = await team('publisher', other);
    const mine = await team('editor');
    const teacher = await makeMember(t.db, s.org.id);
    const { addMember, addTeamMember } = await import('../../commands/accountAdmin.ts');
    await addMember(t.db, { organizationId: other.org.id, email: teacher.email });
    await addTeamMember(t.db, theirTeam.id, teacher.email);
    await post('admin', `${mine.id}/add_member/${teacher.id}?move=true`);
    const kept = await t.db.select().from(teamMembers).where(and(eq(teamMembers.userId, teacher.id), eq(teamMembers.teamId, theirTeam.id)));
    expect(kept).toHaveLength(1);
  });

  it.each(['publisher', 'editor', 'limited', 'noRole', 'restricted', 'unapproved'] as const)('refuses a %s with 403', async (who) => {
    const editors = await team('editor');
    const teacher = await makeMember(t.db, s.org.id);
    const res = await post(who, `${editors.id}/add_member/${teacher.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only administrators can change the members of a team.');
    expect((await post(who, `${editors.id}/remove_member/${teacher.id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's team, and for a user outside the team's organization", async () => {
    const other = await makeSchool(t.db);
    const theirs = await team('editor', other);
    const teacher = await makeMember(t.db, s.org.id);
    expect((await post('admin', `${theirs.id}/add_member/${other.editor.id}`)).statusCode).toBe(404);
    const mine = await team('editor');
    const stranger = await makeUser(t.db);
    expect((await post('admin', `${mine.id}/add_member/${stranger.id}`)).statusCode).toBe(404);
    expect((await post('admin', `${mine.id}/add_member/${other.editor.id}`)).statusCode).toBe(404);
    expect((await post('admin', `${mine.id}/remove_member/${stranger.id}`)).statusCode).toBe(404);
    expect((await post('admin', `2000000000/add_member/${teacher.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 422 for malformed ids or flags', async () => {
    const editors = await team('editor');
    const teacher = await makeMember(t.db, s.org.id);
    expect((await post(null, `${editors.id}/add_member/${teacher.id}`)).statusCode).toBe(401);
    const bad = await post('admin', `abc/add_member/${teacher.id}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toHaveProperty('teamId');
    expect((await post('admin', `${editors.id}/add_member/0`)).json().fields).toHaveProperty('userId');
    expect((await post('admin', `${editors.id}/add_member/${teacher.id}?move=yes`)).statusCode).toBe(422);
  });
});
