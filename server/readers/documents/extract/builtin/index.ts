// The built-in question extractor (spec §2 "Import from document, AI flow: Upload, Processing,
// Review"): a rule-based reader of exam papers as teachers in Indonesia and the Philippines
// write them, no network. Pure and fast; it never throws on odd input (a paper it cannot read
// gives no questions, and the job says so). lines.ts flattens the document, parse.ts reads it,
// build.ts makes the documents.
import { DOCUMENT_MAX_QUESTIONS } from '../../../../../domain/schemas/documents.ts';
import type { ReadDocument } from '../../model.ts';
import type { ExtractOptions, Extraction, QuestionExtractor } from '../types.ts';
import { Images, applyKeys, buildPassage, buildQuestion } from './build.ts';
import { documentLines } from './lines.ts';
import { parsePaper } from './parse.ts';

/** The extraction of a read document (synchronous; the extractor interface wraps it). */
export function extractQuestions(document: ReadDocument, language: 'en' | 'id'): Extraction {
  const parsed = parsePaper(documentLines(document));
  applyKeys(parsed.questions, parsed.keys);
  const images = new Images();
  const kept = parsed.questions.filter((q) => q.stem.length > 0 || q.options.length > 0 || q.premises.length > 0).slice(0, DOCUMENT_MAX_QUESTIONS);
  const questions = kept.map((q) => buildQuestion(q, images, language));
  const used = new Set(questions.map((q) => q.passage_key).filter((k) => k !== null));
  const passages = parsed.passages.filter((p) => used.has(p.key)).map((p) => buildPassage(p, images, language));
  return { questions, passages, images: images.list };
}

export const builtinExtractor: QuestionExtractor = {
  name: 'builtin',
  async extract(document: ReadDocument, options: ExtractOptions): Promise<Extraction> {
    options.signal?.throwIfAborted();
    options.onProgress?.(0);
    let extraction: Extraction;
    try {
      extraction = extractQuestions(document, options.language);
    } catch {
      // Rules that trip on an odd paper give nothing rather than failing the import.
      extraction = { questions: [], passages: [], images: [] };
    }
    options.onProgress?.(100);
    return extraction;
  },
};
