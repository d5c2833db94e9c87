// What the fuzz net found, each pinned by a plain request
// (docs/product/design.md#api-conventions: every error is { error, message, fields? } and the
// document declares each reply).
import { describe, expect, it } from 'vitest';
import { headersFor } from '../contentFactories.ts';
import { testDatabaseKinds } from '../databases.ts';
import { schoolApp } from '../schoolApp.ts';
import { operationsOf, openApiDocument, replyChecker } from './openapi.ts';

describe.each(testDatabaseKinds())('fuzz findings (%s)', (kind) => {
  const { t, s } = schoolApp(kind);

  it('a path the router cannot decode, or a parameter past its length, is the plain not_found', async () => {
    const headers = await headersFor(t.db, s.admin);
    for (const url of ['/content/topics/%', '/content/courses/%E0%A4%A/video_presenters', `/content/courses/${'['.repeat(150)}`, `/content/teams/1/add_member/${'9'.repeat(120)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'not_found', message: expect.any(String) }]);
    }
  });

  it('every operation that validates its input declares the 422 it may answer', async () => {
    const operations = operationsOf(openApiDocument(t.app));
    const validating = operations.filter((op) => op.pathParams.length || op.queryParams.length || op.body);
    const undeclared = validating.filter((op) => !op.responses['422'] && Object.keys(op.responses).length > 1).map((op) => op.id);
    expect(undeclared).toEqual([]);

    const headers = await headersFor(t.db, s.admin);
    const check = replyChecker();
    const showCurrent = operations.find((op) => op.id === 'GET /users/show_current')!;
    const res = await t.app.inject({ method: 'GET', url: '/users/show_current?organization_id[]=1&organization_id=2', headers });
    expect(res.statusCode).toBe(422);
    expect(check(showCurrent, res)).toBeNull();
  });
});
