// Addresses of the failed-content lists and of what a row links to (spec §2 "Verified
// routes"), under the language prefix. The list's state (course filter, page) lives in the
// query string, page 1 left out (§9).
import type { Language } from '../../../domain/constants.ts';
import { FIRST_PAGE } from '../../../domain/constants.ts';
import type { FailedKind } from '../../../domain/schemas/failedContent.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';

export type FailedListState = { courseId: number | null; page: number };

export const failedPaths = {
  list: (lang: Language, kind: FailedKind, state: Partial<FailedListState> = {}) => {
    const qs = toSearchParams({ courseId: state.courseId ?? null, page: state.page ?? FIRST_PAGE }).toString();
    return `/${lang}/${kind}/failed${qs ? `?${qs}` : ''}`;
  },
  /** The editor that fixes an item. */
  fix: (lang: Language, kind: FailedKind, id: number) => `/${lang}/${kind}/${id}`,
  course: (lang: Language, id: number) => `/${lang}/courses/${id}`,
  unit: (lang: Language, id: number) => `/${lang}/bundles/${id}`,
  topic: (lang: Language, id: number) => `/${lang}/topics/${id}`,
};

/** A course id or page number in the address: 1..2147483647, else null. */
const positiveInt = (raw: string | null): number | null => parseId(raw ?? undefined);

/** The list state an address describes; anything unreadable falls back to the default. */
export function parseListState(params: URLSearchParams): FailedListState {
  return { courseId: positiveInt(params.get('course_id')), page: positiveInt(params.get('page')) ?? FIRST_PAGE };
}

/** The address query of a list state: page 1 dropped (§9), no course left out. */
export function toSearchParams(state: FailedListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.courseId !== null) params.set('course_id', String(state.courseId));
  if (state.page > FIRST_PAGE) params.set('page', String(state.page));
  return params;
}
