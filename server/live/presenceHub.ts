// Who has what open, in this process: one entry per live connection that has said where it
// is. A change (a place opened, a field focused, a tab gone) is sent at once to everyone it
// concerns: those at the same place and, for a page, passage or question, those on its
// topic's overview (whose lists mark the rows someone is in).
import { samePlace, type LivePerson, type LivePlace, type LiveServerMessage } from '../../domain/schemas/live.ts';

/** A connection as the hub sees it: its key and how to send it a message. */
export interface LiveClient {
  key: string;
  send(message: LiveServerMessage): void;
}

/** Where a connection is: its person, and the topic its place belongs to (null above topics). */
export interface Presence {
  person: LivePerson;
  topicId: number | null;
}

export class PresenceHub {
  private readonly entries = new Map<string, { client: LiveClient; presence: Presence }>();

  /** Puts the client at a place (replacing where it was), and tells both places. */
  open(client: LiveClient, presence: Presence): void {
    const before = this.entries.get(client.key)?.presence;
    this.entries.set(client.key, { client, presence });
    this.publish([...(before ? placesOf(before) : []), ...placesOf(presence)]);
  }

  /** The client's field in focus changed. */
  focus(key: string, field: string | null): void {
    const entry = this.entries.get(key);
    if (!entry || entry.presence.person.field === field) return;
    entry.presence = { ...entry.presence, person: { ...entry.presence.person, field } };
    this.publish(placesOf(entry.presence));
  }

  /** The client left its place (or closed). */
  leave(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.publish(placesOf(entry.presence));
  }

  /** Where the client is, if anywhere. */
  presenceOf(key: string): Presence | undefined {
    return this.entries.get(key)?.presence;
  }

  /** Everyone at `place`; at a topic, also everyone in its items. */
  peopleAt(place: LivePlace): LivePerson[] {
    const people: LivePerson[] = [];
    for (const { presence } of this.entries.values()) if (concerns(presence, place)) people.push(presence.person);
    return people;
  }

  get size(): number {
    return this.entries.size;
  }

  private publish(places: LivePlace[]): void {
    const unique = places.filter((place, index) => places.findIndex((other) => samePlace(other, place)) === index);
    for (const place of unique) {
      const message: LiveServerMessage = { type: 'presence', place, people: this.peopleAt(place) };
      for (const { client, presence } of this.entries.values()) if (samePlace(presence.person.place, place)) client.send(message);
    }
  }
}

/** The places whose people lists include this presence. */
function placesOf({ person, topicId }: Presence): LivePlace[] {
  return person.place.kind !== 'topic' && topicId !== null ? [person.place, { kind: 'topic', id: topicId }] : [person.place];
}

function concerns(presence: Presence, place: LivePlace): boolean {
  return placesOf(presence).some((own) => samePlace(own, place));
}
