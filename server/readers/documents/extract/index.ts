// Questions from an uploaded document (spec §2 "Import from document, AI flow: Upload,
// Processing, Review"): by the configured OpenAI-compatible endpoint when LLM_BASE_URL and
// LLM_MODEL are set, else by the built-in rule-based reader. Either way the file is read in a
// reader process (server/sandbox/run.ts); the built-in extractor runs there too, in the same
// task as the reading, so a long document's rules never hold the serving process. The screens
// say which extractor is in use (extractorInfo).
import type { Config } from '../../../config.ts';
import type { DocumentExtractorName } from '../../../../domain/schemas/documents.ts';
import { runInSandbox, SandboxError } from '../../../sandbox/run.ts';
import { readDocument, sandboxReadError } from '../index.ts';
import { DocumentReadError, type DocumentImage, type DocumentKind } from '../model.ts';
import type { ExtractInput, ExtractOutput } from './builtin/sandboxTask.ts';
import { llmExtractor } from './llm.ts';
import type { ExtractOptions, Extraction } from './types.ts';

export { ExtractionError } from './types.ts';
export type { ExtractOptions, ExtractedPassage, ExtractedQuestion, Extraction, QuestionExtractor } from './types.ts';

type ExtractorConfig = Pick<Config, 'llm'>;

/** What the screens show: which extractor, and the model's name for the LLM one. */
export function extractorInfo(config: ExtractorConfig): { extractor: DocumentExtractorName; model: string | null } {
  return config.llm ? { extractor: 'llm', model: config.llm.model } : { extractor: 'builtin', model: null };
}

export interface DocumentSource {
  /** A local copy of the file. */
  path: string;
  kind: DocumentKind;
}

/** The questions found, or `empty` when the document has nothing on any page. */
export type FileExtraction = { empty: true } | { empty: false; extraction: Extraction };

const builtinTask = new URL('./builtin/sandboxTask.ts', import.meta.url);

async function extractBuiltin(source: DocumentSource, options: ExtractOptions): Promise<FileExtraction> {
  const images: DocumentImage[] = [];
  let output: ExtractOutput;
  try {
    output = await runInSandbox<ExtractInput, ExtractOutput>(
      builtinTask,
      { path: source.path, kind: source.kind, language: options.language },
      { ...(options.signal ? { signal: options.signal } : {}), onPart: (image) => images.push(image as DocumentImage) },
    );
  } catch (error) {
    if (error instanceof SandboxError) throw sandboxReadError(error);
    throw error;
  }
  if (!output.ok) throw new DocumentReadError(output.code, output.detail);
  options.onProgress?.(100);
  return output.empty ? { empty: true } : { empty: false, extraction: { questions: output.questions, passages: output.passages, images } };
}

/**
 * The questions of the document at `source`: DocumentReadError for a file that cannot be read
 * (or that takes its reader past its limits), ExtractionError when the extractor fails.
 */
export async function extractQuestionsFromFile(config: ExtractorConfig, source: DocumentSource, options: ExtractOptions): Promise<FileExtraction> {
  options.onProgress?.(0);
  if (!config.llm) return extractBuiltin(source, options);
  const document = await readDocument(source.path, source.kind, options.signal ? { signal: options.signal } : {});
  if (!document.pages.some((page) => page.blocks.length > 0)) return { empty: true };
  return { empty: false, extraction: await llmExtractor(config.llm).extract(document, options) };
}
