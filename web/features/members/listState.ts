// The User Management list's state in the address (§9): q, and page with page 1 left out.
import { FIRST_PAGE } from '../../../domain/constants.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';

export type MembersListState = { q: string; page: number };

export function readListState(params: URLSearchParams): MembersListState {
  // A page number reads as an id does: 1..2147483647, else the first page.
  return { q: (params.get('q') ?? '').trim(), page: parseId(params.get('page') ?? undefined) ?? FIRST_PAGE };
}

export function toSearchParams(state: MembersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page > FIRST_PAGE) params.set('page', String(state.page));
  return params;
}
