// The session hint (SESSION_HINT_COOKIE): set with the token at login, readable by scripts and
// carrying nothing but "a session may exist"; cleared at logout. The web reads it to skip the
// "who am I" call when there is no session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE, TOKEN_COOKIE } from '../../../domain/constants.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { authHeader, makeMember, makeOrganization, PASSWORD, tokenFor } from '../../test/factories.ts';

describe.each(testDatabaseKinds())('the session hint cookie on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind);
  });
  afterAll(() => t.close());

  it('is set beside the token at login, for scripts, with the same lifetime, and holds no secret', async () => {
    const org = await makeOrganization(t.db);
    const user = await makeMember(t.db, org.id);
    const res = await t.app.inject({ method: 'POST', url: '/map/auth', payload: { email: user.email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const token = res.cookies.find((c) => c.name === TOKEN_COOKIE)!;
    const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(token.expires?.getTime());
  });

  it('is cleared at logout', async () => {
    const org = await makeOrganization(t.db);
    const user = await makeMember(t.db, org.id);
    const token = await tokenFor(t.db, user.id);
    const res = await t.app.inject({ method: 'DELETE', url: '/map/auth', headers: authHeader(token) });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
  });
});
