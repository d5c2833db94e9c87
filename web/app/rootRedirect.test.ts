import { describe, expect, it } from 'vitest';
import { resolveRootRedirect } from './rootRedirect.ts';

const at = (search: string, hash = '') => ({ search, hash });

describe('resolveRootRedirect', () => {
  it('stores an organization_id query parameter and reloads at the root', () => {
    expect(resolveRootRedirect(at('?organization_id=7'), 'en')).toEqual({
      kind: 'storeOrganizationAndReload',
      organizationId: 7,
    });
  });

  it('prefers the organization_id query over a hash', () => {
    expect(resolveRootRedirect(at('?organization_id=7', '#/topics/3'), 'en').kind).toBe('storeOrganizationAndReload');
  });

  it.each(['', '?organization_id=', '?organization_id=abc', '?organization_id=0', '?organization_id=-2', '?organization_id=1.5'])(
    'ignores an invalid organization_id (%s)',
    (search) => {
      expect(resolveRootRedirect(at(search), 'en')).toEqual({ kind: 'navigate', to: '/en/' });
    },
  );

  it.each([
    ['#/questions/form/12', '/en/questions/12'],
    ['#/questions/12', '/en/questions/12'],
    ['#/topics/3', '/en/topics/3'],
    ['#/bundles/45', '/en/bundles/45'],
    ['#/courses/9', '/en/courses/9'],
    ['#/courses/9/', '/en/courses/9'],
    ['#courses/9', '/en/courses/9'],
    ['#/courses/9?tab=units', '/en/courses/9'],
  ])('redirects the old address %s to %s', (hash, to) => {
    expect(resolveRootRedirect(at('', hash), 'en')).toEqual({ kind: 'navigate', to });
  });

  it('keeps the resolved language for old addresses', () => {
    expect(resolveRootRedirect(at('', '#/topics/3'), 'id')).toEqual({ kind: 'navigate', to: '/id/topics/3' });
  });

  it('selects the organization of an organization hash and goes to the language home', () => {
    expect(resolveRootRedirect(at('', '#/organizations/4'), 'id')).toEqual({
      kind: 'selectOrganization',
      organizationId: 4,
      to: '/id/',
    });
  });

  it.each(['#/', '#/unknown/3', '#/courses/abc', '#/questions/form/', '#/organizations/x'])(
    'sends anything else (%s) to the language home',
    (hash) => {
      expect(resolveRootRedirect(at('', hash), 'en')).toEqual({ kind: 'navigate', to: '/en/' });
    },
  );

  it('goes to the language home without query or hash', () => {
    expect(resolveRootRedirect(at(''), 'id')).toEqual({ kind: 'navigate', to: '/id/' });
  });
});
