import { describe, expect, it } from 'vitest';
import type { Member, Team } from '../../../domain/schemas/account.ts';
import { candidatesFor, currentTeam, roleFollowsTeam, teamsOf } from './membership.ts';

const member = (id: number, name: string, extra: Partial<Member> = {}): Member => ({
  id,
  name,
  email: `${name.toLowerCase()}@nusantara.sch.id`,
  admin: false,
  approved: true,
  restricted: false,
  role: 'no_role',
  ...extra,
});
const person = (m: Member) => ({ id: m.id, name: m.name, email: m.email });

const siti = member(1, 'Siti', { admin: true, role: 'admin' });
const budi = member(2, 'Budi');
const dewi = member(3, 'Dewi');
const agus = member(4, 'Agus');
const teams: Team[] = [
  { id: 10, name: 'Kontributor', role: 'limited_editor', users: [person(dewi), person(agus)] },
  { id: 11, name: 'Penerbit', role: 'publisher', users: [person(dewi)] },
  { id: 12, name: 'Editor Kurikulum', role: 'editor', users: [] },
];

describe('membership', () => {
  it('a member in several teams acts with the strongest role', () => {
    expect(teamsOf(teams, dewi.id).map((t) => t.id)).toEqual([10, 11]);
    expect(currentTeam(teams, dewi.id)?.name).toBe('Penerbit');
    expect(currentTeam(teams, agus.id)?.name).toBe('Kontributor');
    expect(currentTeam(teams, budi.id)).toBeNull();
  });

  it('offers the members not in the team, without administrators, by name', () => {
    expect(candidatesFor(teams[0]!, [siti, dewi, budi, agus]).map((m) => m.name)).toEqual(['Budi']);
    expect(candidatesFor(teams[2]!, [siti, dewi, budi, agus]).map((m) => m.name)).toEqual(['Agus', 'Budi', 'Dewi']);
  });

  it('the team decides the role only of approved, unrestricted non-admins', () => {
    expect(roleFollowsTeam(dewi)).toBe(true);
    expect(roleFollowsTeam(siti)).toBe(false);
    expect(roleFollowsTeam(member(5, 'Rina', { restricted: true }))).toBe(false);
    expect(roleFollowsTeam(member(6, 'Tono', { approved: false }))).toBe(false);
  });
});
