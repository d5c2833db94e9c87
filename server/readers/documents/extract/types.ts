// The one interface both question extractors implement (spec §2 "Import from document, AI flow:
// Upload, Processing, Review"): the built-in rule-based reader of exam papers (builtin/) and
// any OpenAI-compatible chat endpoint (llm.ts). The document-import job picks one by
// configuration (extract/index.ts) and the screens say which one is in use.
import type { DocumentExtractorName } from '../../../../domain/schemas/documents.ts';
import type { QuestionDocumentInput } from '../../../../domain/schemas/questions.ts';
import type { DocumentImage, ReadDocument } from '../model.ts';

export interface ExtractedPassage {
  /** Stable within one extraction, e.g. 'p1'; questions name it. */
  key: string;
  title: string;
  /** Rich text (not yet sanitized; the job sanitizes). Images as <img data-image-ref="N">. */
  content_html: string;
}

export interface ExtractedQuestion {
  /** The number the paper gives it, when it has one. */
  number: number | null;
  /**
   * The question as the editor's create route takes it, without topic_id. Rich-text fields are
   * HTML (not yet sanitized); images as <img data-image-ref="N">, N an index into
   * `Extraction.images`. It may break §5 rules: the review marks them and the teacher fixes them.
   */
  document: QuestionDocumentInput;
  passage_key: string | null;
  /** True when an answer key was found for it (the benchmark's key recall). */
  answer_found: boolean;
}

export interface Extraction {
  questions: ExtractedQuestion[];
  passages: ExtractedPassage[];
  /** Images referenced by data-image-ref, in index order. */
  images: DocumentImage[];
}

export interface ExtractOptions {
  /** The teacher's interface language; the built-in reader knows both, an LLM is told it. */
  language: 'en' | 'id';
  signal?: AbortSignal;
  /** 0..100 while it works (an LLM call per chunk may take a while). */
  onProgress?: (percent: number) => void;
}

export interface QuestionExtractor {
  readonly name: DocumentExtractorName;
  extract(document: ReadDocument, options: ExtractOptions): Promise<Extraction>;
}

/**
 * The extractor could not give a usable answer (an LLM endpoint down, or its replies still
 * malformed after the retries). The job fails with the §8 server-error text; nothing is imported.
 */
export class ExtractionError extends Error {
  readonly code: 'llm_unavailable' | 'llm_malformed' | 'llm_busy';
  /** For 'llm_busy': when the endpoint said to come back, epoch ms. */
  readonly retryAt: number | null;
  constructor(code: ExtractionError['code'], detail?: string, retryAt: number | null = null) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ExtractionError';
    this.code = code;
    this.retryAt = retryAt;
  }
}
