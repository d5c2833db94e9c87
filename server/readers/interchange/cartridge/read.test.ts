// The cartridge reader on a real Canvas course export (instructure/qti's canvas_cartridge,
// zipped at test time): Canvas's own QTI used instead of the cartridge profile's, the question
// bank's copies not read twice, the profile's version when Canvas's is absent, and a manifest
// leaving the package refused.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InterchangeRead } from '../model.ts';
import { SAMPLES, folderFiles, openZipped, removeTemps } from '../qti12/test/samples.ts';
import { readCartridge } from './read.ts';

afterAll(removeTemps);

const SAMPLE = folderFiles(join(SAMPLES, 'cc/canvas_cartridge'));

async function readFiles(files: Record<string, Uint8Array | string>): Promise<InterchangeRead> {
  const pkg = await openZipped(files);
  try {
    return await readCartridge(pkg, 'imsmanifest.xml', await pkg.readXml('imsmanifest.xml'), { categories: 'note' });
  } finally {
    pkg.close();
  }
}

const types = (r: InterchangeRead) => r.questions.map((q) => [q.item, q.document.type]);

describe('readCartridge: Canvas course export', async () => {
  const r = await readFiles(SAMPLE);

  it('reads the quiz from Canvas’s own QTI, once: the bank’s copies of its questions are not read again', () => {
    expect(r.format).toBe('common_cartridge');
    expect(types(r)).toEqual([
      ['Question 1', 'multiple_choice'],
      ['Question 2', 'true_or_false'],
      ['Question 3', 'exact_value'],
      ['Question 4', 'exact_value'],
      ['Question 5', 'multiple_choice'],
      ['Question 6', 'grouped_choices'],
      ['Question 7', 'matching_choices'],
    ]);
    expect(r.skipped).toEqual([
      { item: 'Question 8', reason: 'numeric_tolerance', detail: 'numerical_question' },
      { item: 'Question 9', reason: 'unsupported_type', detail: 'calculated_question' },
      { item: 'Question 10', reason: 'unsupported_type', detail: 'essay_question' },
      { item: 'Question 11', reason: 'unsupported_type', detail: 'file_upload_question' },
      { item: 'Question 12', reason: 'unsupported_type', detail: 'text_only_question' },
    ]);
    expect(r.media).toEqual([]);
  });

  it('carries the content of Canvas’s version (its points, which the profile lacks), titled by the quiz', () => {
    const first = r.questions[0]!.document;
    expect(first.content_html).toBe('<div>Question 1, Multiple Choice, Answer is C</div>');
    expect(first.answers!.map((a) => [a.content, a.correct])).toEqual([
      ['C', true],
      ['A', false],
      ['B', false],
      ['D', false],
    ]);
    expect(first.quiz_title).toBe('Every Canvas Interaction');
    expect(first.points).toBe(1);
    const matching = r.questions[6]!.document;
    expect(matching.premises!.map((p) => p.content)).toEqual(['A', 'B']);
  });
});

describe('readCartridge: without Canvas’s own files', async () => {
  const profileOnly = Object.fromEntries(Object.entries(SAMPLE).filter(([path]) => !path.startsWith('non_cc_assessments/')));
  const r = await readFiles(profileOnly);

  it('reads the cartridge profile’s assessment: its five items, the essay skipped by its profile', () => {
    expect(types(r)).toEqual([
      ['Question 1', 'multiple_choice'],
      ['Question 2', 'true_or_false'],
      ['Question 3', 'exact_value'],
      ['Question 5', 'multiple_choice'],
    ]);
    expect(r.skipped).toEqual([{ item: 'Question 10', reason: 'unsupported_type', detail: 'cc.essay.v0p1' }]);
    const q1 = r.questions[0]!.document;
    expect(q1.content_html).toBe('<div>Question 1, Multiple Choice, Answer is C</div>');
    expect(q1.points).toBeNull();
    expect(q1.explanation!.sections!.map((s) => s.content_html).slice(0, 3)).toEqual(['Item Feedback, Neutral', 'Item Feedback, Correct', 'Item Feedback, Incorrect']);
    expect(r.questions[2]!.document.answers!.map((a) => a.content)).toEqual(['Blank']);
    expect(r.questions[3]!.document.answers!.filter((a) => a.correct).map((a) => a.content)).toEqual(['A', 'B', 'C']);
  });
});

describe('readCartridge: an unsafe manifest', () => {
  it('refuses an href leaving the package, even of a resource that holds no questions', async () => {
    const manifest = new TextDecoder().decode(SAMPLE['imsmanifest.xml']).replace('href="course_settings/canvas_export.txt"', 'href="../../etc/passwd"');
    await expect(readFiles({ ...SAMPLE, 'imsmanifest.xml': manifest })).rejects.toMatchObject({ name: 'InterchangeReadError', code: 'unsafe_file' });
  });
});
