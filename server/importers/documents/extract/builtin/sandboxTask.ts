// The built-in extractor as a sandbox task (server/sandbox/run.ts): a long document's rules run in
// the child process, never in the serving one. extract/index.ts hands it the read document.
import type { ReadDocument } from '../../model.ts';
import type { Extraction } from '../types.ts';
import { builtinExtractor } from './index.ts';

export interface ExtractInput {
  document: ReadDocument;
  language: 'en' | 'id';
}

export default function extractTask(input: ExtractInput): Promise<Extraction> {
  return builtinExtractor.extract(input.document, { language: input.language });
}
