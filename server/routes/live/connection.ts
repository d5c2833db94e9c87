// One live connection: a signed-in tab that says which place it has open and which field it
// is in. Its messages are handled one at a time, in order; a message that is binary, too big,
// not JSON or not one of the protocol's closes the connection (never the server). A place is
// opened only as its route would load it (organization, then policy); a refused place is
// answered with the reason in the user's language and the connection stays for the next.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  LIVE_MESSAGE_MAX_BYTES,
  liveClientMessage,
  type LiveClientMessage,
  type LivePlace,
  type LiveServerMessage,
} from '../../../domain/schemas/live.ts';
import { findSession, type SignedInUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, errorText } from '../../errors.ts';
import type { Language } from '../../i18n.ts';
import type { LiveClient, PresenceHub } from '../../live/presenceHub.ts';
import { loadLivePlace } from '../../loaders/livePlace.ts';

/** Close codes (RFC 6455 and the application range): what the web does with each is its own. */
export const LIVE_CLOSE = {
  goingAway: 1001,
  unsupported: 1003,
  invalidPayload: 1007,
  policy: 1008,
  tooBig: 1009,
  internal: 1011,
  sessionEnded: 4401,
} as const;

interface ConnectionDeps {
  db: Db;
  hub: PresenceHub;
  log: FastifyBaseLogger;
  language: Language;
  token: string;
  user: SignedInUser;
}

export class LiveConnection implements LiveClient {
  readonly key = randomUUID();
  private readonly socket: WebSocket;
  private readonly deps: ConnectionDeps;
  private user: SignedInUser;
  private queue: Promise<void> = Promise.resolve();
  private alive = true;

  constructor(socket: WebSocket, deps: ConnectionDeps) {
    this.socket = socket;
    this.deps = deps;
    this.user = deps.user;
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => deps.hub.leave(this.key));
  }

  send(message: LiveServerMessage): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  close(code: number, reason: string): void {
    this.deps.hub.leave(this.key);
    this.socket.close(code, reason);
  }

  /** A tab that did not answer the last ping is gone (its network dropped without a close). */
  heartbeat(): void {
    if (!this.alive) {
      this.deps.hub.leave(this.key);
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  /**
   * Reads the session and the place again: a session that ended (logged out, expired) is cut
   * off; a place no longer allowed (removed from the team, the course unshared) is left.
   */
  recheck(): Promise<void> {
    return this.enqueue(async () => {
      const found = await findSession(this.deps.db, this.deps.token);
      if (found.state !== 'valid') return this.close(LIVE_CLOSE.sessionEnded, 'session ended');
      this.user = found.user;
      const presence = this.deps.hub.presenceOf(this.key);
      if (presence) await this.open(presence.person.place, presence.person.field);
    });
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (isBinary) return this.close(LIVE_CLOSE.unsupported, 'text messages only');
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (bytes.byteLength > LIVE_MESSAGE_MAX_BYTES) return this.close(LIVE_CLOSE.tooBig, 'message too big');
    let parsed: unknown;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      return this.close(LIVE_CLOSE.invalidPayload, 'not JSON');
    }
    const message = liveClientMessage.safeParse(parsed);
    if (!message.success) return this.close(LIVE_CLOSE.policy, 'not a live message');
    void this.enqueue(() => this.handle(message.data));
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'live connection failed');
      this.close(LIVE_CLOSE.internal, 'server error');
    });
    return this.queue;
  }

  private async handle(message: LiveClientMessage): Promise<void> {
    switch (message.type) {
      case 'open':
        return this.open(message.place, message.field ?? null);
      case 'field':
        return this.deps.hub.focus(this.key, message.field);
      case 'close':
        return this.deps.hub.leave(this.key);
    }
  }

  private async open(place: LivePlace, field: string | null): Promise<void> {
    try {
      const opened = await loadLivePlace(this.deps.db, this.user, place);
      const person = { key: this.key, user_id: this.user.id, name: displayName(this.user), place, field, editing: opened.canEdit };
      this.deps.hub.open(this, { person, topicId: opened.topicId });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.deps.hub.leave(this.key);
      this.send({ type: 'refused', place, error: error.code, message: errorText(error)[this.deps.language] });
    }
  }
}

/** The user's name; a user without one is shown by their address's name part, never the whole address. */
function displayName(user: SignedInUser): string {
  return user.name.trim() || user.email.split('@')[0]!;
}
