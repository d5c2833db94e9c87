// The app and school that most route test blocks share. Called inside a describe block,
// `const { t, s } = schoolApp(kind)` registers the beforeAll that makes a test app on `kind`
// with a fresh school in it and the afterAll that closes the app, in place of the same
// let/beforeAll/afterAll lines in every file. `t` and `s` stand in for the app and school:
// inside tests and later hooks they are the real ones; read before beforeAll has run (at
// collection time) they throw.
import { afterAll, beforeAll } from 'vitest';
import { testApp, type TestApp } from './app.ts';
import { makeSchool, type School, type SchoolOptions } from './contentFactories.ts';
import type { TestDatabaseKind } from './databases.ts';

/** A stand-in for an object made later: every read goes to it once it exists. */
function madeLater<T extends object>(name: string, current: () => T | undefined): T {
  const real = () => {
    const value = current();
    if (!value) throw new Error(`${name} is made in beforeAll: use it inside tests and hooks`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const value = real();
      const member: unknown = Reflect.get(value, key);
      return typeof member === 'function' ? member.bind(value) : member;
    },
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

export function schoolApp(kind: TestDatabaseKind, opts: SchoolOptions = {}): { t: TestApp; s: School } {
  let app: TestApp | undefined;
  let school: School | undefined;
  beforeAll(async () => {
    app = await testApp(kind);
    school = await makeSchool(app.db, opts);
  });
  afterAll(() => app?.close());
  return { t: madeLater('the test app', () => app), s: madeLater('the school', () => school) };
}
