// The list state ↔ address: every filter survives the round trip, defaults and page 1 are
// left out, arrays go in bracket format, and the API query carries the spec §7 names.
import { describe, expect, it } from 'vitest';
import { defaultListParams, listSearch, parseListParams, toApiQuery, toSearchParams } from './listParams.ts';
import type { CourseListParams } from './listParams.ts';

const full: CourseListParams = {
  searchBy: 'tag',
  text: 'remedial',
  level: 'G10',
  publishStatus: 'unpublished',
  userIds: [3, 'no_author'],
  courseTagIds: [3, 4],
  subjectIds: [9],
  publishedFrom: 1_700_000_000_000,
  publishedTo: 1_700_086_399_999,
  createdFrom: 1_690_000_000_000,
  createdTo: 1_690_086_399_999,
  sortBy: 'created_at',
  sort: 'desc',
  page: 3,
};

describe('course list address', () => {
  it('reads back every filter, the sort and the page it wrote', () => {
    expect(parseListParams(toSearchParams(full))).toEqual(full);
  });

  it('writes arrays in bracket format', () => {
    const search = decodeURIComponent(listSearch(full));
    expect(search).toContain('user_ids[]=3&user_ids[]=no_author');
    expect(search).toContain('course_tag_ids[]=3&course_tag_ids[]=4');
    expect(search).toContain('tag_search=remedial');
    expect(search).not.toContain('q=');
  });

  it('leaves out the defaults: page 1, name ascending, empty filters', () => {
    expect(listSearch(defaultListParams)).toBe('');
    expect(listSearch({ ...defaultListParams, page: 1, text: 'aljabar' })).toBe('?q=aljabar');
    expect(listSearch({ ...defaultListParams, page: 2 })).toBe('?page=2');
    expect(listSearch({ ...defaultListParams, sort: 'desc' })).toBe('?sort_by=name&sort=desc');
  });

  it('ignores what it cannot read', () => {
    const parsed = parseListParams(
      new URLSearchParams('page=-4&sort_by=secret&sort=up&publish_status=maybe&course_tag_ids[]=x&user_ids[]=0&created_from=soon'),
    );
    expect(parsed).toEqual(defaultListParams);
  });

  it('accepts plain (non-bracket) arrays in hand-written links', () => {
    expect(parseListParams(new URLSearchParams('subject_ids=9&subject_ids=1')).subjectIds).toEqual([9, 1]);
  });

  it('asks the server with the spec §7 parameter names and the page size', () => {
    expect(toApiQuery(full)).toEqual({
      tag_search: 'remedial',
      level: 'G10',
      publish_status: 'unpublished',
      user_ids: [3, 'no_author'],
      course_tag_ids: [3, 4],
      subject_ids: [9],
      published_from: 1_700_000_000_000,
      published_to: 1_700_086_399_999,
      created_from: 1_690_000_000_000,
      created_to: 1_690_086_399_999,
      sort_by: 'created_at',
      sort: 'desc',
      page: 3,
      per: 15,
    });
    expect(toApiQuery({ ...defaultListParams, text: '  aljabar ' })).toEqual({
      q: 'aljabar',
      sort_by: 'name',
      sort: 'asc',
      page: 1,
      per: 15,
    });
  });
});
