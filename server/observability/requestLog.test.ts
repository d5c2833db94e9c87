// The request log's url: link tokens masked, and of the query only known, harmless
// parameters with their values; search text, emails and unknown parameters redacted.
import { describe, expect, it } from 'vitest';
import { loggableUrl } from './requestLog.ts';

describe('loggableUrl', () => {
  it.each([
    ['/content/organizations/3/courses', '/content/organizations/3/courses'],
    ['/content/organizations/3/courses?page=2&per=15&sort_by=name&sort=desc&publish_status=published', '/content/organizations/3/courses?page=2&per=15&sort_by=name&sort=desc&publish_status=published'],
    ['/content/organizations/3/courses?q=Ani%20Lestari&page=2', '/content/organizations/3/courses?q=[redacted]&page=2'],
    ['/content/organizations/3/members?q=ani%40sekolah.example', '/content/organizations/3/members?q=[redacted]'],
    ['/content/organizations/3/courses?tag_search=rahasia&user_ids[]=4&user_ids[]=no_author', '/content/organizations/3/courses?tag_search=[redacted]&user_ids[]=4&user_ids[]=no_author'],
    ['/content/organizations/3/course_tags/validate?course_tag_name=Kelas%20Bu%20Ani&type=other', '/content/organizations/3/course_tags/validate?course_tag_name=[redacted]&type=other'],
    ['/preview/abc.def?version=draft&token=abc.def', '/preview/[token]?version=draft&token=[redacted]'],
    ['/downloads/abc.def?email=ani@sekolah.example', '/downloads/[token]?email=[redacted]'],
    ['/healthz?ani%40sekolah.example', '/healthz?[redacted]'],
    ['/healthz?Bearer%20xyz=1&ABC=2', '/healthz?[redacted]&[redacted]'],
    ['/healthz?', '/healthz'],
  ])('%s → %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});
