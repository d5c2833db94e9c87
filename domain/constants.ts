// Business constants and limits (spec §9, with `{product}` = `pena`:
// docs/product/design.md#the-product-slug-is-pena).
import { countryCodes } from './schemas/accountValues.ts';

export const PRODUCT_SLUG = 'pena';
export const APP_VERSION = '3.19.0';
/** Course system value (`{product}school`). */
export const SCHOOL_SYSTEM = 'penaschool';

/** Lists */
export const DEFAULT_PAGE_SIZE = 15;
/** Pages are 1-based; page 1 is dropped from the query string. */
export const FIRST_PAGE = 1;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_SORT_BY = 'name';
export const DEFAULT_SORT_DIRECTION: SortDirection = 'asc';
export const PUBLISH_STATUSES = ['published', 'unpublished'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export const COUNT_HEADER = 'X-Pena-Count';
export const PAGES_HEADER = 'X-Pena-Pages';
/** Author filter value for content without an author. */
export const NO_AUTHOR = 'no_author';

/** Jobs */
export const JOB_STATUSES = ['completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Learner preview (§2 "Preview"): how long a preview link works after it is made. */
export const PREVIEW_TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** Timing */
export const JOB_POLL_MS = 3000;
export const AUTOSAVE_DEBOUNCE_MS = 3000;
export const FILTER_DEBOUNCE_MS = 500;
export const DEFAULT_POLL_MS = 10000;
export const BANNER_TRANSITION_MS = 200;
export const TOOLTIP_LEAVE_DELAY_MS = 100;
export const SAFARI_SCROLLBAR_MS = 500;

/** Topics */
/**
 * The most questions one topic may hold, whatever brings them: a spreadsheet, a document, the
 * test bank or another school, a copy or a move. The publish request lists up to this many per
 * topic, and the largest topic publishes as one job on either engine (its route test).
 */
export const TOPIC_MAX_QUESTIONS = 5_000;

/** Uploads */
/**
 * A megabyte as teachers read "35 MB": 1,000,000 bytes. Every cap is a whole number of them and
 * every size shown is in them (domain/uploads.ts formatMaxSize, formatFileSize).
 */
export const MB = 1_000_000;
/** Text-page and study-guide files (spec §9: 35 MB). */
export const UPLOAD_MAX_BYTES = 35 * MB;
/** Document import with AI (spec §9: 2 MB). */
export const DOCUMENT_IMPORT_MAX_BYTES = 2 * MB;
/** Spreadsheet import (not in the spec): 20 MB holds far more than SPREADSHEET_MAX_ROWS questions. */
export const SPREADSHEET_MAX_BYTES = 20 * MB;
/** Question rows one spreadsheet may hold (every sheet together): no more than one topic can. */
export const SPREADSHEET_MAX_ROWS = TOPIC_MAX_QUESTIONS;
/** What an .xlsx may unpack to (a zip bomb is refused before it is read). */
export const SPREADSHEET_MAX_UNPACKED_BYTES = 300 * MB;

/** Points: 0 to 9999.9, one decimal. */
export const POINTS_MIN = 0;
export const POINTS_MAX = 9999.9;
export const POINTS_DECIMALS = 1;

/** Tags */
export const MAX_OTHER_TAGS = 3;
/** Width (px) below which extra tags are hidden. */
export const TAGS_WIDTH_THRESHOLD = 440;

/** Editors */
export const IMAGE_MAX_WIDTH = 1200;
/** Matrix editor maximum rows and columns (9x9). */
export const MATRIX_MAX = 9;
export const LIST_START_MIN = 1;
export const LIST_START_MAX = 99;
export const CUSTOM_LABEL_MAX = 4;
/** Suggested maximum words per matching item. */
export const MATCHING_MAX_WORDS = 150;
export const ANSWER_LETTERS: readonly string[] = Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i));
/** Matching limits 10, 50 and 10 as the spec lists them; their purposes are not shown. */
export const MATCHING_LIMITS = [10, 50, 10] as const;
/** A 1 to 99 range of the matching editor; purpose not shown. */
export const MATCHING_RANGE = { min: 1, max: 99 } as const;
export const MATH_INLINE_DELIMITERS = ['[%', '%]'] as const;
export const MATH_DISPLAY_DELIMITERS = ['[[%', '%]]'] as const;

/** Grades */
export const SYSTEM_GRADES = ['Kinder', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9', 'G10', 'G11', 'G12'] as const;
export type SystemGrade = (typeof SYSTEM_GRADES)[number];
export const LOWER_GRADES = ['Kinder', 'G1', 'G2', 'G3'] as const;

/** Locale */
export const COUNTRY_CODES = countryCodes;
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Filipino overlays English for organizations in the Philippines. */
export const FILIPINO_LOCALE = 'fil';

/** Browsers */
export const SUPPORTED_BROWSERS = ['Chrome', 'Safari', 'Firefox'] as const;
/** Copy-paste from Word works only in these. */
export const WORD_PASTE_BROWSERS = ['Chrome', 'Firefox'] as const;

/** Cookies (shared across the parent domain). */
export const LANGUAGE_COOKIE = 'pena_lang';
export const TOKEN_COOKIE = 'pena_token';
/**
 * Set beside the httpOnly token cookie, with the same lifetime, and readable by scripts: it
 * says only that a session may exist, so a signed-out browser does not ask who it is (and get a
 * 401) on every start. The token cookie alone authenticates.
 */
export const SESSION_HINT_COOKIE = 'pena_session';
export const ORGANIZATION_COOKIE = 'pena_organization_id';

/** Error-reporting replay sampling: 0 for sessions, 1 for errors. */
export const ERROR_REPLAY_SAMPLING = { sessions: 0, errors: 1 } as const;
