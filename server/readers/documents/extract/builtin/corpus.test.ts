// The built-in extractor over the committed corpus of exam papers, read as the import job reads
// them: the extractor's aims (95% of the questions found, 90% of the answer keys correct) as a
// test, so a regression fails `npm test`. `npm run bench -- extract` prints the same figures.
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../read.ts';
import { builtinExtractor } from './index.ts';
import { AIMS, corpusPapers, scorePaper } from './corpusCheck.ts';

describe('builtin extractor: the paper corpus', () => {
  it('finds at least 95% of the questions and 90% of the answer keys', async () => {
    const papers = corpusPapers();
    expect(papers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(papers.map((p) => p.kind))).toEqual(new Set(['docx', 'pdf', 'doc']));
    let questions = 0;
    let found = 0;
    let keys = 0;
    let keysCorrect = 0;
    const misses: string[] = [];
    for (const paper of papers) {
      const document = await readDocument(paper.bytes, paper.kind);
      const extraction = await builtinExtractor.extract(document, { language: paper.name.startsWith('id-') ? 'id' : 'en' });
      const score = scorePaper(paper.expected, extraction);
      questions += score.questions;
      found += score.found;
      keys += score.keys;
      keysCorrect += score.keysCorrect;
      misses.push(...score.misses.map((m) => `${paper.file}: ${m}`));
    }
    const summary = `${found}/${questions} questions, ${keysCorrect}/${keys} keys; missed: ${misses.join('; ')}`;
    expect(found / questions, summary).toBeGreaterThanOrEqual(AIMS.found);
    expect(keysCorrect / keys, summary).toBeGreaterThanOrEqual(AIMS.keys);
  }, 60_000);
});
