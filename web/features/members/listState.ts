// The User Management list's state in the address (§9): q, and page with page 1 left out.
import { FIRST_PAGE } from '../../../domain/constants.ts';

export type MembersListState = { q: string; page: number };

export function readListState(params: URLSearchParams): MembersListState {
  const raw = params.get('page');
  const page = raw !== null && /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : FIRST_PAGE;
  return { q: (params.get('q') ?? '').trim(), page };
}

export function toSearchParams(state: MembersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page > FIRST_PAGE) params.set('page', String(state.page));
  return params;
}
