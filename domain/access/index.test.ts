import { describe, expect, it } from 'vitest';
import * as access from './index.ts';

describe('domain/access public face', () => {
  it.each([
    'accessForRole',
    'autosaveToggleVisible',
    'canDeleteRecord',
    'canEditRecord',
    'deriveAccess',
    'deriveRole',
    'effectiveAutosave',
    'guardRoute',
    'isInternalEmail',
    'organizationFactsFromSummary',
    'permissionsForRole',
    'topBarLinks',
  ] as const)('exports %s', (name) => {
    expect(typeof access[name]).toBe('function');
  });

  it('lists the guarded routes', () => {
    expect([...access.guardedRoutes]).toEqual([
      'content',
      'tags',
      'teams',
      'publish',
      'unpublish',
      'import_provider',
      'import_organization',
      'import_excel',
      'import_document',
      'create_assessment',
      'activity',
      'organization_activity',
    ]);
  });
});
