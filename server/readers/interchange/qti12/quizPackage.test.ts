// A Canvas quiz export (a zip: manifest, the quiz's QTI file and assessment_meta.xml, pictures
// under web_resources/) read whole: the metadata's title and shuffle, media by every spelling
// Canvas uses, a missing picture, a manifest leaving the package, and the package detectors.
import { afterAll, describe, expect, it } from 'vitest';
import { isCartridgeManifest } from '../cartridge/detect.ts';
import { InterchangeReadError } from '../model.ts';
import { parseXml } from '../xml.ts';
import { isQti12Manifest } from './manifest.ts';
import { readQti12Package } from './quizPackage.ts';
import { canvasMeta, html, openZipped, quizXml, removeTemps, sampleXml } from './test/samples.ts';

afterAll(removeTemps);

const manifest = (quizHref = 'q1/q1.xml') => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="m1" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
  <metadata><schema>IMS Content</schema><schemaversion>1.1.3</schemaversion></metadata>
  <organizations/>
  <resources>
    <resource identifier="q1" type="imsqti_xmlv1p2"><file href="${quizHref}"/><dependency identifierref="q1meta"/></resource>
    <resource identifier="q1meta" type="associatedcontent/imscc_xmlv1p1/learning-application-resource" href="q1/assessment_meta.xml"><file href="q1/assessment_meta.xml"/></resource>
    <resource identifier="pic" type="webcontent" href="web_resources/Uploaded Media/pic.png"><file href="web_resources/Uploaded Media/pic.png"/></resource>
  </resources>
</manifest>`;

const META = `<?xml version="1.0" encoding="UTF-8"?><quiz identifier="q1" xmlns="http://canvas.instructure.com/xsd/cccv1p0"><title>Cats and Sounds</title><shuffle_answers>true</shuffle_answers></quiz>`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 4, 5]);

function choiceItem(ident: string, stem: string, choices: string[], feedback = ''): string {
  const labels = choices.map((c, i) => `<response_label ident="${i}">${html(c)}</response_label>`).join('');
  const fb = feedback === '' ? '' : `<itemfeedback ident="general_fb"><flow_mat>${html(feedback)}</flow_mat></itemfeedback>`;
  return `<item ident="${ident}" title="${ident}">${canvasMeta('multiple_choice_question', '3')}<presentation>${html(stem)}<response_lid ident="response1" rcardinality="Single"><render_choice>${labels}</render_choice></response_lid></presentation><resprocessing><respcondition continue="No"><conditionvar><varequal respident="response1">0</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition></resprocessing>${fb}</item>`;
}

const QUIZ = quizXml(
  [
    choiceItem('Pictures', '<p>Which is it? <img src="$IMS-CC-FILEBASE$/Uploaded%20Media/pic.png" alt="A cat"></p>', ['<img src="%24IMS-CC-FILEBASE%24/Uploaded%20Media/pic.png">', 'A dog'], '<p>Listen <audio src="../web_resources/Uploaded%20Media/purr.mp3"></audio></p>'),
    choiceItem('Missing', '<p>Gone <img src="$IMS-CC-FILEBASE$/Uploaded%20Media/gone.png"></p>', ['yes', 'no']),
    choiceItem('Elsewhere', '<p>Web <img src="https://example.org/x.png"> inline <img src="data:image/png;base64,iVBORw0KGgo="></p>', ['yes', 'no']),
  ].join(''),
  'QTI title',
);

const files = (quizHref?: string) => ({
  'imsmanifest.xml': manifest(quizHref),
  'q1/q1.xml': QUIZ,
  'q1/assessment_meta.xml': META,
  'web_resources/Uploaded Media/pic.png': PNG,
  'web_resources/Uploaded Media/purr.mp3': MP3,
});

describe('readQti12Package', () => {
  it('reads the quiz with its metadata, and each package picture once by any of its spellings', async () => {
    const pkg = await openZipped(files());
    try {
      const r = await readQti12Package(pkg, 'imsmanifest.xml', await pkg.readXml('imsmanifest.xml'), { categories: 'note' });
      expect(r.format).toBe('qti12');
      expect(r.questions.map((q) => q.item)).toEqual(['Pictures', 'Elsewhere']);
      expect(r.skipped).toEqual([{ item: 'Missing', reason: 'damaged_item', detail: '$IMS-CC-FILEBASE$/Uploaded%20Media/gone.png' }]);

      const pictures = r.questions[0]!.document;
      expect(pictures.quiz_title).toBe('Cats and Sounds');
      expect(pictures.shuffle_answers).toBe(true);
      expect(pictures.points).toBe(3);
      expect(pictures.content_html).toBe('<p>Which is it? <img data-media-ref="0" alt="A cat"></p>');
      expect(pictures.answers!.map((a) => [a.content, a.correct])).toEqual([
        ['<img data-media-ref="0" alt="">', true],
        ['A dog', false],
      ]);
      expect(pictures.explanation!.sections!.map((s) => s.content_html)).toEqual(['<p>Listen <audio data-media-ref="1" controls></audio></p>']);

      expect(r.questions[1]!.document.content_html).toBe('<p>Web <img src="https://example.org/x.png"> inline <img data-media-ref="2" alt=""></p>');
      expect(r.media.map((m) => [m.kind, m.name, m.alt])).toEqual([
        ['image', 'web_resources/Uploaded Media/pic.png', 'A cat'],
        ['audio', 'web_resources/Uploaded Media/purr.mp3', undefined],
        ['image', expect.stringMatching(/^inline-[0-9a-f]{16}$/), undefined],
      ]);
      expect([...r.media[0]!.data]).toEqual([...PNG]);
      expect([...r.media[1]!.data]).toEqual([...MP3]);
      expect([...r.media[2]!.data]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    } finally {
      pkg.close();
    }
  });

  it('refuses a manifest whose href leaves the package', async () => {
    const pkg = await openZipped(files('../outside/q1.xml'));
    try {
      const read = readQti12Package(pkg, 'imsmanifest.xml', await pkg.readXml('imsmanifest.xml'), { categories: 'note' });
      await expect(read).rejects.toBeInstanceOf(InterchangeReadError);
      await expect(read).rejects.toMatchObject({ code: 'unsafe_file' });
    } finally {
      pkg.close();
    }
  });

  it('refuses a quiz resource that is not QTI 1.2', async () => {
    const pkg = await openZipped({ ...files(), 'q1/q1.xml': '<assessmentItem identifier="x"/>' });
    try {
      await expect(readQti12Package(pkg, 'imsmanifest.xml', await pkg.readXml('imsmanifest.xml'), { categories: 'note' })).rejects.toMatchObject({ code: 'damaged_file' });
    } finally {
      pkg.close();
    }
  });
});

describe('package detectors', () => {
  it('a Canvas quiz export is QTI 1.2, not a cartridge, though it writes the cartridge namespace', () => {
    const m = parseXml(manifest());
    expect(isQti12Manifest(m)).toBe(true);
    expect(isCartridgeManifest(m)).toBe(false);
  });

  it('a Canvas course export is a cartridge', () => {
    const m = sampleXml('cc/canvas_cartridge/imsmanifest.xml');
    expect(isCartridgeManifest(m)).toBe(true);
    expect(isQti12Manifest(m)).toBe(false);
  });

  it('a QTI 2.1 content package is neither', () => {
    const m = parseXml(
      '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources><resource identifier="i" type="imsqti_item_xmlv2p1" href="i.xml"/></resources></manifest>',
    );
    expect(isCartridgeManifest(m)).toBe(false);
    expect(isQti12Manifest(m)).toBe(false);
  });

  it('a cartridge without the schema text is known by its resource types', () => {
    const m = parseXml(
      '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources><resource identifier="a" type="imsqti_xmlv1p2/imscc_xmlv1p3/assessment"><file href="a.xml"/></resource></resources></manifest>',
    );
    expect(isCartridgeManifest(m)).toBe(true);
  });
});
