import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

describe('constants (spec §9)', () => {
  it.each<[keyof typeof C, unknown]>([
    ['PRODUCT_SLUG', 'pena'],
    ['APP_VERSION', '3.19.0'],
    ['SCHOOL_SYSTEM', 'penaschool'],
    ['DEFAULT_PAGE_SIZE', 15],
    ['FIRST_PAGE', 1],
    ['SORT_DIRECTIONS', ['asc', 'desc']],
    ['DEFAULT_SORT_BY', 'name'],
    ['DEFAULT_SORT_DIRECTION', 'asc'],
    ['PUBLISH_STATUSES', ['published', 'unpublished']],
    ['COUNT_HEADER', 'X-Pena-Count'],
    ['PAGES_HEADER', 'X-Pena-Pages'],
    ['NO_AUTHOR', 'no_author'],
    ['JOB_STATUSES', ['completed', 'failed']],
    ['JOB_POLL_MS', 3000],
    ['AUTOSAVE_DEBOUNCE_MS', 3000],
    ['FILTER_DEBOUNCE_MS', 500],
    ['DEFAULT_POLL_MS', 10000],
    ['BANNER_TRANSITION_MS', 200],
    ['TOOLTIP_LEAVE_DELAY_MS', 100],
    ['SAFARI_SCROLLBAR_MS', 500],
    ['UPLOAD_MAX_BYTES', 35_000_000],
    ['DOCUMENT_IMPORT_MAX_BYTES', 2_000_000],
    ['POINTS_MIN', 0],
    ['POINTS_MAX', 9999.9],
    ['POINTS_DECIMALS', 1],
    ['MAX_OTHER_TAGS', 3],
    ['TAGS_WIDTH_THRESHOLD', 440],
    ['IMAGE_MAX_WIDTH', 1200],
    ['MATRIX_MAX', 9],
    ['LIST_START_MIN', 1],
    ['LIST_START_MAX', 99],
    ['CUSTOM_LABEL_MAX', 4],
    ['MATCHING_MAX_WORDS', 150],
    ['MATCHING_LIMITS', [10, 50, 10]],
    ['MATCHING_RANGE', { min: 1, max: 99 }],
    ['MATH_INLINE_DELIMITERS', ['[%', '%]']],
    ['MATH_DISPLAY_DELIMITERS', ['[[%', '%]]']],
    ['SYSTEM_GRADES', ['Kinder', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9', 'G10', 'G11', 'G12']],
    ['LOWER_GRADES', ['Kinder', 'G1', 'G2', 'G3']],
    ['COUNTRY_CODES', ['ID', 'PH']],
    ['LANGUAGES', ['en', 'id']],
    ['DEFAULT_LANGUAGE', 'en'],
    ['FILIPINO_LOCALE', 'fil'],
    ['SUPPORTED_BROWSERS', ['Chrome', 'Safari', 'Firefox']],
    ['WORD_PASTE_BROWSERS', ['Chrome', 'Firefox']],
    ['LANGUAGE_COOKIE', 'pena_lang'],
    ['TOKEN_COOKIE', 'pena_token'],
    ['ORGANIZATION_COOKIE', 'pena_organization_id'],
    ['ERROR_REPLAY_SAMPLING', { sessions: 0, errors: 1 }],
  ])('%s', (name, expected) => {
    expect(C[name]).toEqual(expected);
  });

  it('answer letters are a to z', () => {
    expect(C.ANSWER_LETTERS).toHaveLength(26);
    expect(C.ANSWER_LETTERS.join('')).toBe('abcdefghijklmnopqrstuvwxyz');
  });

  it('lower grades are the first grades of the system list', () => {
    expect(C.SYSTEM_GRADES.slice(0, C.LOWER_GRADES.length)).toEqual([...C.LOWER_GRADES]);
  });
});
