// The QTI reader on other tools' real files (/work/shared/interop-samples: IMS examples as
// shipped by qti-sdk, QTIWorks' packages, Citolab's QTI 3 items), read in place, never copied.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { questionIssues } from '../../../../domain/rules/questionRules.ts';
import { questionDocumentFields } from '../../../../domain/schemas/questions.ts';
import type { InterchangeRead } from '../model.ts';
import { InterchangeReadError } from '../model.ts';
import { InterchangePackage } from '../package.ts';
import { parseXml } from '../xml.ts';
import { readQtiFile, readQtiPackage } from './index.ts';

const samples = new URL('../../../../../shared/interop-samples/', import.meta.url).pathname;
const options = { categories: 'note' as const };
const temp = mkdtempSync(join(tmpdir(), 'pena-qti-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const readItem = (path: string) => readQtiFile(parseXml(readFileSync(join(samples, path), 'utf8')), options);

/** Opens a zip as the dispatcher does: its manifest, then the package reader. */
async function readZip(path: string): Promise<InterchangeRead> {
  const pkg = await InterchangePackage.open(path);
  try {
    const manifestPath = pkg.names().find((n) => n.toLowerCase() === 'imsmanifest.xml');
    if (!manifestPath) throw new InterchangeReadError('unsupported_format', 'no manifest');
    return await readQtiPackage(pkg, manifestPath, await pkg.readXml(manifestPath), options);
  } finally {
    pkg.close();
  }
}

/** A loose folder zipped into the temp dir, as an upload of it would be. */
function zipFolder(folder: string, name: string): string {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(folder, full)] = readFileSync(full);
    }
  };
  walk(folder);
  const path = join(temp, name);
  writeFileSync(path, zipSync(files));
  return path;
}

/** Every carried question is one the editor would save as it is (points in use). */
function expectSavable(read: InterchangeRead) {
  for (const q of read.questions) {
    const parsed = questionDocumentFields.safeParse(q.document);
    expect(parsed.success, q.item).toBe(true);
    expect(questionIssues(parsed.data!, { pointsEnabled: true }), q.item).toEqual([]);
  }
}

const texts = (answers: readonly { content?: string }[] | undefined) => (answers ?? []).map((a) => a.content);
const correctTexts = (answers: readonly { content?: string; correct?: boolean }[] | undefined) => (answers ?? []).filter((a) => a.correct).map((a) => a.content);

describe.each(['qti21', 'qti3'] as const)('%s example items', (version) => {
  const item = async (file: string) => {
    const read = await readItem(`${version}/items/${file}`);
    expect(read.format).toBe(version);
    expectSavable(read);
    return read;
  };
  const question = async (file: string) => {
    const read = await item(file);
    expect(read.skipped).toEqual([]);
    expect(read.questions).toHaveLength(1);
    return read.questions[0]!;
  };

  it('choice: multiple choice with one correct answer, the prompt in the stem', async () => {
    const q = await question('choice.xml');
    expect(q.item).toBe('Unattended Luggage');
    expect(q.document.type).toBe('multiple_choice');
    expect(q.document.content_html).toContain('<p>Look at the text in the picture.</p>');
    expect(q.document.content_html).toContain('<p>What does it say?</p>');
    expect(correctTexts(q.document.answers)).toEqual(['You must stay with your luggage at all times.']);
    expect(q.document.answers).toHaveLength(3);
    expect(q.document.shuffle_answers).toBe(false);
    expect(q.document.points).toBe(1);
  });

  it('choice_multiple: several correct answers, points from the mapping', async () => {
    const q = await question('choice_multiple.xml');
    expect(q.document.type).toBe('multiple_choice');
    expect(correctTexts(q.document.answers)).toEqual(['Hydrogen', 'Oxygen']);
    expect(texts(q.document.answers)).toEqual(['Hydrogen', 'Helium', 'Carbon', 'Oxygen', 'Nitrogen', 'Chlorine']);
    expect(q.document.shuffle_answers).toBe(true);
    expect(q.document.points).toBe(2);
  });

  it('order: correct order, the items in the order the key gives', async () => {
    const q = await question('order.xml');
    expect(q.document.type).toBe('correct_order');
    expect(texts(q.document.answers)).toEqual(['Michael Schumacher', 'Rubens Barrichello', 'Jenson Button']);
    expect(q.document.content_html).toContain('Grand Prix of Bahrain');
  });

  it('match with two characters in one play: categorise, the plays the categories', async () => {
    const q = await question('match.xml');
    expect(q.document.type).toBe('categorise');
    const categories = Object.fromEntries((q.document.categories ?? []).map((c) => [c.key, c.name]));
    expect(Object.values(categories)).toEqual(["A Midsummer-Night's Dream", 'Romeo and Juliet', 'The Tempest']);
    const placed = Object.fromEntries((q.document.answers ?? []).map((a) => [a.content, categories[a.category_key ?? '']]));
    expect(placed).toEqual({ Capulet: 'Romeo and Juliet', Demetrius: "A Midsummer-Night's Dream", Lysander: "A Midsummer-Night's Dream", Prospero: 'The Tempest' });
    expect(q.document.points).toBe(3);
  });

  it('text entry: exact value, the blank in the stem, the case variant not repeated', async () => {
    const q = await question('text_entry.xml');
    expect(q.document.type).toBe('exact_value');
    expect(texts(q.document.answers)).toEqual(['York']);
    expect(q.document.exact_value_options?.enable_numbering).toBe(false);
    expect(q.document.content_html).toContain('by this sun of ______;');
    expect(q.document.content_html).not.toContain('textEntryInteraction');
  });

  it('gap match: grouped choices, one group a gap, its word correct', async () => {
    const q = await question('gap_match.xml');
    expect(q.document.type).toBe('grouped_choices');
    expect((q.document.groups ?? []).map((g) => g.name)).toEqual(['(1)', '(2)']);
    const [g1, g2] = (q.document.groups ?? []).map((g) => (q.document.answers ?? []).filter((a) => a.group_key === g.key));
    expect(texts(g1)).toEqual(['winter', 'spring', 'summer', 'autumn']);
    expect(correctTexts(g1)).toEqual(['winter']);
    expect(correctTexts(g2)).toEqual(['summer']);
    expect(q.document.content_html).toContain('Now is the (1) ______ of our discontent');
    expect(q.document.content_html).toContain('Made glorious (2) ______ by this sun');
    expect(q.document.content_html).not.toMatch(/>winter</);
  });

  it('inline choice: grouped choices with one group', async () => {
    const q = await question('inline_choice.xml');
    expect(q.document.type).toBe('grouped_choices');
    expect(texts(q.document.answers)).toEqual(['Gloucester', 'Lancaster', 'York']);
    expect(correctTexts(q.document.answers)).toEqual(['York']);
    expect(q.document.content_html).toMatch(/this sun of \(1\) ______ ?;/);
  });

  it('extended text: skipped, not a type Pena has', async () => {
    const read = await item('extended_text.xml');
    expect(read.questions).toEqual([]);
    expect(read.skipped).toEqual([{ item: 'Writing a Postcard', reason: 'unsupported_type', detail: 'extendedTextInteraction' }]);
    expect(read.media).toEqual([]);
  });
});

describe('qti21 items only in 2.1', () => {
  it('associate: matching choices, each pair a premise and its response', async () => {
    const read = await readItem('qti21/items/associate.xml');
    expectSavable(read);
    const q = read.questions[0]!;
    expect(q.document.type).toBe('matching_choices');
    const premises = Object.fromEntries((q.document.premises ?? []).map((p) => [p.key, p.content]));
    const pairs = (q.document.responses ?? []).map((r) => [premises[r.premise_key ?? ''], r.content]);
    expect(pairs).toEqual([
      ['Demetrius', 'Lysander'],
      ['Capulet', 'Montague'],
      ['Antonio', 'Prospero'],
    ]);
    expect(q.document.points).toBe(4);
  });
});

describe('qti3 feedback', () => {
  it('shows the feedback blocks in the explanation, not in the stem', async () => {
    const q = (await readItem('qti3/items/text_entry.xml')).questions[0]!;
    expect(q.document.content_html).not.toContain('Correct');
    expect(q.document.explanation?.sections?.[0]?.content_html).toBe('<div>Correct</div><div>Incorrect</div>');
  });
});

describe('QTIWorks packages', () => {
  const packages = join(samples, 'qti21/packages');

  it('WebDeveloperTest1: the nine items in the test order, the picture collected once', async () => {
    const read = await readZip(join(packages, 'WebDeveloperTest1.zip'));
    expect(read.format).toBe('qti21');
    expectSavable(read);
    expect(read.skipped).toEqual([]);
    expect(read.questions.map((q) => q.document.content_html?.match(/Question (\d)/)?.[1])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(read.questions.map((q) => q.document.type)).toEqual([...Array(7).fill('multiple_choice'), 'grouped_choices', 'multiple_choice']);
    expect(read.media).toHaveLength(1);
    expect(read.media[0]).toMatchObject({ kind: 'image', name: 'directory.jpg', alt: 'File Directory' });
    expect(read.media[0]!.data.byteLength).toBe(1907);
    const q4 = read.questions[3]!.document;
    expect(q4.content_html).toContain('<img data-media-ref="0" alt="File Directory">');
    expect(correctTexts(q4.answers)).toEqual(['&lt;img src = "images/myimage.jpg" /&gt;']);
    const q5 = read.questions[4]!.document;
    expect(correctTexts(q5.answers)).toEqual(['Using a Virtual Private Network connection to the server', 'Using the File Transfer Protocol (FTP)']);
    expect(q5.points).toBe(2);
    const q8 = read.questions[7]!.document;
    // The empty "no choice yet" options are not answers.
    expect(texts(q8.answers)).toEqual(['in upper case', 'in lower case', 'dash (-)', 'underline (_)', 'full stop (.)']);
    expect(correctTexts(q8.answers)).toEqual(['in lower case', 'underline (_)']);
    expect(q8.points).toBe(2);
  });

  it.each([
    ['BadManifest.zip', 'damaged_file'],
    ['ExternalHref.zip', 'unsafe_file'],
    ['MissingFile.zip', 'damaged_file'],
    ['NotContentPackage.zip', 'unsupported_format'],
    ['WebDeveloperTest1-incomplete.zip', 'damaged_file'],
  ])('%s is refused as %s', async (file, code) => {
    const error = await readZip(join(packages, file)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InterchangeReadError);
    expect((error as InterchangeReadError).code).toBe(code);
  });

  it('ZipSlip.zip is refused before any entry is read', async () => {
    // The zip library refuses the `../etc/passwd` entry while the directory is read: unsafe,
    // and the package names the entry it refuses rather than reaching the reader.
    const error = await readZip(join(packages, 'ZipSlip.zip')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InterchangeReadError);
    expect((error as InterchangeReadError).code).toBe('unsafe_file');
    expect((error as Error).message).toContain('../etc/');
  });
});

describe('Citolab QTI 3 package T4-T7', () => {
  it('reads its four items in the test order: one carried, three skipped with their reasons', async () => {
    const read = await readZip(zipFolder(join(samples, 'qti3/package-T4-T7'), 't4-t7.zip'));
    expect(read.format).toBe('qti3');
    expectSavable(read);
    expect(read.questions).toHaveLength(1);
    const q = read.questions[0]!;
    expect(q.item).toBe('T1 - Test Entry - Item 1');
    expect(q.document.type).toBe('multiple_choice');
    // A rubric the candidate sees is part of what is asked.
    expect(q.document.content_html).toContain('<p>candidate rubric block</p>');
    expect(q.document.content_html).toContain('<h2>T1 - Test Entry - Item 1</h2>');
    expect(texts(q.document.answers)).toEqual(['Correct', 'Incorrect']);
    expect(correctTexts(q.document.answers)).toEqual(['Correct']);
    expect(read.skipped).toEqual([
      { item: 'T1 - Choice Interaction - Multiple Cardinality', reason: 'no_correct_answer', detail: 'choiceInteraction' },
      { item: 'T1 - Text Entry Interaction', reason: 'no_correct_answer', detail: 'textEntryInteraction' },
      { item: 'T1 - Extended Text Interaction', reason: 'unsupported_type', detail: 'extendedTextInteraction' },
    ]);
  });
});
