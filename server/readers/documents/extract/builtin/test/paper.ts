// Small papers for the built-in extractor's tests: lines of text as paragraphs ("**…**" a bold
// line, "__…__" an underlined one, "\n" a line break inside the paragraph), or blocks as given.
import type { Block, ReadDocument, TextRun } from '../../../model.ts';
import type { ExtractedQuestion } from '../../types.ts';
import { extractQuestions } from '../index.ts';

function runsOf(text: string): TextRun[] {
  const bold = /^\*\*(.*)\*\*$/s.exec(text);
  if (bold) return [{ text: bold[1]!, bold: true }];
  const underline = /^__(.*)__$/s.exec(text);
  if (underline) return [{ text: underline[1]!, underline: true }];
  return [{ text }];
}

export function paper(...items: (string | Block)[]): ReadDocument {
  return { kind: 'docx', pages: [{ blocks: items.map((item) => (typeof item === 'string' ? { kind: 'paragraph', runs: runsOf(item) } : item)) }] };
}

export const table = (...rows: string[][]): Block => ({ kind: 'table', rows: rows.map((row) => row.map((cell) => [{ text: cell }])) });

/** A short view of an extracted question: number, type, correct answers, found. */
export function summary(q: ExtractedQuestion): string {
  const d = q.document;
  let answer: string;
  if (d.type === 'matching_choices') answer = (d.responses ?? []).map((r) => `${r.key}>${r.premise_key ?? '-'}`).join(' ');
  else if (d.type === 'multiple_choice') answer = (d.answers ?? []).filter((a) => a.correct).map((a) => a.key).join('');
  else answer = (d.answers ?? []).filter((a) => a.correct).map((a) => a.content).join('|');
  return `${q.number} ${d.type} ${answer}${q.answer_found ? '' : ' (no key)'}`;
}

export const extract = (document: ReadDocument, language: 'en' | 'id' = 'id') => extractQuestions(document, language);
