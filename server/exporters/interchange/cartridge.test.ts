import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/schemas/content.ts';
import { attr, descendants, parseXml, textOf } from '../../readers/interchange/xml.ts';
import { IMAGE_ID, memoryMedia, passage, sevenQuestions, text, written } from './test/fixtures.ts';
import { packageProblems } from './test/packageRules.ts';
import { type CartridgeCourse, cartridgeFile, planCartridgeExport, writeCartridge } from './index.ts';

const page = (id: number, type: Page['type'], title: string, extra: Partial<Page> = {}): Page => ({
  id,
  topic_id: 1,
  lesson_id: 1,
  organization_id: 1,
  type,
  title,
  content: '',
  sections: [],
  video_url: null,
  video_description: null,
  duration: null,
  status: 'unpublished',
  position: id,
  creator_id: 1,
  last_saved_at: '2025-01-01T00:00:00.000Z',
  lock_version: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const course: CartridgeCourse = {
  id: 3,
  title: 'Geography & More',
  units: [
    {
      id: 10,
      title: 'Europe',
      topics: [
        {
          id: 1,
          title: 'Capitals',
          pages: [
            page(1, 'text', 'About capitals', { content: `<p>Paris [% x^2 %] <img src="/files/a" data-media-id="${IMAGE_ID}" alt=""></p>` }),
            page(2, 'video', 'A tour', { video_url: 'youtube:aqz-KE-bpKQ' }),
          ],
          studyGuides: {
            documents: [{ id: 5, name: 'Notes.pdf', url: 'https://files.example/notes.pdf', mime_type: 'application/pdf', size: 3, created_at: '' }],
            link_attachments: [{ id: 6, name: 'Atlas', url: 'https://atlas.example/', created_at: '' }],
          },
          questions: sevenQuestions(),
          passages: [passage],
        },
        { id: 2, title: 'Empty', pages: [], studyGuides: { documents: [], link_attachments: [] }, questions: [], passages: [] },
      ],
    },
  ],
};

const media = { ...memoryMedia, studyGuide: async (id: number) => (id === 5 ? Uint8Array.from([37, 80, 68]) : null) };

async function cartridge() {
  return unzipSync(await written((out) => writeCartridge(course, media, out)));
}

describe('Common Cartridge export', () => {
  it('keeps the package rules', async () => {
    expect(packageProblems(await cartridge())).toEqual([]);
  });

  it('is a CC 1.3 manifest of units, topics and items', async () => {
    const files = await cartridge();
    const manifest = parseXml(text(files['imsmanifest.xml']!));
    expect(attr(manifest, 'xmlns')).toBe('http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1');
    expect(textOf(descendants(manifest, 'schema')[0]!)).toBe('IMS Common Cartridge');
    expect(textOf(descendants(manifest, 'schemaversion')[0]!)).toBe('1.3.0');
    const titles = descendants(manifest, 'item').filter((i) => attr(i, 'identifier') !== 'ROOT').map((i) => textOf(descendants(i, 'title')[0]!));
    expect(titles).toEqual(['Europe', 'Capitals', 'About capitals', 'A tour', 'Notes.pdf', 'Atlas', 'Capitals', 'Empty']);
    const types = Object.fromEntries(descendants(manifest, 'resource').map((r) => [attr(r, 'identifier'), attr(r, 'type')]));
    expect(types).toMatchObject({
      PAGE_1: 'webcontent',
      PAGE_2: 'imswl_xmlv1p3',
      GUIDE_5: 'webcontent',
      LINK_6: 'imswl_xmlv1p3',
      QUIZ_1: 'imsqti_xmlv1p2/imscc_xmlv1p3/assessment',
      [`MEDIA_${IMAGE_ID}`]: 'webcontent',
    });
    expect(text(files['links/page_2.xml']!)).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"');
    const html = text(files['pages/page_1.html']!);
    expect(html).toContain('src="../web_resources/media/7-diagram_one.png"');
    expect(html).toContain('\\(x^2\\)');
    expect(files['web_resources/guides/5-Notes.pdf']).toEqual(Uint8Array.from([37, 80, 68]));
  });

  it('holds multiple choice, true/false and exact value in the CC QTI profile', async () => {
    const files = await cartridge();
    const qti = parseXml(text(files['assessments/quiz_1/assessment_qti.xml']!));
    const profiles = descendants(qti, 'item').map((i) => descendants(i, 'fieldentry').map(textOf)[0]);
    expect(profiles).toEqual(['cc.multiple_choice.v0p1', 'cc.multiple_response.v0p1', 'cc.true_false.v0p1', 'cc.fib.v0p1']);
    const fib = descendants(qti, 'item')[3]!;
    expect(descendants(fib, 'varequal').map((v) => [textOf(v), attr(v, 'case')])).toEqual([
      ['Paris', 'Yes'],
      ['PARIS', 'Yes'],
    ]);
    expect(text(files['assessments/quiz_1/assessment_qti.xml']!)).toContain('$IMS-CC-FILEBASE$/media/7-diagram_one.png');
    expect(planCartridgeExport(course)).toEqual({
      questions: 4,
      leftOut: [5, 6, 7, 8].map((id) => expect.objectContaining({ questionId: id, reason: 'type_not_in_format' })),
    });
    expect(cartridgeFile(course.title).fileName).toBe('geography-more.imscc');
  });

  it('finds a broken cartridge: a file in no resource', async () => {
    const files = await cartridge();
    files['stray.txt'] = Uint8Array.from([1]);
    expect(packageProblems(files)).toEqual(['stray.txt is in no resource']);
  });
});
