// Reading a document and the built-in extractor as one sandbox task (server/sandbox/run.ts): the
// file is read and its questions found in the reader process, so neither the document nor its
// rules ever touch the serving process. The extraction's pictures cross as parts, one each.
import { readFile } from 'node:fs/promises';
import type { TaskTools } from '../../../../sandbox/run.ts';
import { DocumentReadError, type DocumentKind, type DocumentReadErrorCode } from '../../model.ts';
import { readDocument } from '../../read.ts';
import type { Extraction } from '../types.ts';
import { builtinExtractor } from './index.ts';

export interface ExtractInput {
  path: string;
  kind: DocumentKind;
  language: 'en' | 'id';
}

export type ExtractOutput =
  | { ok: true; empty: boolean; questions: Extraction['questions']; passages: Extraction['passages'] }
  | { ok: false; code: DocumentReadErrorCode; detail: string };

export default async function extractTask(input: ExtractInput, tools: TaskTools): Promise<ExtractOutput> {
  let document;
  try {
    document = await readDocument(new Uint8Array(await readFile(input.path)), input.kind);
  } catch (error) {
    if (error instanceof DocumentReadError) return { ok: false, code: error.code, detail: error.message };
    throw error;
  }
  if (!document.pages.some((page) => page.blocks.length > 0)) return { ok: true, empty: true, questions: [], passages: [] };
  const { questions, passages, images } = await builtinExtractor.extract(document, { language: input.language });
  for (const image of images) await tools.send(image);
  return { ok: true, empty: false, questions, passages };
}
