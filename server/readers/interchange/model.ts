// What an interchange reader gives (qti/, qti12/, cartridge/, moodleXml/, gift/, aiken/): the
// questions it could carry as Pena question documents, each item it could not carry with the
// reason, and the media the questions use. The job (jobs/tasks/InterchangeImportTask.ts) stores
// the media as the school's uploads and sanitizes every rich-text field; the reader does neither.
//
// A reader never throws anything but InterchangeReadError for a bad file, and runs only in the
// sandbox (index.ts): a file that would take all memory or loop ends its own child process.
import type { InterchangeFormat, InterchangeImportFailure, InterchangeSkipReason } from '../../../domain/schemas/interchange.ts';
import type { QuestionDocumentInput } from '../../../domain/schemas/questions.ts';

/** An image or a sound file of the package a question uses. */
export interface InterchangeMedia {
  kind: 'image' | 'audio';
  /** Its path in the package (or a made-up name for inline base64 data), for messages and dedup. */
  name: string;
  data: Uint8Array;
  /** The description the source gives it, if any. */
  alt?: string;
}

export interface InterchangeQuestion {
  /** The item's identifier or title in the file (shown in Review and in the CLI's summary). */
  item: string;
  /**
   * The question as the editor's create route takes it, without topic_id. Rich-text fields are
   * HTML, not yet sanitized. Media as `<img data-media-ref="N" alt="…">` and
   * `<audio data-media-ref="N"></audio>`, N an index into `InterchangeRead.media`; math as
   * Pena's `[% TeX %]` (inline) or `[[% TeX %]]` (display). It may break §5 rules: Review marks them.
   */
  document: QuestionDocumentInput;
  /** A key among `InterchangeRead.passages`, or null. */
  passage_key: string | null;
}

export interface InterchangePassage {
  key: string;
  title: string;
  /** HTML, not yet sanitized; media as in questions. */
  content_html: string;
}

export interface SkippedInterchangeItem {
  item: string;
  reason: InterchangeSkipReason;
  /** The source's own word for what was not carried (e.g. `extendedTextInteraction`, `essay`), or ''. */
  detail: string;
}

export interface InterchangeRead {
  format: InterchangeFormat;
  questions: InterchangeQuestion[];
  passages: InterchangePassage[];
  skipped: SkippedInterchangeItem[];
  media: InterchangeMedia[];
}

export interface InterchangeReadOptions {
  /** Moodle XML categories: kept as each question's quiz title, or dropped. */
  categories: 'note' | 'ignore';
}

/** A whole file refused; its code is the job's error and the CLI's. */
export type InterchangeReadErrorCode = Exclude<InterchangeImportFailure, 'no_questions' | 'server_error'>;

export class InterchangeReadError extends Error {
  readonly code: InterchangeReadErrorCode;
  constructor(code: InterchangeReadErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'InterchangeReadError';
    this.code = code;
  }
}
