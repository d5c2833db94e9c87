// The built-in extractor against the committed corpus of exam papers
// (server/readers/documents/fixtures/papers: LibreOffice-made DOCX, PDF and DOC, each with the
// questions a teacher reads in it, written by hand in expected/<name>.json). Shared by
// `npm run bench -- extract` (which times it) and corpus.test.ts (which asserts the aims).
// A question is found when the extraction has one with its number and type; its key is correct
// when the correct option letters, the true/false value, the exact value (math read back as
// typed) or every premise's response match.
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentKind } from '../../model.ts';
import type { Extraction } from '../types.ts';
import { mathToPlain } from './math.ts';

export const CORPUS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '../../fixtures/papers');

/** The extractor's aims: share of questions found and of answer keys correct. */
export const AIMS = { found: 0.95, keys: 0.9 } as const;

export interface ExpectedQuestion {
  number: number;
  type: string;
  /** Option letters ("B", "AC"), "True"/"False", the exact value, {premise number: letter}, or null when the paper gives none. */
  answer: string | Record<string, string> | null;
}

export interface CorpusPaper {
  name: string;
  file: string;
  kind: DocumentKind;
  bytes: Uint8Array;
  expected: ExpectedQuestion[];
}

export function corpusPapers(): CorpusPaper[] {
  const dir = path.join(CORPUS_DIR, 'expected');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const spec = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { file: string; questions: ExpectedQuestion[] };
      return {
        name: f.replace(/\.json$/, ''),
        file: spec.file,
        kind: path.extname(spec.file).slice(1) as DocumentKind,
        bytes: new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, spec.file))),
        expected: spec.questions,
      };
    });
}

export interface PaperScore {
  questions: number;
  found: number;
  keys: number;
  keysCorrect: number;
  /** What was missed, for reading the bench. */
  misses: string[];
}

const plain = (html: string) =>
  mathToPlain(html.replace(/<[^>]*>/g, ' '))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/[−–]/g, '-')
    .replace(/\s+/g, '')
    .toLowerCase();

type Doc = { type: string; answers?: { key: string; content?: string; correct?: boolean }[]; premises?: { key: string }[]; responses?: { key: string; premise_key?: string | null }[] };

function keyCorrect(expected: ExpectedQuestion, doc: Doc, answerFound: boolean): boolean {
  const answer = expected.answer;
  if (answer === null || !answerFound) return false;
  const answers = doc.answers ?? [];
  switch (expected.type) {
    case 'multiple_choice':
      return typeof answer === 'string' && answers.filter((a) => a.correct).map((a) => a.key.toUpperCase()).sort().join('') === [...answer.toUpperCase()].sort().join('');
    case 'true_or_false':
      return answers.find((a) => a.correct)?.content === answer;
    case 'exact_value':
      return typeof answer === 'string' && answers.some((a) => a.correct && plain(a.content ?? '') === plain(answer));
    case 'matching_choices': {
      if (typeof answer !== 'object') return false;
      const premises = doc.premises ?? [];
      const responses = doc.responses ?? [];
      return Object.entries(answer).every(([, letter], i) => {
        const premise = premises[i];
        return premise !== undefined && responses.some((r) => r.premise_key === premise.key && r.key === `r${letter.toLowerCase()}`);
      });
    }
    default:
      return false;
  }
}

export function scorePaper(expected: readonly ExpectedQuestion[], extraction: Extraction): PaperScore {
  const used = new Set<number>();
  const score: PaperScore = { questions: expected.length, found: 0, keys: 0, keysCorrect: 0, misses: [] };
  for (const e of expected) {
    if (e.answer !== null) score.keys++;
    const at = extraction.questions.findIndex((q, i) => !used.has(i) && q.number === e.number && q.document.type === e.type);
    if (at < 0) {
      const other = extraction.questions.find((q) => q.number === e.number);
      score.misses.push(`${e.number} ${e.type} not found${other ? ` (found as ${other.document.type})` : ''}`);
      continue;
    }
    used.add(at);
    score.found++;
    const q = extraction.questions[at]!;
    if (e.answer === null) continue;
    if (keyCorrect(e, q.document as Doc, q.answer_found)) score.keysCorrect++;
    else score.misses.push(`${e.number} key wrong: expected ${JSON.stringify(e.answer)}`);
  }
  const extra = extraction.questions.length - used.size;
  if (extra > 0) score.misses.push(`${extra} extra question(s): ${extraction.questions.filter((_, i) => !used.has(i)).map((q) => `${q.number} ${q.document.type}`).join(', ')}`);
  return score;
}
