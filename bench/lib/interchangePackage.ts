// The QTI 2.1 content package bench/interchange.ts imports: `count` items as another tool writes
// them, one file each under items/, a mix of the interactions a school's bank holds (single and
// multiple choice, text entry, order, match, inline choice), each with a stem paragraph of drawn
// words; every IMAGE_EVERY-th item shows a picture of its own (a distinct small PNG under images/,
// valid, since storage checks images by content). imsmanifest.xml lists each item as an
// imsqti_item_xmlv2p1 resource with its files, and an assessmentTest (tests/test.xml) gives their
// order. Zipped with fflate: XML deflated, PNGs stored. Deterministic for a given count.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { zipSync, type Zippable } from 'fflate';

/** One item in this many has a picture. */
export const IMAGE_EVERY = 5;

/** The interactions in a cycle of 20 items: 6 single choice, 3 multiple, 3 text entry, 2 order, 3 match, 3 inline choice. */
const CYCLE = ['single', 'single', 'multiple', 'text', 'match', 'inline', 'single', 'order', 'multiple', 'text', 'single', 'match', 'inline', 'single', 'multiple', 'text', 'order', 'match', 'inline', 'single'] as const;
export type ItemKind = (typeof CYCLE)[number];

const WORDS =
  'siswa guru sekolah belajar membaca menulis menghitung jumlah bilangan pecahan sudut segitiga luas keliling volume energi gaya gerak cahaya bunyi air udara tanah tumbuhan hewan sel organ sistem peta wilayah provinsi sejarah kerajaan budaya bahasa kalimat paragraf makna teks cerita puisi data grafik tabel rata-rata peluang percobaan hasil pengamatan kesimpulan'.split(
    ' ',
  );

/** A small deterministic generator (mulberry32), so each run makes the same package. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(next: () => number, words: number): string {
  const drawn = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]!);
  drawn[0] = drawn[0]!.charAt(0).toUpperCase() + drawn[0]!.slice(1);
  return drawn.join(' ');
}

const pad = (n: number) => String(n).padStart(5, '0');

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 96 × 64 RGB PNG of its own for item `n`: a gradient tinted by n, with a noisy square (so it does not compress to nothing). */
export function itemPng(n: number): Buffer {
  const width = 96;
  const height = 64;
  const next = random(n * 7919);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const noisy = x >= 8 && x < 40 && y >= 8 && y < 40;
      const p = row + 1 + x * 3;
      raw[p] = noisy ? Math.floor(next() * 256) : (x * 2 + n) & 0xff;
      raw[p + 1] = noisy ? Math.floor(next() * 256) : (y * 3 + (n >> 8)) & 0xff;
      raw[p + 2] = (n * 37 + x + y) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function choices(tag: string, ids: string[], texts: string[], extra = ''): string {
  return ids.map((id, i) => `      <${tag} identifier="${id}"${extra}>${esc(texts[i]!)}</${tag}>`).join('\n');
}

/** `ids.length` drawn phrases, no two alike (the editor's rules refuse duplicate answers). */
function phrases(next: () => number, ids: string[]): string[] {
  const drawn = new Set<string>();
  while (drawn.size < ids.length) drawn.add(sentence(next, 2 + Math.floor(next() * 3)));
  return [...drawn];
}

/** The response declaration, body and response processing of one kind of interaction. */
function interaction(kind: ItemKind, n: number, next: () => number, stem: string): { declaration: string; body: string; template: string } {
  const mapResponse = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response';
  const matchCorrect = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct';
  switch (kind) {
    case 'single': {
      const ids = ['A', 'B', 'C', 'D'];
      const correct = ids[n % 4]!;
      return {
        declaration: `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>${correct}</value></correctResponse></responseDeclaration>`,
        body: `    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">\n      <prompt>${esc(stem)}?</prompt>\n${choices('simpleChoice', ids, phrases(next, ids))}\n    </choiceInteraction>`,
        template: matchCorrect,
      };
    }
    case 'multiple': {
      const ids = ['A', 'B', 'C', 'D', 'E'];
      const right = [ids[n % 5]!, ids[(n + 2) % 5]!];
      return {
        declaration: `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier"><correctResponse>${right.map((v) => `<value>${v}</value>`).join('')}</correctResponse><mapping lowerBound="0" upperBound="2" defaultValue="0">${right.map((v) => `<mapEntry mapKey="${v}" mappedValue="1"/>`).join('')}</mapping></responseDeclaration>`,
        body: `    <choiceInteraction responseIdentifier="RESPONSE" shuffle="true" maxChoices="0">\n      <prompt>Pilih semua yang benar: ${esc(stem)}.</prompt>\n${choices('simpleChoice', ids, phrases(next, ids))}\n    </choiceInteraction>`,
        template: mapResponse,
      };
    }
    case 'text': {
      const answer = String((n * 13) % 997);
      return {
        declaration: `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"><correctResponse><value>${answer}</value></correctResponse><mapping defaultValue="0"><mapEntry mapKey="${answer}" mappedValue="1"/></mapping></responseDeclaration>`,
        body: `    <p>Hasilnya adalah <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="6"/>.</p>`,
        template: mapResponse,
      };
    }
    case 'order': {
      const ids = ['S1', 'S2', 'S3', 'S4'];
      const order = [ids[(n + 1) % 4]!, ids[(n + 3) % 4]!, ids[n % 4]!, ids[(n + 2) % 4]!];
      return {
        declaration: `<responseDeclaration identifier="RESPONSE" cardinality="ordered" baseType="identifier"><correctResponse>${order.map((v) => `<value>${v}</value>`).join('')}</correctResponse></responseDeclaration>`,
        body: `    <orderInteraction responseIdentifier="RESPONSE" shuffle="true">\n      <prompt>Urutkan langkah berikut.</prompt>\n${choices('simpleChoice', ids, phrases(next, ids))}\n    </orderInteraction>`,
        template: matchCorrect,
      };
    }
    case 'match': {
      const premises = ['P1', 'P2', 'P3'];
      const responses = ['R1', 'R2', 'R3', 'R4'];
      const pairs = premises.map((p, i) => `${p} ${responses[(n + i) % 4]}`);
      return {
        declaration: `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="directedPair"><correctResponse>${pairs.map((v) => `<value>${v}</value>`).join('')}</correctResponse><mapping defaultValue="0">${pairs.map((v) => `<mapEntry mapKey="${v}" mappedValue="1"/>`).join('')}</mapping></responseDeclaration>`,
        body: `    <matchInteraction responseIdentifier="RESPONSE" shuffle="true" maxAssociations="3">\n      <prompt>Pasangkan dengan tepat.</prompt>\n      <simpleMatchSet>\n${choices('simpleAssociableChoice', premises, phrases(next, premises), ' matchMax="1"')}\n      </simpleMatchSet>\n      <simpleMatchSet>\n${choices('simpleAssociableChoice', responses, phrases(next, responses), ' matchMax="3"')}\n      </simpleMatchSet>\n    </matchInteraction>`,
        template: mapResponse,
      };
    }
    case 'inline': {
      const ids = ['G', 'L', 'Y'];
      const correct = ids[n % 3]!;
      return {
        declaration: `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>${correct}</value></correctResponse></responseDeclaration>`,
        body: `    <p>${esc(sentence(next, 6))} <inlineChoiceInteraction responseIdentifier="RESPONSE" shuffle="false">\n${choices('inlineChoice', ids, phrases(next, ids))}\n    </inlineChoiceInteraction> ${esc(sentence(next, 4))}.</p>`,
        template: matchCorrect,
      };
    }
  }
}

/** Item `n` (from 1): its kind and XML, naming `image` (a path from the item's folder) when it has one. */
export function itemXml(n: number, image: string | null): { kind: ItemKind; xml: string } {
  const kind = CYCLE[(n - 1) % CYCLE.length]!;
  const next = random(n);
  const stem = `Soal ${n}: ${sentence(next, 18 + Math.floor(next() * 20))}`;
  const { declaration, body, template } = interaction(kind, n, next, sentence(next, 8));
  const picture = image ? `\n    <p><img src="${image}" alt="Gambar soal ${n}" width="96" height="64"/></p>` : '';
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"
  identifier="item_${pad(n)}" title="Soal ${n}" adaptive="false" timeDependent="false">
  ${declaration}
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <p>${esc(stem)}.</p>${picture}
${body}
  </itemBody>
  <responseProcessing template="${template}"/>
</assessmentItem>
`;
  return { kind, xml };
}

export interface GeneratedPackage {
  file: string;
  bytes: number;
  items: number;
  images: number;
  byKind: Record<ItemKind, number>;
}

/** Writes the package of `count` items to `file`. */
export function writeQtiPackage(file: string, count: number): GeneratedPackage {
  const entries: Zippable = {};
  const resources: string[] = [];
  const refs: string[] = [];
  const byKind = Object.fromEntries(CYCLE.map((k) => [k, 0])) as Record<ItemKind, number>;
  let images = 0;
  for (let n = 1; n <= count; n++) {
    const itemPath = `items/item_${pad(n)}.xml`;
    const imagePath = n % IMAGE_EVERY === 0 ? `images/figure_${pad(n)}.png` : null;
    const { kind, xml } = itemXml(n, imagePath ? `../${imagePath}` : null);
    byKind[kind]++;
    entries[itemPath] = [Buffer.from(xml), { level: 6 }];
    const files = [`      <file href="${itemPath}"/>`];
    if (imagePath) {
      entries[imagePath] = [itemPng(n), { level: 0 }];
      files.push(`      <file href="${imagePath}"/>`);
      images++;
    }
    resources.push(`    <resource identifier="RES_${pad(n)}" type="imsqti_item_xmlv2p1" href="${itemPath}">\n${files.join('\n')}\n    </resource>`);
    refs.push(`      <assessmentItemRef identifier="item_${pad(n)}" href="../${itemPath}"/>`);
  }
  entries['tests/test.xml'] = [
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="bank" title="Bank soal">
  <testPart identifier="part1" navigationMode="nonlinear" submissionMode="simultaneous">
    <assessmentSection identifier="section1" title="Semua soal" visible="true">
${refs.join('\n')}
    </assessmentSection>
  </testPart>
</assessmentTest>
`),
    { level: 6 },
  ];
  entries['imsmanifest.xml'] = [
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="bank-manifest"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd">
  <metadata><schema>QTIv2.1 Package</schema><schemaversion>1.0.0</schemaversion></metadata>
  <organizations/>
  <resources>
    <resource identifier="TEST" type="imsqti_test_xmlv2p1" href="tests/test.xml">
      <file href="tests/test.xml"/>
    </resource>
${resources.join('\n')}
  </resources>
</manifest>
`),
    { level: 6 },
  ];
  const zipped = zipSync(entries);
  fs.writeFileSync(file, zipped);
  return { file, bytes: zipped.byteLength, items: count, images, byKind };
}
