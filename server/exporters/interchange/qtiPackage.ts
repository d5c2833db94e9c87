// A QTI 3.0 or 2.1 content package: `items/Q<id>.xml` per question, the uploads they show under
// `media/` (referenced from items as `../media/…` and listed as files of each item's resource),
// `assessment.xml` (one test part, one section per topic) and `imsmanifest.xml`, written last
// since it lists everything. Entries stream into the zip one by one.
import type { Writable } from 'node:stream';
import { escapeXml } from '../../readers/interchange/xml.ts';
import { questionMediaIds } from './content.ts';
import type { ExportTopic } from './index.ts';
import { type ExportMedia, PackageMedia } from './media.ts';
import { leftOutReason } from './plan.ts';
import { qtiItem, qtiItemIdentifier } from './qtiItem.ts';
import { MANIFEST_NAMESPACE, QTI_NAMESPACE, QTI_SCHEMA, QtiWriter, RESOURCE_TYPE, type QtiVersion } from './qtiXml.ts';
import { ZipOut } from './streams.ts';

interface ItemResource {
  identifier: string;
  href: string;
  files: string[];
}

function manifest(version: QtiVersion, items: ItemResource[]): string {
  const resources = items.map(
    (r) =>
      `<resource identifier="RES_${r.identifier}" type="${RESOURCE_TYPE[version].item}" href="${r.href}">` +
      [r.href, ...r.files].map((f) => `<file href="${escapeXml(f)}"/>`).join('') +
      `</resource>`,
  );
  const test =
    `<resource identifier="RES_TEST" type="${RESOURCE_TYPE[version].test}" href="assessment.xml"><file href="assessment.xml"/>` +
    items.map((r) => `<dependency identifierref="RES_${r.identifier}"/>`).join('') +
    `</resource>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<manifest xmlns="${MANIFEST_NAMESPACE[version]}" identifier="MANIFEST_QTI">` +
    `<metadata><schema>QTI Package</schema><schemaversion>${version === 'qti3' ? '3.0.0' : '2.1'}</schemaversion></metadata>` +
    `<organizations/><resources>${resources.join('')}${test}</resources></manifest>\n`
  );
}

function assessmentTest(w: QtiWriter, title: string, sections: { topic: ExportTopic; items: ItemResource[] }[]): string {
  const parts = sections.map(({ topic, items }) =>
    w.el(
      'assessmentSection',
      { identifier: `S${topic.id}`, title: topic.title, visible: true },
      items.map((r) => w.el('assessmentItemRef', { identifier: r.identifier, href: r.href })),
    ),
  );
  const root = w.el(
    'assessmentTest',
    { xmlns: QTI_NAMESPACE[w.version], 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance', 'xsi:schemaLocation': `${QTI_NAMESPACE[w.version]} ${QTI_SCHEMA[w.version]}`, identifier: 'TEST', title },
    [
      w.el('outcomeDeclaration', { identifier: 'SCORE', cardinality: 'single', baseType: 'float' }, w.el('defaultValue', {}, w.values(['0']))),
      w.el('testPart', { identifier: 'PART_1', navigationMode: 'nonlinear', submissionMode: 'individual' }, parts),
      w.el('outcomeProcessing', {}, w.el('setOutcomeValue', { identifier: 'SCORE' }, w.el('sum', {}, w.el('testVariables', { variableIdentifier: 'SCORE' })))),
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}

export async function writeQtiPackage(version: QtiVersion, title: string, topics: ExportTopic[], source: ExportMedia, out: Writable): Promise<void> {
  const w = new QtiWriter(version);
  const zip = new ZipOut(out);
  const media = new PackageMedia(source, zip, 'media');
  const sections: { topic: ExportTopic; items: ItemResource[] }[] = [];
  for (const topic of topics) {
    const passages = new Map(topic.passages.map((p) => [p.id, p]));
    const items: ItemResource[] = [];
    for (const q of topic.questions) {
      if (leftOutReason(version, q) !== null) continue;
      const ids = questionMediaIds(q, passages);
      await media.add(ids);
      const files = ids.flatMap((id) => media.file(id)?.path ?? []);
      const xml = qtiItem(w, q, {
        passages,
        media: (id) => {
          const file = media.file(id);
          return file ? { src: `../${file.path}`, mime: file.mime } : null;
        },
      });
      const href = `items/${qtiItemIdentifier(q)}.xml`;
      await zip.add(href, xml);
      items.push({ identifier: qtiItemIdentifier(q), href, files });
    }
    sections.push({ topic, items });
  }
  await zip.add('assessment.xml', assessmentTest(w, title, sections));
  await zip.add('imsmanifest.xml', manifest(version, sections.flatMap((s) => s.items)));
  await zip.end();
}
