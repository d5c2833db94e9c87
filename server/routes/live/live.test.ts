// The live connection: who has what open reaches the others at once (a topic's overview also
// hears about its items, a question's field is told), a tab that closes disappears; the
// connection opens only with a session and from Pena's origin; a place of another
// organization or one the role may not see is refused in the user's language; a malformed
// message closes that connection and not the server; a session that ended is cut off and a
// place no longer allowed is left when the connections are checked again.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TOKEN_COOKIE } from '../../../domain/constants.ts';
import type { LiveServerMessage } from '../../../domain/schemas/live.ts';
import { memberships, sessions } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { makeCourse, makeSchool, makeTopicWithLesson, makeUnit, type School } from '../../test/contentFactories.ts';
import { tokenFor } from '../../test/factories.ts';
import { makePage } from '../../test/pageFactories.ts';
import { makeQuestion } from '../../test/questionFactories.ts';
import type { TestApp } from '../../test/app.ts';

type Peer = {
  socket: WebSocket;
  messages: LiveServerMessage[];
  /** Resolves with the first message (already received or coming) that matches. */
  next: (match: (message: LiveServerMessage) => boolean) => Promise<LiveServerMessage>;
  send: (message: unknown) => void;
  closed: Promise<{ code: number; reason: string }>;
};

/** A client over a real socket, as a browser's: the close handshake and a dropped tab behave as they do there. */
async function connect(t: TestApp, headers: Record<string, string>): Promise<Peer> {
  const socket = new WebSocket(`${liveUrl(t)}`, { headers });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const messages: LiveServerMessage[] = [];
  const waiting: { match: (m: LiveServerMessage) => boolean; resolve: (m: LiveServerMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as LiveServerMessage;
    messages.push(message);
    for (const waiter of [...waiting]) {
      if (waiter.match(message)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  return {
    socket,
    messages,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (match) => {
      const found = messages.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
  };
}

function liveUrl(t: TestApp): string {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app is not listening');
  return `ws://127.0.0.1:${address.port}/map/live`;
}

const tokenHeader = async (t: TestApp, user: { id: number }) => ({ authorization: `Token ${await tokenFor(t.db, user.id)}` });

/** The presence message at `place` whose people are exactly these user ids (in any order). */
const presenceOf =
  (place: { kind: string; id: number }, userIds: number[]) =>
  (message: LiveServerMessage) =>
    message.type === 'presence' &&
    message.place.kind === place.kind &&
    message.place.id === place.id &&
    [...message.people.map((p) => p.user_id)].sort().join() === [...userIds].sort().join();

describe.each(testDatabaseKinds())('GET /map/live on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  let other: School;
  let topic: { id: number; organizationId: number };
  let course: { id: number; organizationId: number };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    other = await makeSchool(t.db);
    course = await makeCourse(t.db, s.org.id, { name: 'Biologi' });
    topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, course), { name: 'Sel' });
  });

  it('tells the topic who is in its pages, a question who is in which field, and forgets a closed tab', async () => {
    const page = await makePage(t.db, topic);
    const question = await makeQuestion(t.db, topic);
    const onTopic = await connect(t, await tokenHeader(t, s.publisher));
    const inPage = await connect(t, await tokenHeader(t, s.editor));
    onTopic.send({ type: 'open', place: { kind: 'topic', id: topic.id } });
    await onTopic.next(presenceOf({ kind: 'topic', id: topic.id }, [s.publisher.id]));
    inPage.send({ type: 'open', place: { kind: 'page', id: page.id } });
    const seen = await onTopic.next(presenceOf({ kind: 'topic', id: topic.id }, [s.publisher.id, s.editor.id]));
    const editor = seen.type === 'presence' ? seen.people.find((p) => p.user_id === s.editor.id) : undefined;
    expect(editor).toMatchObject({ name: expect.stringMatching(/^Guru/), place: { kind: 'page', id: page.id }, field: null, editing: true });
    // Those in the page hear only about the page.
    await inPage.next(presenceOf({ kind: 'page', id: page.id }, [s.editor.id]));

    // Into a question, in its stem: the topic and the question both hear.
    const inQuestion = await connect(t, await tokenHeader(t, s.admin));
    inPage.send({ type: 'open', place: { kind: 'question', id: question.id }, field: 'stem' });
    inQuestion.send({ type: 'open', place: { kind: 'question', id: question.id } });
    await inQuestion.next(
      (m) => presenceOf({ kind: 'question', id: question.id }, [s.editor.id, s.admin.id])(m) && m.type === 'presence' && m.people.some((p) => p.field === 'stem'),
    );
    inPage.send({ type: 'field', field: 'answers.1' });
    await inQuestion.next((m) => m.type === 'presence' && m.people.some((p) => p.user_id === s.editor.id && p.field === 'answers.1'));
    await onTopic.next(
      (m) => presenceOf({ kind: 'topic', id: topic.id }, [s.publisher.id, s.editor.id, s.admin.id])(m) && m.type === 'presence' && m.people.some((p) => p.field === 'answers.1'),
    );

    // A tab that closes is gone for the others at once.
    inPage.socket.close();
    await inQuestion.next(presenceOf({ kind: 'question', id: question.id }, [s.admin.id]));
    await onTopic.next(presenceOf({ kind: 'topic', id: topic.id }, [s.publisher.id, s.admin.id]));
    onTopic.socket.close();
    inQuestion.socket.close();
  });

  it('marks who may only look (a member without a team role), and refuses a restricted member', async () => {
    const looking = await connect(t, await tokenHeader(t, s.noRole));
    looking.send({ type: 'open', place: { kind: 'course', id: course.id } });
    expect(await looking.next((m) => m.type === 'presence' || m.type === 'refused')).toMatchObject({
      type: 'presence',
      people: [{ user_id: s.noRole.id, editing: false }],
    });
    const restricted = await connect(t, { ...(await tokenHeader(t, s.restricted)), 'accept-language': 'id' });
    restricted.send({ type: 'open', place: { kind: 'topic', id: topic.id } });
    expect(await restricted.next((m) => m.type === 'refused')).toMatchObject({
      type: 'refused',
      place: { kind: 'topic', id: topic.id },
      error: 'permission_error',
      message: expect.stringMatching(/izin/),
    });
    looking.socket.close();
    restricted.socket.close();
  });

  it('refuses another organization’s records as not found, in the user’s language, and stays open', async () => {
    const otherTopic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, other.org.id)));
    const peer = await connect(t, { ...(await tokenHeader(t, s.admin)), 'accept-language': 'id' });
    for (const place of [
      { kind: 'topic', id: otherTopic.id },
      { kind: 'page', id: 2_000_000_000 },
    ] as const) {
      peer.send({ type: 'open', place });
      expect(await peer.next((m) => m.type === 'refused' && m.place?.id === place.id)).toMatchObject({ error: 'not_found', message: expect.stringMatching(/tidak/i) });
    }
    // Nobody at the other school's topic hears of the refused visitor.
    expect(t.app.live.hub.peopleAt({ kind: 'topic', id: otherTopic.id })).toEqual([]);
    peer.send({ type: 'open', place: { kind: 'topic', id: topic.id } });
    await peer.next(presenceOf({ kind: 'topic', id: topic.id }, [s.admin.id]));
    peer.socket.close();
  });

  it('opens only with a session, and with the cookie only from Pena’s own origin', async () => {
    await expect(connect(t, {})).rejects.toThrow(/401/);
    await expect(connect(t, { authorization: 'Token not-a-session-token-at-all' })).rejects.toThrow(/401/);
    const token = await tokenFor(t.db, s.editor.id);
    const cookie = `${TOKEN_COOKIE}=${token}`;
    await expect(connect(t, { cookie, origin: 'https://evil.example' })).rejects.toThrow(/403/);
    await expect(connect(t, { cookie, 'sec-fetch-site': 'cross-site' })).rejects.toThrow(/403/);
    const own = await connect(t, { cookie, origin: new URL(t.config.publicUrl).origin, 'sec-fetch-site': 'same-origin' });
    own.send({ type: 'open', place: { kind: 'course', id: course.id } });
    await own.next(presenceOf({ kind: 'course', id: course.id }, [s.editor.id]));
    own.socket.close();
  });

  it('closes a connection that sends something malformed, and keeps serving the others', async () => {
    const headers = await tokenHeader(t, s.editor);
    const cases: [unknown, number][] = [
      ['not json', 1007],
      [{ type: 'open', place: { kind: 'course', id: -1 } }, 1008],
      [{ type: 'open', place: { kind: 'school', id: 1 } }, 1008],
      [{ type: 'field', field: '<script>' }, 1008],
      [{ type: 'field', field: 'x'.repeat(2000) }, 1009],
    ];
    for (const [message, code] of cases) {
      const peer = await connect(t, headers);
      peer.send(message);
      expect((await peer.closed).code, JSON.stringify(message).slice(0, 40)).toBe(code);
    }
    const binary = await connect(t, headers);
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(1003);
    const fine = await connect(t, headers);
    fine.send({ type: 'open', place: { kind: 'course', id: course.id } });
    await fine.next(presenceOf({ kind: 'course', id: course.id }, [s.editor.id]));
    fine.socket.close();
  });

  it('cuts off a session that ended and leaves a place no longer allowed, when checked again', async () => {
    const member = await makeSchool(t.db);
    const ownCourse = await makeCourse(t.db, member.org.id);
    const watcher = await connect(t, await tokenHeader(t, member.admin));
    watcher.send({ type: 'open', place: { kind: 'course', id: ownCourse.id } });
    const token = await tokenFor(t.db, member.editor.id);
    const leaving = await connect(t, { authorization: `Token ${token}` });
    leaving.send({ type: 'open', place: { kind: 'course', id: ownCourse.id } });
    await watcher.next(presenceOf({ kind: 'course', id: ownCourse.id }, [member.admin.id, member.editor.id]));

    // The editor is restricted by an administrator: at the next check they leave the course.
    await t.db.update(memberships).set({ restricted: true }).where(eq(memberships.userId, member.editor.id));
    await t.app.live.recheck();
    expect(await leaving.next((m) => m.type === 'refused')).toMatchObject({ error: 'permission_error' });
    await watcher.next(presenceOf({ kind: 'course', id: ownCourse.id }, [member.admin.id]));

    // The administrator logs out: the connection is cut.
    await t.db.delete(sessions).where(eq(sessions.userId, member.admin.id));
    await t.app.live.recheck();
    expect((await watcher.closed).code).toBe(4401);
    leaving.socket.close();
  });
});
