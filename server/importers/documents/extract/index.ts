// Which question extractor reads a document (spec §2 "Import from document, AI flow"): the
// configured OpenAI-compatible endpoint when LLM_BASE_URL and LLM_MODEL are set, else the
// built-in rule-based reader. The screens say which one is in use (extractorInfo).
import type { Config } from '../../../config.ts';
import type { DocumentExtractorName } from '../../../../domain/schemas/documents.ts';
import { builtinExtractor } from './builtin/index.ts';
import { llmExtractor } from './llm.ts';
import type { QuestionExtractor } from './types.ts';

export { ExtractionError } from './types.ts';
export type { ExtractOptions, ExtractedPassage, ExtractedQuestion, Extraction, QuestionExtractor } from './types.ts';

type ExtractorConfig = Pick<Config, 'llm'>;

export function questionExtractor(config: ExtractorConfig): QuestionExtractor {
  return config.llm ? llmExtractor(config.llm) : builtinExtractor;
}

/** What the screens show: which extractor, and the model's name for the LLM one. */
export function extractorInfo(config: ExtractorConfig): { extractor: DocumentExtractorName; model: string | null } {
  return config.llm ? { extractor: 'llm', model: config.llm.model } : { extractor: 'builtin', model: null };
}
