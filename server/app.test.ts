import { describe, expect, it } from 'vitest';
import { courseListQuery } from '../domain/schemas/courses.ts';
import { parseQuery } from './app.ts';

describe('parseQuery', () => {
  it('reads bracket arrays, repeated keys and single values', () => {
    expect(parseQuery('user_ids[]=1&user_ids[]=2&q=fisika&a=1&a=2&one[]=x')).toEqual({
      user_ids: ['1', '2'],
      q: 'fisika',
      a: ['1', '2'],
      one: ['x'],
    });
  });

  it('feeds the course list query, which takes a single id as a list', () => {
    const query = courseListQuery.parse(parseQuery('course_tag_ids=4&user_ids[]=no_author&user_ids[]=7&page=2'));
    expect(query).toMatchObject({ course_tag_ids: [4], user_ids: ['no_author', 7], page: 2, per: 15, sort_by: 'name', sort: 'asc' });
  });
});
