// What a document reader gives (pdf.ts, docx.ts, doc.ts, pptx.ts, ppt.ts) and what the question
// extractors (extract/) and the page generator (commands/pageGenerator/) take: the text of
// a document as pages of blocks, with the formatting that carries meaning in an exam paper (bold
// or underlined options mark the key) and in a slide (headings, lists, tables), and its images.
//
// A Word document is one page; a PDF has one page per page; a slide deck one page per slide.
// Readers never throw anything but DocumentReadError for a bad file: the callers turn its code
// into the §8 text, never a 500.

/** A run of text with one formatting. Math found in the source is kept as `[% … %]` in text. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** An image found in the document, as bytes in a format the image upload purpose accepts. */
export interface DocumentImage {
  mime: 'image/png' | 'image/jpeg' | 'image/gif';
  data: Uint8Array;
  width?: number;
  height?: number;
  /** The description the source gives it, if any. */
  alt?: string;
}

export interface ListInfo {
  ordered: boolean;
  /** 0 for the outermost level. */
  level: number;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: TextRun[] }
  | { kind: 'paragraph'; runs: TextRun[]; list?: ListInfo }
  /** Rows of cells of runs. A cell's paragraphs are joined with a '\n' run. */
  | { kind: 'table'; rows: TextRun[][][] }
  | { kind: 'image'; image: DocumentImage };

export interface DocumentPage {
  /** The page's or slide's title when the source marks one (a slide's title placeholder). */
  title?: string;
  blocks: Block[];
}

export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'ppt' | 'pptx';

export interface ReadDocument {
  kind: DocumentKind;
  pages: DocumentPage[];
}

export type DocumentReadErrorCode =
  /** The file is not the kind it claims, or not one we read. */
  | 'unsupported'
  /** The file opens with a password. */
  | 'password_protected'
  /** Damaged: the reader could not make sense of it. */
  | 'corrupt'
  /** A PDF without a text layer (a scan): nothing to read without OCR. */
  | 'no_text'
  /** Over the purpose's size cap or a reader's own limit (pages, images, text). */
  | 'too_large';

export class DocumentReadError extends Error {
  readonly code: DocumentReadErrorCode;
  constructor(code: DocumentReadErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'DocumentReadError';
    this.code = code;
  }
}

/** The plain text of runs, as a reader of the paper would see it. */
export function runsText(runs: readonly TextRun[]): string {
  return runs.map((r) => r.text).join('');
}
