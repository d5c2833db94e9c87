// Documents are read apart from this process (index.ts → sandboxTask.ts): a PDF that names a
// giant picture is read within a small memory limit (pdfjs never decodes a picture over
// MAX_PIXELS), and a reader past its limits is a DocumentReadError, never a crash of this process.
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempFile } from '../spreadsheet/test/files.ts';
import { readDocument } from './index.ts';
import { DocumentReadError, runsText } from './model.ts';

/** A one-page PDF with a line of text and one side × side DeviceGray picture of zeros. */
function pdfWithPicture(side: number): Promise<string> {
  const picture = deflateSync(Buffer.alloc(side * side), { level: 9 });
  const content = Buffer.from('BT /F1 18 Tf 72 720 Td (Gambar besar) Tj ET\nq 400 0 0 400 100 200 cm /Im1 Do Q\n');
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> /Contents 4 0 R >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([
      Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${picture.length} >>\nstream\n`),
      picture,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  let offset = parts[0]!.length;
  const offsets = objects.map((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    const at = offset;
    offset += object.length;
    return at;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return tempFile(`picture-${side}.pdf`, Buffer.concat(parts));
}

async function refusal(promise: Promise<unknown>): Promise<DocumentReadError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentReadError);
  return error as DocumentReadError;
}

describe('readDocument in a child process', () => {
  it('reads a PDF naming a 12000 × 12000 picture within 200 MB: the picture is never decoded (decoding it takes the reader past 240 MB)', async () => {
    const document = await readDocument(await pdfWithPicture(12_000), 'pdf', { limits: { memoryMb: 200 } });
    const blocks = document.pages[0]!.blocks;
    expect(blocks.map((b) => (b.kind === 'paragraph' || b.kind === 'heading' ? runsText(b.runs) : b.kind))).toEqual(['Gambar besar']);
  });

  it('keeps a picture of a reasonable size', async () => {
    const document = await readDocument(await pdfWithPicture(200), 'pdf');
    expect(document.pages[0]!.blocks.some((b) => b.kind === 'image')).toBe(true);
  });

  it('is a too_large DocumentReadError past its time or memory limit', async () => {
    const paper = path.join(import.meta.dirname, 'fixtures', 'id-campuran.pdf');
    expect((await refusal(readDocument(paper, 'pdf', { limits: { timeoutMs: 1 } }))).code).toBe('too_large');
    expect((await refusal(readDocument(paper, 'pdf', { limits: { memoryMb: 40 } }))).code).toBe('too_large');
  });

  it('stops reading when the caller aborts, with the caller’s reason', async () => {
    const paper = path.join(import.meta.dirname, 'fixtures', 'id-campuran.pdf');
    const controller = new AbortController();
    const reading = readDocument(paper, 'pdf', { signal: controller.signal });
    controller.abort(new Error('job cancelled'));
    await expect(reading).rejects.toThrow('job cancelled');
  });
});
