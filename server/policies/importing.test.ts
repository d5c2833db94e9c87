import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { ACTOR_ID, policyContext } from '../test/policyActors.ts';
import type { CourseShare } from './content.ts';
import { authorizeImportInto, canImportInto, sourceCourseVisible, sourceItemVisible, type ImportSourceKind } from './importing.ts';

const ME = ACTOR_ID;
const OTHER = 8;
const open: CourseShare = { shareEnabled: false, creatorId: OTHER, sharedWithActor: false };
const topicBy = (creatorId: number) => ({ creatorId });

describe('importing into a topic', () => {
  // [label, context, topic creator, provider allowed, organization allowed]
  const rows: [string, ReturnType<typeof policyContext>, number, boolean, boolean][] = [
    ['admin, licensed', policyContext({ admin: true, license: true }), OTHER, true, true],
    ['editor, licensed', policyContext({ teamRole: 'editor', license: true }), OTHER, true, true],
    ['editor, not licensed', policyContext({ teamRole: 'editor' }), OTHER, false, true],
    ['limited editor, own topic', policyContext({ teamRole: 'limited_editor', license: true }), ME, true, true],
    ['limited editor, another’s topic', policyContext({ teamRole: 'limited_editor', license: true }), OTHER, false, false],
    ['no role', policyContext({ license: true }), OTHER, false, false],
    ['restricted', policyContext({ restricted: true, license: true, teamRole: 'editor' }), OTHER, false, false],
    ['unapproved', policyContext({ approved: false, license: true }), OTHER, false, false],
  ];
  it.each(rows)('%s', (_label, ctx, creator, provider, organization) => {
    for (const [kind, expected] of [['provider', provider], ['organization', organization]] as [ImportSourceKind, boolean][]) {
      expect(canImportInto(kind, ctx, ME, topicBy(creator), open), kind).toBe(expected);
      const run = () => authorizeImportInto(kind, ctx, ME, topicBy(creator), open);
      if (expected) expect(run).not.toThrow();
      else expect(run).toThrow(AppError);
    }
  });

  it('refuses a topic of a course shared away from the actor', () => {
    const ctx = policyContext({ teamRole: 'editor', license: true });
    expect(canImportInto('organization', ctx, ME, topicBy(OTHER), { shareEnabled: true, creatorId: OTHER, sharedWithActor: false })).toBe(false);
    expect(canImportInto('organization', ctx, ME, topicBy(OTHER), { shareEnabled: true, creatorId: OTHER, sharedWithActor: true })).toBe(true);
  });
});

describe('what of a source the actor sees', () => {
  it('courses: open ones, the actor’s, shared with the actor, or all for an admin', () => {
    expect(sourceCourseVisible(open, ME, false)).toBe(true);
    const shared = { shareEnabled: true, creatorId: OTHER, sharedWithActor: false };
    expect(sourceCourseVisible(shared, ME, false)).toBe(false);
    expect(sourceCourseVisible(shared, ME, true)).toBe(true);
    expect(sourceCourseVisible({ ...shared, sharedWithActor: true }, ME, false)).toBe(true);
    expect(sourceCourseVisible({ ...shared, creatorId: ME }, ME, false)).toBe(true);
  });

  it('units and topics: the provider’s only when published', () => {
    expect(sourceItemVisible('provider', 'published')).toBe(true);
    expect(sourceItemVisible('provider', 'unpublished')).toBe(false);
    expect(sourceItemVisible('organization', 'unpublished')).toBe(true);
  });
});
