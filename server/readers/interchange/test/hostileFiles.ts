// Hostile files for the interchange readers' tests, made at test time: a zip written byte by
// byte (so a header can lie, a name can leave the package, an entry can be a real zip bomb whose
// stream inflates to hundreds of megabytes while the test holds a few), QTI packages with a
// manifest of our choosing, XML that declares entities, and Aiken texts of any length.
import { crc32, constants, deflateRawSync } from 'node:zlib';

/** One entry as it is written: its name, how its bytes are stored, and what the headers declare. */
export interface RawEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  /** The bytes as they are in the zip (already deflated for method 8). */
  data: Uint8Array;
  crc: number;
  /** The inflated size the headers declare. */
  size: number;
}

/** A zip of these entries, written as a zip tool would (local headers, data, central directory). */
export function rawZip(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.byteLength, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.byteLength, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(e.data));
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + e.data.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An entry deflated honestly. */
export function deflated(name: string, content: string | Uint8Array): RawEntry {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, method: 8, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.byteLength };
}

/** An entry stored as it is (no compression, so no inflation ratio to refuse). */
export function stored(name: string, content: string): RawEntry {
  const bytes = Buffer.from(content, 'utf8');
  return { name, method: 0, data: bytes, crc: crc32(bytes), size: bytes.byteLength };
}

/**
 * An entry of `megabytes` MB of zeros, truly deflated and truly declared: one MB of zeros
 * deflated with a sync flush (byte-aligned, not final) repeated, then an empty final block.
 * The test never holds the inflated bytes.
 */
export function zeroBomb(name: string, megabytes: number): RawEntry {
  const mb = new Uint8Array(1024 * 1024);
  const chunk = deflateRawSync(mb, { finishFlush: constants.Z_SYNC_FLUSH, level: 9 });
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => chunk), Buffer.from([0x03, 0x00])]);
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(mb, crc);
  return { name, method: 8, data, crc, size: megabytes * 1024 * 1024 };
}

/** A QTI 2.1 choice item Pena carries. */
export const qtiItem = (id: string) => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="${id}" title="${id}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>A</value></correctResponse>
  </responseDeclaration>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>Ibu kota Indonesia?</prompt>
      <simpleChoice identifier="A">Jakarta</simpleChoice>
      <simpleChoice identifier="B">Bandung</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rp_templates/match_correct"/>
</assessmentItem>`;

/** A QTI 2.1 choice item whose body holds `extra` before the interaction. */
export const qtiItemWith = (id: string, extra: string) => qtiItem(id).replace('<choiceInteraction', `${extra}<choiceInteraction`);

/** A QTI 1.2 file of one Canvas multiple-choice item whose stem is `stemHtml` (escaped as Canvas writes it). */
export const qti12Item = (stemHtml: string) => `<?xml version="1.0" encoding="UTF-8"?>
<questestinterop><assessment ident="quiz" title="Quiz"><section ident="root_section"><item ident="i1" title="Q1">
<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>multiple_choice_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
<presentation><material><mattext texttype="text/html">${stemHtml.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</mattext></material>
<response_lid ident="response1" rcardinality="Single"><render_choice>
<response_label ident="A"><material><mattext texttype="text/plain">Jakarta</mattext></material></response_label>
<response_label ident="B"><material><mattext texttype="text/plain">Bandung</mattext></material></response_label>
</render_choice></response_lid></presentation>
<resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>
<respcondition continue="No"><conditionvar><varequal respident="response1">A</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition></resprocessing>
</item></section></assessment></questestinterop>`;

/** An IMS content package manifest naming one QTI 2.1 item resource per href. */
export const qtiManifest = (hrefs: readonly string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M1">
  <organizations/>
  <resources>
${hrefs.map((href, i) => `    <resource identifier="R${i}" type="imsqti_item_xmlv2p1" href="${href}"><file href="${href}"/></resource>`).join('\n')}
  </resources>
</manifest>`;

/** A QTI package of a manifest naming `hrefs` and the `files` given (path → text). */
export const qtiPackage = (hrefs: readonly string[], files: Record<string, string>) =>
  rawZip([deflated('imsmanifest.xml', qtiManifest(hrefs)), ...Object.entries(files).map(([name, text]) => deflated(name, text))]);

/** An Aiken text of `count` single-answer questions. */
export function aikenText(count: number): string {
  const lines: string[] = [];
  for (let i = 1; i <= count; i++) lines.push(`Soal nomor ${i}: berapa ${i} + 1?`, `A. ${i}`, `B. ${i + 1}`, 'ANSWER: B', '');
  return lines.join('\n');
}

/** XML that declares an external entity reading a local file (XXE). */
export const xxeXml = (target: string) => `<?xml version="1.0"?>
<!DOCTYPE x [<!ENTITY e SYSTEM "file://${target}">]>
<quiz><question type="shortanswer"><name><text>&e;</text></name><questiontext format="html"><text>&e;</text></questiontext><answer fraction="100"><text>&e;</text></answer></question></quiz>`;

/** "Billion laughs": entities that expand each other tenfold, ten times over. */
export function billionLaughsXml(): string {
  const entities = ['<!ENTITY lol "lol">'];
  for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${entities.join('\n')}\n]>\n<quiz><question type="description"><questiontext><text>&lol9;</text></questiontext></question></quiz>`;
}
