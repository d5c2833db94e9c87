// Login throttling (auth/throttle.ts): guesses slow down and lock their own (account,
// address) pair, but never lock the owner out from their address or known device.
// Time is moved, never waited for: recorded failures are moved back to pass a delay, and
// forward before a check that must fall inside one (so a slow machine cannot outwait it).
// The exact delays are in auth/throttle.test.ts.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeMember, makeOrganization, PASSWORD } from '../../test/factories.ts';

const MAX = 6;

describe.each(testDatabaseKinds())('login throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // app.inject connects from 127.0.0.1, named as the proxy so tests can choose addresses.
    t = await testApp(kind, { LOGIN_MAX_ATTEMPTS: String(MAX), LOGIN_WINDOW_MINUTES: '15', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, address: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/map/auth',
      payload: { email, password },
      headers: { 'x-forwarded-for': address, ...(device ? { cookie: `pena_device=${device}` } : {}) },
    });
  const deviceOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === 'pena_device');
  /** Moves failures back in time, as if `seconds` passed (negative: forward). */
  const age = (address: string, seconds: number, email?: string) =>
    t.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(loginAttempts.address, address), email === undefined ? undefined : eq(loginAttempts.email, email)));
  const AHEAD = 30;
  const owner = async () => makeMember(t.db, (await makeOrganization(t.db)).id);

  it('guesses from many addresses do not stop the owner logging in from their own address', async () => {
    const user = await owner();
    // Each address gets its three free guesses: more than MAX for the account in all.
    for (let a = 1; a <= 6; a++) {
      for (let i = 0; i < 3; i++) expect((await login(user.email, `guess-${a}-${i}`, `198.51.100.${a}`)).statusCode).toBe(422);
    }
    const guesses = await t.db.$count(loginAttempts, eq(loginAttempts.email, user.email));
    expect(guesses).toBe(6 * 3);
    const res = await login(user.email, PASSWORD, '192.0.2.50');
    expect(res.statusCode).toBe(200);
    // The owner's login forgets only the owner's own failures.
    expect(await t.db.$count(loginAttempts, eq(loginAttempts.email, user.email))).toBe(guesses);
  });

  it('lets the owner in from a known device while guesses from the same address lock it', async () => {
    const user = await owner();
    const school = '192.0.2.80';
    const first = await login(user.email, PASSWORD, school);
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/map/auth' });

    // Someone on the school network guesses the owner's password and sprays other accounts.
    for (let i = 0; i < MAX; i++) {
      await age(school, 60, user.email);
      expect((await login(user.email, `guess-${i}`, school)).statusCode).toBe(422);
    }
    for (let i = 0; i < MAX; i++) expect((await login(`sprayed-${i}@example.com`, 'guess', school)).statusCode).toBe(422);
    expect((await login(user.email, PASSWORD, school)).statusCode).toBe(429);

    const back = await login(user.email, PASSWORD, school, device!.value);
    expect(back.statusCode).toBe(200);
    expect(deviceOf(back)?.value).toBe(device!.value);
    // The device is the owner's: for another account it counts as the address.
    const other = await owner();
    await age(school, -AHEAD);
    expect((await login(other.email, PASSWORD, school, device!.value)).statusCode).toBe(429);
  });

  it('slows a single address guessing with growing delays, then locks the pair', async () => {
    const user = await owner();
    const guesser = '203.0.113.77';
    for (let i = 0; i < 3; i++) expect((await login(user.email, `guess-${i}`, guesser)).statusCode).toBe(422);

    const waits: number[] = [];
    for (let i = 3; i < MAX; i++) {
      await age(guesser, -AHEAD, user.email);
      const slowed = await login(user.email, PASSWORD, guesser);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toMatchObject({ error: 'rate_limited', message: 'Too many attempts. Please wait and try again.' });
      const seconds = Number(slowed.headers['retry-after']);
      waits.push(seconds - AHEAD);
      await age(guesser, seconds, user.email);
      expect((await login(user.email, `guess-${i}`, guesser)).statusCode).toBe(422);
    }
    // 1, 2 and 4 s (a second less where the machine took a second between the two steps).
    expect(waits[0]).toBeGreaterThanOrEqual(0);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);

    // MAX failures: the pair is locked for the window, even with the right password…
    const locked = await login(user.email, PASSWORD, guesser);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await age(guesser, 10 * 60, user.email);
    expect((await login(user.email, PASSWORD, guesser)).statusCode).toBe(429);
    // …the owner elsewhere is not, and the lock ends with the window.
    expect((await login(user.email, PASSWORD, '192.0.2.99')).statusCode).toBe(200);
    await age(guesser, 6 * 60, user.email);
    expect((await login(user.email, PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('slows an address that guesses across many accounts', async () => {
    const sprayer = '203.0.113.88';
    for (let i = 0; i < MAX * 2; i++) expect((await login(`spray-${i}@example.com`, 'guess', sprayer)).statusCode).toBe(422);
    const user = await owner();
    await age(sprayer, -AHEAD);
    const slowed = await login(user.email, PASSWORD, sprayer);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(AHEAD);
    expect((await login(user.email, PASSWORD, '203.0.113.89')).statusCode).toBe(200);
  });
});
