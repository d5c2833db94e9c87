// The QTI reader on items written for the cases the sample files lack: true/false, tolerance,
// mixed and numbered parts, limits, math, hints, media in a package and a package's faults.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import type { InterchangeReadError } from '../model.ts';
import { InterchangePackage } from '../package.ts';
import { parseXml } from '../xml.ts';
import { readQtiFile, readQtiPackage } from './index.ts';

const options = { categories: 'note' as const };
const temp = mkdtempSync(join(tmpdir(), 'pena-qti-items-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const NS = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"';
const MATCH_CORRECT = '<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>';

function item(declarations: string, body: string, after = MATCH_CORRECT, attrs = 'identifier="i1" title="Item one"'): string {
  return `<?xml version="1.0"?><assessmentItem ${NS} ${attrs}>${declarations}<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/><itemBody>${body}</itemBody>${after}</assessmentItem>`;
}
const decl = (id: string, cardinality: string, baseType: string, values: string[], extra = '') =>
  `<responseDeclaration identifier="${id}" cardinality="${cardinality}" baseType="${baseType}">${values.length ? `<correctResponse>${values.map((v) => `<value>${v}</value>`).join('')}</correctResponse>` : ''}${extra}</responseDeclaration>`;
const choices = (labels: string[]) => labels.map((l, i) => `<simpleChoice identifier="C${i}">${l}</simpleChoice>`).join('');

const read = (xml: string) => readQtiFile(parseXml(xml), options);
async function only(xml: string) {
  const r = await read(xml);
  expect(r.skipped).toEqual([]);
  return r.questions[0]!.document;
}
async function skipped(xml: string) {
  const r = await read(xml);
  expect(r.questions).toEqual([]);
  return r.skipped[0]!;
}

describe('choice interactions', () => {
  it('two choices True and False: true or false', async () => {
    const doc = await only(item(decl('RESPONSE', 'single', 'identifier', ['C1']), `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>The sky is green.</prompt>${choices(['True', 'False'])}</choiceInteraction>`));
    expect(doc.type).toBe('true_or_false');
    expect(doc.answers).toMatchObject([
      { content: 'True', correct: false },
      { content: 'False', correct: true },
    ]);
  });

  it('Benar and Salah are written True and False, whichever comes first', async () => {
    const doc = await only(item(decl('RESPONSE', 'single', 'identifier', ['C0']), `<p>Langit biru.</p><choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">${choices(['Salah', 'Benar'])}</choiceInteraction>`));
    expect(doc.type).toBe('true_or_false');
    expect(doc.answers).toMatchObject([
      { content: 'True', correct: false },
      { content: 'False', correct: true },
    ]);
  });

  it('several single-answer choices in one item: grouped choices, the prompts numbered in the stem', async () => {
    const body = ['C0', 'C1']
      .map((_, n) => `<choiceInteraction responseIdentifier="R${n}" maxChoices="1"><prompt>Part ${n + 1}?</prompt>${choices(['Yes', 'No'])}</choiceInteraction>`)
      .join('');
    const doc = await only(item(decl('R0', 'single', 'identifier', ['C0']) + decl('R1', 'single', 'identifier', ['C1']), body));
    expect(doc.type).toBe('grouped_choices');
    expect(doc.content_html).toBe('<p>(1) Part 1?</p><p>(2) Part 2?</p>');
    expect(doc.answers?.filter((a) => a.correct).map((a) => [a.group_key, a.content])).toEqual([
      ['g1', 'Yes'],
      ['g2', 'No'],
    ]);
    expect(doc.points).toBe(2);
  });

  it('math in the stem and the choices becomes Pena math', async () => {
    const math = '<math xmlns="http://www.w3.org/1998/Math/MathML"><mfrac><mn>1</mn><mn>2</mn></mfrac></math>';
    const doc = await only(
      item(decl('RESPONSE', 'single', 'identifier', ['C0']), `<p>Half is ${math}</p><choiceInteraction responseIdentifier="RESPONSE">${choices([`<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><mn>0.5</mn></math>`, 'two'])}</choiceInteraction>`),
    );
    expect(doc.content_html).toBe('<p>Half is [% \\frac{1}{2} %]</p>');
    expect(doc.answers?.[0]?.content).toBe('[[% 0.5 %]]');
  });

  it('the normal maximum of SCORE gives the points', async () => {
    const xml = item(decl('RESPONSE', 'single', 'identifier', ['C0']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['a', 'b'])}</choiceInteraction>`).replace('baseType="float"/>', 'baseType="float" normalMaximum="5"/>');
    expect((await only(xml)).points).toBe(5);
  });

  it('no response processing: the points are not stated', async () => {
    expect((await only(item(decl('RESPONSE', 'single', 'identifier', ['C0']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['a', 'b'])}</choiceInteraction>`, ''))).points).toBeNull();
  });

  it('more than 26 choices: too many parts', async () => {
    const many = Array.from({ length: 27 }, (_, i) => `c${i}`);
    expect(await skipped(item(decl('RESPONSE', 'single', 'identifier', ['C0']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(many)}</choiceInteraction>`))).toMatchObject({ reason: 'too_many_parts', detail: 'choiceInteraction' });
  });

  it('no correct response and no mapping: no correct answer', async () => {
    expect(await skipped(item(decl('RESPONSE', 'single', 'identifier', []), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['a', 'b'])}</choiceInteraction>`))).toEqual({
      item: 'Item one',
      reason: 'no_correct_answer',
      detail: 'choiceInteraction',
    });
  });

  it('an item without a title is named by its identifier', async () => {
    const r = await read(item(decl('RESPONSE', 'single', 'identifier', []), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['a'])}</choiceInteraction>`, MATCH_CORRECT, 'identifier="q-17"'));
    expect(r.skipped[0]!.item).toBe('q-17');
  });
});

describe('feedback', () => {
  it('modal feedback goes to the explanation, a hint to the hint', async () => {
    const after = `${MATCH_CORRECT}<modalFeedback outcomeIdentifier="FEEDBACK" identifier="RIGHT" showHide="show"><p>Well done.</p></modalFeedback><modalFeedback outcomeIdentifier="FEEDBACK" identifier="WRONG" showHide="show">Try again.</modalFeedback><modalFeedback outcomeIdentifier="HINT" identifier="HINT" showHide="show">Think of the sky.</modalFeedback>`;
    const doc = await only(item(decl('RESPONSE', 'single', 'identifier', ['C0']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['blue', 'red'])}</choiceInteraction>`, after));
    expect(doc.explanation?.sections?.[0]).toMatchObject({ content_html: '<div><p>Well done.</p></div><div>Try again.</div>', content: '', mime_type: 'text/html', section_content_type: null, media_url: null });
    expect(doc.hint?.sections?.[0]?.content_html).toBe('Think of the sky.');
  });

  it('inline feedback in a choice leaves the choice', async () => {
    const body = `<choiceInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="C0">blue<feedbackInline outcomeIdentifier="FEEDBACK" identifier="C0" showHide="show"> Yes, blue.</feedbackInline></simpleChoice><simpleChoice identifier="C1">red</simpleChoice></choiceInteraction>`;
    const doc = await only(item(decl('RESPONSE', 'single', 'identifier', ['C0']), body));
    expect(doc.answers?.[0]?.content).toBe('blue');
    expect(doc.explanation?.sections?.[0]?.content_html).toBe('Yes, blue.');
  });
});

describe('text entries', () => {
  it('several blanks with one value each: a numbered exact value', async () => {
    const body = '<p>Capital of France: <textEntryInteraction responseIdentifier="R1"/>, of Japan: <textEntryInteraction responseIdentifier="R2"/>.</p>';
    const doc = await only(item(decl('R1', 'single', 'string', ['Paris']) + decl('R2', 'single', 'string', ['Tokyo']), body));
    expect(doc.type).toBe('exact_value');
    expect(doc.content_html).toBe('<p>Capital of France: (1) ______, of Japan: (2) ______.</p>');
    expect(doc.answers?.map((a) => a.content)).toEqual(['Paris', 'Tokyo']);
    expect(doc.exact_value_options).toMatchObject({ enable_numbering: true, numbering_format: 'number', numbering_bracket: '()', numbering_start: 1 });
  });

  it('several blanks, one of them with two accepted values: mixed parts', async () => {
    const mapping = '<mapping defaultValue="0"><mapEntry mapKey="Tokyo" mappedValue="1"/><mapEntry mapKey="Edo" mappedValue="1"/></mapping>';
    const body = '<p><textEntryInteraction responseIdentifier="R1"/> <textEntryInteraction responseIdentifier="R2"/></p>';
    expect(await skipped(item(decl('R1', 'single', 'string', ['Paris']) + decl('R2', 'single', 'string', ['Tokyo'], mapping), body))).toMatchObject({ reason: 'mixed_parts', detail: 'textEntryInteraction' });
  });

  it('values with a comma keep the characters the check would drop', async () => {
    const doc = await only(item(decl('RESPONSE', 'single', 'string', ['1,000']), '<p>How many? <textEntryInteraction responseIdentifier="RESPONSE"/></p>'));
    expect(doc.exact_value_options?.allow_special_characters).toBe(true);
  });

  it('a float judged within a tolerance: numeric tolerance', async () => {
    const processing = `<responseProcessing><responseCondition><responseIf><equal toleranceMode="absolute" tolerance="0.1 0.1"><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></equal><setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue></responseIf></responseCondition></responseProcessing>`;
    expect(await skipped(item(decl('RESPONSE', 'single', 'float', ['3.14']), '<p>Pi? <textEntryInteraction responseIdentifier="RESPONSE"/></p>', processing))).toMatchObject({ reason: 'numeric_tolerance' });
  });
});

describe('match and kinds', () => {
  it('one source to each target: matching choices, the unmatched target an additional response', async () => {
    const body = `<matchInteraction responseIdentifier="RESPONSE"><prompt>Match.</prompt><simpleMatchSet><simpleAssociableChoice identifier="A">Cat</simpleAssociableChoice><simpleAssociableChoice identifier="B">Dog</simpleAssociableChoice></simpleMatchSet><simpleMatchSet><simpleAssociableChoice identifier="X">Woof</simpleAssociableChoice><simpleAssociableChoice identifier="Y">Meow</simpleAssociableChoice><simpleAssociableChoice identifier="Z">Moo</simpleAssociableChoice></simpleMatchSet></matchInteraction>`;
    const doc = await only(item(decl('RESPONSE', 'multiple', 'directedPair', ['A Y', 'B X']), body));
    expect(doc.type).toBe('matching_choices');
    expect(doc.premises).toEqual([
      { key: 'p1', content: 'Cat' },
      { key: 'p2', content: 'Dog' },
    ]);
    expect(doc.responses).toEqual([
      { key: 'r1', content: 'Woof', premise_key: 'p2' },
      { key: 'r2', content: 'Meow', premise_key: 'p1' },
      { key: 'r3', content: 'Moo', premise_key: null },
    ]);
  });

  it('interactions of two kinds: mixed parts', async () => {
    const body = `<choiceInteraction responseIdentifier="R1">${choices(['a', 'b'])}</choiceInteraction><p><textEntryInteraction responseIdentifier="R2"/></p>`;
    expect(await skipped(item(decl('R1', 'single', 'identifier', ['C0']) + decl('R2', 'single', 'string', ['x']), body))).toMatchObject({ reason: 'mixed_parts', detail: 'choiceInteraction, textEntryInteraction' });
  });

  it('a QTI 3 hotspot: unsupported, named in 2.x spelling', async () => {
    const xml = `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="h" title="Hot"><qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>A</qti-value></qti-correct-response></qti-response-declaration><qti-item-body><qti-hotspot-interaction response-identifier="RESPONSE"/></qti-item-body></qti-assessment-item>`;
    const r = await read(xml);
    expect(r.format).toBe('qti3');
    expect(r.skipped).toEqual([{ item: 'Hot', reason: 'unsupported_type', detail: 'hotspotInteraction' }]);
  });

  it('a lone test file is refused: its items are not in it', async () => {
    const error = await read(`<assessmentTest ${NS} identifier="t"/>`).catch((e: unknown) => e);
    expect((error as InterchangeReadError).code).toBe('unsupported_format');
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function manifest(resources: string): string {
  return `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="m"><resources>${resources}</resources></manifest>`;
}
const itemResource = (id: string, href: string) => `<resource identifier="${id}" type="imsqti_item_xmlv2p1" href="${href}"><file href="${href}"/></resource>`;
const pictureItem = (src: string, title: string, sound = 'sound.mp3') =>
  item(decl('RESPONSE', 'single', 'identifier', ['C0']), `<p><img src="${src}" alt="a picture"/></p><choiceInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="C0"><object type="audio/mpeg" data="${sound}">a sound</object></simpleChoice><simpleChoice identifier="C1">no</simpleChoice></choiceInteraction>`, MATCH_CORRECT, `identifier="${title}" title="${title}"`);

async function readFiles(name: string, files: Record<string, Uint8Array | string>) {
  const path = join(temp, name);
  writeFileSync(path, zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v]))));
  const pkg = await InterchangePackage.open(path);
  try {
    return await readQtiPackage(pkg, 'imsmanifest.xml', await pkg.readXml('imsmanifest.xml'), options);
  } finally {
    pkg.close();
  }
}

describe('packages', () => {
  it('resolves media against the item, stores each once, and skips an item whose picture is missing', async () => {
    const read = await readFiles('media.zip', {
      'imsmanifest.xml': manifest(itemResource('one', 'items/one.xml') + itemResource('two', 'items/two.xml') + itemResource('three', 'items/three.xml') + itemResource('four', 'items/four.xml')),
      'items/one.xml': pictureItem('../img/pic.png', 'One'),
      'items/two.xml': pictureItem('../img/pic.png', 'Two'),
      'items/three.xml': pictureItem('../img/gone.png', 'Three'),
      'items/four.xml': '<assessmentItem><itemBody>',
      'items/sound.mp3': new Uint8Array([0xff, 0xfb, 0x90, 0x00]),
      'img/pic.png': PNG,
    });
    expect(read.questions.map((q) => q.item)).toEqual(['One', 'Two']);
    expect(read.media.map((m) => [m.kind, m.name, m.alt])).toEqual([
      ['image', 'img/pic.png', 'a picture'],
      ['audio', 'items/sound.mp3', undefined],
    ]);
    expect(read.media[0]!.data).toEqual(PNG);
    for (const q of read.questions) {
      expect(q.document.content_html).toBe('<p><img data-media-ref="0" alt="a picture"></p>');
      expect(q.document.answers?.[0]?.content).toBe('<audio data-media-ref="1" controls></audio>');
    }
    expect(read.skipped).toEqual([
      { item: 'Three', reason: 'damaged_item', detail: 'img/gone.png' },
      { item: 'four', reason: 'damaged_item', detail: expect.stringContaining('items/four.xml') },
    ]);
  });

  it('gives each picture the description the item has for it: alt (else title), an image object’s content; as one line of plain text', async () => {
    const png = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
    const pictures =
      `<p><img src="${png}" alt="  Segitiga&#10;&#9;&lt;b&gt;ABC&lt;/b&gt; "/> <img src="https://example.org/peta.png" title="Peta  Jawa"/> <img src="${png}" alt=""/></p>` +
      `<p><object type="image/png" data="${png}"> Diagram <em>daun</em>\n hijau </object> <object type="image/png" data="https://example.org/x.png">tidak dibawa</object></p>`;
    const body = (prefix: string) => `${pictures}<${prefix}choiceInteraction response${prefix ? '-i' : 'I'}dentifier="RESPONSE">${['ya', 'tidak'].map((l, i) => `<${prefix}simpleChoice identifier="C${i}">${l}</${prefix}simpleChoice>`).join('')}</${prefix}choiceInteraction>`;
    const qti21 = await read(item(decl('RESPONSE', 'single', 'identifier', ['C0']), body('')));
    const qti3 = await read(
      `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="p" title="Pictures"><qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>C0</qti-value></qti-correct-response></qti-response-declaration><qti-item-body>${body('qti-').replace(/<(\/?)qti-simpleChoice/g, '<$1qti-simple-choice').replace(/<(\/?)qti-choiceInteraction/g, '<$1qti-choice-interaction')}</qti-item-body><qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/></qti-assessment-item>`,
    );
    for (const r of [qti21, qti3]) {
      expect(r.skipped).toEqual([]);
      expect(r.questions[0]!.document.content_html).toBe(
        '<p><img data-media-ref="0" alt="Segitiga &lt;b&gt;ABC&lt;/b&gt;"> <img src="https://example.org/peta.png" alt="Peta Jawa"> <img data-media-ref="0" alt=""></p>' +
          '<p><img data-media-ref="0" alt="Diagram daun hijau"> <img src="https://example.org/x.png" alt="tidak dibawa"></p>',
      );
      expect(r.media.map((m) => m.alt)).toEqual(['Segitiga <b>ABC</b>']);
    }
  });

  it('an item the package lacks is skipped; items beyond the test follow it', async () => {
    const test = `<assessmentTest ${NS} identifier="t"><testPart identifier="p"><assessmentSection identifier="s" title="s" visible="true"><assessmentItemRef identifier="b" href="b.xml"/><assessmentItemRef identifier="x" href="missing.xml"/></assessmentSection></testPart></assessmentTest>`;
    const read = await readFiles('order.zip', {
      'imsmanifest.xml': manifest(`<resource identifier="t" type="imsqti_test_xmlv2p1" href="test/test.xml"/>${itemResource('a', 'a.xml')}${itemResource('b', 'test/b.xml')}`),
      'test/test.xml': test,
      'a.xml': pictureItem('https://example.org/pic.png', 'A', 'https://example.org/a.mp3'),
      'test/b.xml': pictureItem('https://example.org/pic.png', 'B', 'https://example.org/b.mp3'),
    });
    expect(read.questions.map((q) => q.item)).toEqual(['B', 'A']);
    expect(read.skipped).toEqual([{ item: 'test/missing.xml', reason: 'damaged_item', detail: 'missing test/missing.xml' }]);
    expect(read.questions[0]!.document.content_html).toBe('<p><img src="https://example.org/pic.png" alt="a picture"></p>');
    expect(read.questions[0]!.document.answers?.[0]?.content).toBe('<audio src="https://example.org/b.mp3" controls></audio>');
    expect(read.media).toEqual([]);
  });

  it('a picture outside the package refuses the package', async () => {
    const error = await readFiles('outside.zip', {
      'imsmanifest.xml': manifest(itemResource('one', 'one.xml')),
      'one.xml': pictureItem('../../etc/passwd.png', 'One'),
    }).catch((e: unknown) => e);
    expect((error as InterchangeReadError).code).toBe('unsafe_file');
  });

  it('a manifest without resources is damaged', async () => {
    const error = await readFiles('empty.zip', { 'imsmanifest.xml': '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"/>' }).catch((e: unknown) => e);
    expect((error as InterchangeReadError).code).toBe('damaged_file');
  });
});
