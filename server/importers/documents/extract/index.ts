// Which question extractor reads a document (spec §2 "Import from document, AI flow"): the
// configured OpenAI-compatible endpoint when LLM_BASE_URL and LLM_MODEL are set, else the
// built-in rule-based reader, which runs in a child process like the document readers (a long
// document's rules never hold the serving process). The screens say which one is in use
// (extractorInfo).
import type { Config } from '../../../config.ts';
import type { DocumentExtractorName } from '../../../../domain/schemas/documents.ts';
import { runInSandbox, SandboxError } from '../../../sandbox/run.ts';
import type { ExtractInput } from './builtin/sandboxTask.ts';
import { llmExtractor } from './llm.ts';
import { ExtractionError, type Extraction, type QuestionExtractor } from './types.ts';

export { ExtractionError } from './types.ts';
export type { ExtractOptions, ExtractedPassage, ExtractedQuestion, Extraction, QuestionExtractor } from './types.ts';

type ExtractorConfig = Pick<Config, 'llm'>;

const builtinTask = new URL('./builtin/sandboxTask.ts', import.meta.url);

/** The built-in extractor, run apart from this process; past its limits, ExtractionError 'too_large'. */
const builtinApart: QuestionExtractor = {
  name: 'builtin',
  async extract(document, options) {
    options.onProgress?.(0);
    try {
      const extraction = await runInSandbox<ExtractInput, Extraction>(builtinTask, { document, language: options.language }, options.signal ? { signal: options.signal } : {});
      options.onProgress?.(100);
      return extraction;
    } catch (error) {
      if (error instanceof SandboxError) throw new ExtractionError(error.reason === 'crashed' ? 'extractor_failed' : 'too_large', error.message);
      throw error;
    }
  },
};

export function questionExtractor(config: ExtractorConfig): QuestionExtractor {
  return config.llm ? llmExtractor(config.llm) : builtinApart;
}

/** What the screens show: which extractor, and the model's name for the LLM one. */
export function extractorInfo(config: ExtractorConfig): { extractor: DocumentExtractorName; model: string | null } {
  return config.llm ? { extractor: 'llm', model: config.llm.model } : { extractor: 'builtin', model: null };
}
