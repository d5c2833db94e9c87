// The course list's state lives in the address (spec §9): search, filters, sort and page
// as query parameters, arrays in bracket format, defaults (page 1, name ascending) left
// out, so a reload or a shared link shows the same list. Pure functions, tested alone.
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_BY,
  DEFAULT_SORT_DIRECTION,
  FIRST_PAGE,
  NO_AUTHOR,
  PUBLISH_STATUSES,
  SORT_DIRECTIONS,
} from '../../../../domain/constants.ts';
import type { PublishStatus, SortDirection } from '../../../../domain/constants.ts';

export const SORT_KEYS = ['name', 'created_at', 'published_at'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SearchBy = 'name' | 'tag';
/** A creator filter value: a user id, or `no_author` for courses whose author is gone. */
export type AuthorFilter = number | typeof NO_AUTHOR;

/** Search and filters: what the teacher types and picks (applied after the debounce). */
export type CourseFilters = {
  searchBy: SearchBy;
  text: string;
  /** A grade name (the `level` of the API). */
  level: string | null;
  publishStatus: PublishStatus | null;
  userIds: AuthorFilter[];
  /** Other tags. */
  courseTagIds: number[];
  subjectIds: number[];
  /** Epoch ms, inclusive: start of the first day and end of the last. */
  publishedFrom: number | null;
  publishedTo: number | null;
  createdFrom: number | null;
  createdTo: number | null;
};

export type CourseListParams = CourseFilters & { sortBy: SortKey; sort: SortDirection; page: number };

/** The query of GET /content/organizations/{id}/courses (spec §7). */
export type CourseListApiQuery = {
  q?: string;
  tag_search?: string;
  level?: string;
  publish_status?: PublishStatus;
  user_ids?: AuthorFilter[];
  course_tag_ids?: number[];
  subject_ids?: number[];
  published_from?: number;
  published_to?: number;
  created_from?: number;
  created_to?: number;
  sort_by: SortKey;
  sort: SortDirection;
  page: number;
  per: number;
};

export const emptyFilters: CourseFilters = {
  searchBy: 'name',
  text: '',
  level: null,
  publishStatus: null,
  userIds: [],
  courseTagIds: [],
  subjectIds: [],
  publishedFrom: null,
  publishedTo: null,
  createdFrom: null,
  createdTo: null,
};

export const defaultListParams: CourseListParams = {
  ...emptyFilters,
  sortBy: DEFAULT_SORT_BY,
  sort: DEFAULT_SORT_DIRECTION,
  page: FIRST_PAGE,
};

/** `ids[]=1&ids[]=2`, also the plain `ids=1` a hand-written link may carry. */
function all(params: URLSearchParams, key: string): string[] {
  return [...params.getAll(`${key}[]`), ...params.getAll(key)].filter((v) => v !== '');
}

function ids(params: URLSearchParams, key: string): number[] {
  const seen = new Set<number>();
  for (const raw of all(params, key)) {
    const id = Number(raw);
    if (Number.isInteger(id) && id > 0) seen.add(id);
  }
  return [...seen];
}

function epoch(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** The list state an address describes; anything unreadable falls back to the default. */
export function parseListParams(params: URLSearchParams): CourseListParams {
  const tagText = params.get('tag_search') ?? '';
  const nameText = params.get('q') ?? '';
  const page = Number(params.get('page'));
  const authors: AuthorFilter[] = [];
  for (const raw of all(params, 'user_ids')) {
    const id = Number(raw);
    const value: AuthorFilter | null = raw === NO_AUTHOR ? NO_AUTHOR : Number.isInteger(id) && id > 0 ? id : null;
    if (value !== null && !authors.includes(value)) authors.push(value);
  }
  return {
    searchBy: tagText && !nameText ? 'tag' : 'name',
    text: tagText && !nameText ? tagText : nameText,
    level: params.get('level') || null,
    publishStatus: oneOf(PUBLISH_STATUSES, params.get('publish_status')),
    userIds: authors,
    courseTagIds: ids(params, 'course_tag_ids'),
    subjectIds: ids(params, 'subject_ids'),
    publishedFrom: epoch(params, 'published_from'),
    publishedTo: epoch(params, 'published_to'),
    createdFrom: epoch(params, 'created_from'),
    createdTo: epoch(params, 'created_to'),
    sortBy: oneOf(SORT_KEYS, params.get('sort_by')) ?? DEFAULT_SORT_BY,
    sort: oneOf(SORT_DIRECTIONS, params.get('sort')) ?? DEFAULT_SORT_DIRECTION,
    page: Number.isInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE,
  };
}

/** The address query of a list state: defaults and empty values left out, page 1 dropped. */
export function toSearchParams(state: CourseListParams): URLSearchParams {
  const params = new URLSearchParams();
  const text = state.text.trim();
  if (text) params.set(state.searchBy === 'tag' ? 'tag_search' : 'q', text);
  if (state.level) params.set('level', state.level);
  if (state.publishStatus) params.set('publish_status', state.publishStatus);
  for (const id of state.userIds) params.append('user_ids[]', String(id));
  for (const id of state.courseTagIds) params.append('course_tag_ids[]', String(id));
  for (const id of state.subjectIds) params.append('subject_ids[]', String(id));
  const dates = [
    ['published_from', state.publishedFrom],
    ['published_to', state.publishedTo],
    ['created_from', state.createdFrom],
    ['created_to', state.createdTo],
  ] as const;
  for (const [key, value] of dates) if (value !== null) params.set(key, String(value));
  if (state.sortBy !== DEFAULT_SORT_BY || state.sort !== DEFAULT_SORT_DIRECTION) {
    params.set('sort_by', state.sortBy);
    params.set('sort', state.sort);
  }
  if (state.page > FIRST_PAGE) params.set('page', String(state.page));
  return params;
}

/** `?q=…` (or '' when the list is in its default state), for comparing and navigating. */
export function listSearch(state: CourseListParams): string {
  const qs = toSearchParams(state).toString();
  return qs ? `?${qs}` : '';
}

/** The API query of a list state (every parameter the server reads, spec §7). */
export function toApiQuery(state: CourseListParams): CourseListApiQuery {
  const text = state.text.trim();
  const query: CourseListApiQuery = { sort_by: state.sortBy, sort: state.sort, page: state.page, per: DEFAULT_PAGE_SIZE };
  if (text && state.searchBy === 'name') query.q = text;
  if (text && state.searchBy === 'tag') query.tag_search = text;
  if (state.level) query.level = state.level;
  if (state.publishStatus) query.publish_status = state.publishStatus;
  if (state.userIds.length) query.user_ids = state.userIds;
  if (state.courseTagIds.length) query.course_tag_ids = state.courseTagIds;
  if (state.subjectIds.length) query.subject_ids = state.subjectIds;
  if (state.publishedFrom !== null) query.published_from = state.publishedFrom;
  if (state.publishedTo !== null) query.published_to = state.publishedTo;
  if (state.createdFrom !== null) query.created_from = state.createdFrom;
  if (state.createdTo !== null) query.created_to = state.createdTo;
  return query;
}

/** How many filters (not counting the search text) narrow the list: the badge on "Filters". */
export function activeFilterCount(filters: CourseFilters): number {
  return [
    filters.level !== null,
    filters.publishStatus !== null,
    filters.userIds.length > 0,
    filters.courseTagIds.length > 0,
    filters.subjectIds.length > 0,
    filters.publishedFrom !== null || filters.publishedTo !== null,
    filters.createdFrom !== null || filters.createdTo !== null,
  ].filter(Boolean).length;
}

/** True when the search or any filter narrows the list ("no results" rather than "no courses yet"). */
export function isNarrowed(filters: CourseFilters): boolean {
  return filters.text.trim() !== '' || activeFilterCount(filters) > 0;
}

export function filtersOf(state: CourseListParams): CourseFilters {
  const { sortBy: _sortBy, sort: _sort, page: _page, ...filters } = state;
  return filters;
}

export function sameFilters(a: CourseFilters, b: CourseFilters): boolean {
  const text = (f: CourseFilters) => listSearch({ ...defaultListParams, ...f, searchBy: f.text.trim() ? f.searchBy : 'name' });
  return text(a) === text(b);
}
