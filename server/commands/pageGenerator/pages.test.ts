// A read page (hand-made, as the readers give them) as a text page: its title, and its content in
// the editor's stored form.
import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '../../../domain/schemas/courses.ts';
import type { DocumentImage, DocumentPage, TextRun } from '../../readers/documents/model.ts';
import { sanitizeRichText } from '../../sanitize/richText.ts';
import { cutTitle, isEmptyPage, pageFromSource, type StoredImage } from './pages.ts';

const t = (text: string, marks: Omit<TextRun, 'text'> = {}): TextRun => ({ text, ...marks });
const png: DocumentImage = { mime: 'image/png', data: new Uint8Array([1, 2, 3]), width: 2400, height: 600, alt: 'Diagram "A" <b>' };

function storeAll() {
  const stored: DocumentImage[] = [];
  const storeImage = async (image: DocumentImage): Promise<StoredImage> => {
    stored.push(image);
    return { id: 40 + stored.length, src: `/files/org/1/image/00000000-0000-0000-0000-00000000000${stored.length}` };
  };
  return { stored, storeImage };
}

const make = (page: DocumentPage, opts: { kind?: 'pdf' | 'pptx'; language?: 'en' | 'id'; number?: number } = {}) =>
  pageFromSource({ page, number: opts.number ?? 3, kind: opts.kind ?? 'pptx', language: opts.language ?? 'en', storeImage: storeAll().storeImage });

describe('pageFromSource', () => {
  it('takes the slide title and does not repeat it as the first heading', async () => {
    const page = await make({
      title: 'Fotosintesis',
      blocks: [
        { kind: 'heading', level: 1, runs: [t('Fotosintesis')] },
        { kind: 'paragraph', runs: [t('Daun '), t('hijau', { bold: true }), t(' dan '), t('cahaya', { italic: true, underline: true })] },
      ],
    });
    expect(page).toEqual({ title: 'Fotosintesis', content: '<p>Daun <strong>hijau</strong> dan <em><u>cahaya</u></em></p>' });
  });

  it('takes the first heading when the page has no title, and keeps later headings as h2/h3', async () => {
    const page = await make({
      blocks: [
        { kind: 'heading', level: 1, runs: [t('Bab 1')] },
        { kind: 'paragraph', runs: [t('Isi')] },
        { kind: 'heading', level: 1, runs: [t('Bagian')] },
        { kind: 'heading', level: 3, runs: [t('Sub')] },
      ],
    });
    expect(page!.title).toBe('Bab 1');
    expect(page!.content).toBe('<p>Isi</p><h2>Bagian</h2><h3>Sub</h3>');
  });

  it('names an untitled page "Slide N" or "Page N" in the teacher\'s language', async () => {
    const page: DocumentPage = { blocks: [{ kind: 'paragraph', runs: [t('teks')] }] };
    expect((await make(page, { kind: 'pptx', number: 4 }))!.title).toBe('Slide 4');
    expect((await make(page, { kind: 'pdf', number: 2 }))!.title).toBe('Page 2');
    expect((await make(page, { kind: 'pdf', number: 2, language: 'id' }))!.title).toBe('Halaman 2');
  });

  it('cuts a long title to the name limit at a word', () => {
    const long = 'kata '.repeat(100);
    const cut = cutTitle(long);
    expect(cut.length).toBeLessThanOrEqual(NAME_MAX);
    expect(cut.endsWith('kata…')).toBe(true);
    expect(cutTitle('  a\n\tb  ')).toBe('a b');
  });

  it('nests lists by level, switching between bulleted and numbered', async () => {
    const li = (text: string, level: number, ordered = false) => ({ kind: 'paragraph' as const, runs: [t(text)], list: { ordered, level } });
    const page = await make({
      title: 'L',
      blocks: [li('a', 0), li('a1', 1, true), li('a2', 1, true), li('b', 0), li('b1x', 2), { kind: 'paragraph', runs: [t('after')] }, li('c', 0, true)],
    });
    expect(page!.content).toBe(
      '<ul><li><p>a</p><ol><li><p>a1</p></li><li><p>a2</p></li></ol></li><li><p>b</p><ul><li><p></p><ul><li><p>b1x</p></li></ul></li></ul></li></ul>' +
        '<p>after</p><ol><li><p>c</p></li></ol>',
    );
  });

  it('writes a table with a header row and a paragraph per cell line, padded to a rectangle', async () => {
    const page = await make({
      title: 'T',
      blocks: [
        {
          kind: 'table',
          rows: [
            [[t('Nama')], [t('Nilai', { bold: true })]],
            [[t('Ani'), t('\n'), t('kelas 7')]],
          ],
        },
      ],
    });
    expect(page!.content).toBe(
      '<table><tbody><tr><th><p>Nama</p></th><th><p><strong>Nilai</strong></p></th></tr><tr><td><p>Ani</p><p>kelas 7</p></td><td><p></p></td></tr></tbody></table>',
    );
  });

  it('stores images and references them as the editor does, scaled to the widest allowed', async () => {
    const { stored, storeImage } = storeAll();
    const page = await pageFromSource({ page: { title: 'Gambar', blocks: [{ kind: 'image', image: png }] }, number: 1, kind: 'pdf', language: 'en', storeImage });
    expect(stored).toHaveLength(1);
    expect(page!.content).toBe(
      '<img src="/files/org/1/image/00000000-0000-0000-0000-000000000001" alt="Diagram &quot;A&quot; &lt;b&gt;" width="1200" height="300" data-media-id="41" />',
    );
    expect(sanitizeRichText(page!.content)).toBe(page!.content);
  });

  it('escapes text that looks like markup, keeps math as text', async () => {
    const page = await make({ title: '<script>x</script>', blocks: [{ kind: 'paragraph', runs: [t('<img src=x onerror=alert(1)> [% x^2 %] a & b')] }] });
    expect(page!.content).toBe('<p>&lt;img src=x onerror=alert(1)&gt; [% x^2 %] a &amp; b</p>');
    expect(page!.title).toBe('<script>x</script>');
  });

  it('makes nothing of an empty page, and a title-only slide shows its title', async () => {
    const blank: DocumentPage = { blocks: [{ kind: 'paragraph', runs: [t('   ')] }, { kind: 'table', rows: [[[t(' ')]]] }] };
    expect(isEmptyPage(blank)).toBe(true);
    expect(await make(blank)).toBeNull();
    expect(await make({ title: 'Bagian 2', blocks: [] })).toEqual({ title: 'Bagian 2', content: '<h2>Bagian 2</h2>' });
    // Its only image could not be stored, and it has no title: nothing.
    expect(await pageFromSource({ page: { blocks: [{ kind: 'image', image: png }] }, number: 1, kind: 'pdf', language: 'en', storeImage: async () => null })).toBeNull();
  });
});
