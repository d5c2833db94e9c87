// Presence on a screen: the people who have the same place open (one entry per person, the
// signed-in teacher left out: their other tabs are not "someone else"), and a way to tell the
// others which field of it the teacher is in.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LivePerson, LivePlace, LivePlaceKind } from '../../../domain/schemas/live.ts';
import { useSignedIn } from '../auth/index.ts';
import { liveConnection } from './data/liveConnection.ts';

/** Everyone else at the place (null: none yet, e.g. while the record loads). */
export function usePresence(kind: LivePlaceKind, id: number | null | undefined): LivePerson[] {
  const { user } = useSignedIn();
  const [people, setPeople] = useState<LivePerson[]>([]);
  useEffect(() => {
    if (!id) return;
    const place: LivePlace = { kind, id };
    const close = liveConnection.open(place, setPeople);
    return () => {
      close();
      setPeople([]);
    };
  }, [kind, id]);
  return useMemo(() => othersOnce(people, user.id), [people, user.id]);
}

/** Tells the others the field in focus (a question's part): call with its name, or null. */
export function useLiveField(): (field: string | null) => void {
  return useCallback((field: string | null) => liveConnection.focus(field), []);
}

/** One entry per other person: the one who edits wins over the one who looks, then the first. */
export function othersOnce(people: LivePerson[], selfId: number): LivePerson[] {
  const byUser = new Map<number, LivePerson>();
  for (const person of people) {
    if (person.user_id === selfId) continue;
    const known = byUser.get(person.user_id);
    if (!known || (!known.field && person.field) || (!known.editing && person.editing)) byUser.set(person.user_id, person);
  }
  return [...byUser.values()];
}
