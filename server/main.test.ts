// The `pena` command as an operator runs it: a real process on an embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forProcesses, penaInFreshDataDir, runPena } from './test/cliProcess.ts';

const { dataDir, pena, remove } = penaInFreshDataDir('pena-cli-');

describe('pena command', () => {
  afterAll(remove);

  it('prints usage without a command and fails on an unknown one', () => {
    expect(pena().out).toMatch(/Usage: pena <command>/);
    const unknown = pena('frobnicate');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/Unknown command: frobnicate/);
  }, forProcesses(2));

  it('migrates, creates an organization, a user, a membership and a team, and keeps them', () => {
    expect(pena('migrate')).toMatchObject({ code: 0 });
    const org = pena('org:create', '--name', 'SMA Uji', '--country', 'ID', '--teams', '--features', 'manage_tags');
    expect(org.code).toBe(0);
    const orgId = /Created organization (\d+)/.exec(org.out)?.[1];
    expect(orgId).toBeDefined();
    expect(pena('user:create', '--email', 'Guru@Uji.sch.id', '--password', 'rahasia-sekali').out).toMatch(/guru@uji\.sch\.id/);
    expect(pena('member:add', '--org', orgId!, '--email', 'guru@uji.sch.id', '--restricted').code).toBe(0);
    const team = pena('team:create', '--org', orgId!, '--name', 'Penulis', '--role', 'editor', '--members', 'guru@uji.sch.id');
    expect(team.out).toMatch(/Created team \d+: Penulis/);
    expect(pena('org:verify', '--org', orgId!).out).toMatch(/verified/);
    expect(pena('org:features', '--org', orgId!, '--features', 'manage_tags,upload_question_bulk').code).toBe(0);
    expect(pena('member:remove', '--org', orgId!, '--email', 'guru@uji.sch.id').code).toBe(0);
  }, forProcesses(8));

  it('refuses bad input with a clear message and exit code 1', () => {
    const cases: [string[], RegExp][] = [
      [['org:create'], /--name is required/],
      [['org:create', '--name', 'X', '--country', 'SG'], /--country must be ID or PH/],
      [['org:features', '--org', '1', '--features', 'flying'], /Unknown feature\(s\): flying/],
      [['user:create', '--email', 'guru@uji.sch.id', '--password', 'rahasia-sekali'], /already exists/],
      [['user:create', '--email', 'not-an-email', '--password', 'rahasia-sekali'], /Not an email address/],
      [['member:add', '--org', '999', '--email', 'guru@uji.sch.id'], /No organization with id 999/],
      [['team:create', '--org', '1', '--name', 'T', '--role', 'boss'], /--role must be/],
      [['org:verify', '--org', 'abc'], /--org must be a numeric id/],
      [['seed', '--bogus'], /Unknown option '--bogus'/],
    ];
    for (const [args, message] of cases) {
      const res = pena(...args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.err, args.join(' ')).toMatch(message);
    }
  }, forProcesses(9));

  it('refuses bad options before it opens (or makes) the database', () => {
    const fresh = penaInFreshDataDir('pena-cli-refused-');
    try {
      const res = fresh.pena('team:create', '--org', '1', '--name', 'T', '--role', 'boss');
      expect(res.code).toBe(1);
      expect(res.err).toMatch(/--role must be/);
      expect(fs.existsSync(path.join(fresh.dataDir, 'db'))).toBe(false);
    } finally {
      fresh.remove();
    }
  }, forProcesses(1));

  it('refuses to seed a database that already has organizations', () => {
    expect(pena('seed').err).toMatch(/only fills an empty one/);
  }, forProcesses(1));

  it('stops with a message naming a bad variable', () => {
    const res = runPena(['migrate'], { ...process.env, DATA_DIR: dataDir, PORT: 'eighty' });
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/Invalid configuration:\n\s+PORT:/);
  }, forProcesses(1));
});
