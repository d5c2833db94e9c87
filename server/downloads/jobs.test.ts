// A course-list download's file name says what is in it: the school, the picked rows or the
// search and filters, and the day; ASCII words only, short enough for any file system.
import { describe, expect, it } from 'vitest';
import { downloadCoursesQuery } from '../../domain/schemas/downloads.ts';
import { downloadFileName } from './jobs.ts';

const day = new Date('2026-11-24T08:00:00Z');
const name = (query: Record<string, unknown>, school = 'SMA Nusantara') => downloadFileName(school, downloadCoursesQuery.parse(query), day);

describe('downloadFileName', () => {
  it.each([
    [{}, 'courses-sma-nusantara-all-2026-11-24.xlsx'],
    [{ include_ids: ['4', '9', '12'] }, 'courses-sma-nusantara-selected-3-2026-11-24.xlsx'],
    [{ include_ids: ['4'], q: 'aljabar', publish_status: 'published' }, 'courses-sma-nusantara-selected-1-2026-11-24.xlsx'],
    [{ q: 'Aljabar Linier' }, 'courses-sma-nusantara-aljabar-linier-2026-11-24.xlsx'],
    [{ q: 'Fisika', publish_status: 'unpublished', level: 'G10' }, 'courses-sma-nusantara-fisika-unpublished-g10-2026-11-24.xlsx'],
    [{ publish_status: 'published' }, 'courses-sma-nusantara-published-2026-11-24.xlsx'],
    [{ tag_search: 'Kurikulum Merdeka' }, 'courses-sma-nusantara-tag-kurikulum-merdeka-2026-11-24.xlsx'],
    [{ published_from: String(Date.UTC(2026, 0, 1)) }, 'courses-sma-nusantara-published-from-2026-01-01-2026-11-24.xlsx'],
    [{ user_ids: ['no_author'], subject_ids: ['3'] }, 'courses-sma-nusantara-by-author-subjects-2026-11-24.xlsx'],
    [{ q: 'Ékonomi ../../etc/passwd "x"; <b>' }, 'courses-sma-nusantara-ekonomi-etc-passwd-x-b-2026-11-24.xlsx'],
    [{ q: '数学' }, 'courses-sma-nusantara-search-2026-11-24.xlsx'],
  ])('%j → %s', (query, expected) => {
    expect(name(query)).toBe(expected);
  });

  it('keeps long search text and school names short, and names without ASCII letters out', () => {
    const long = name({ q: 'persamaan kuadrat '.repeat(10), publish_status: 'published', level: 'G12' }, 'Sekolah Menengah Atas Negeri Satu Nusantara Raya Timur');
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^courses-sekolah-menengah-atas-negeri-satu-[a-z0-9-]+-2026-11-24\.xlsx$/);
    expect(name({ q: 'ipa' }, 'مدرسة')).toBe('courses-ipa-2026-11-24.xlsx');
  });
});
