// A .docx/.pptx whose zip headers lie: every entry is inflated and counted before a library
// (mammoth's JSZip) sees the file, so a size the headers understate refuses it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildZip, tempFile } from '../spreadsheet/test/files.ts';
import { readDocument as readInSandbox } from './index.ts';
import { DocumentReadError } from './model.ts';
import { readDocument } from './read.ts';
import { checkDocumentZip } from './zipGuard.ts';

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const RELS = Buffer.from(
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
);

/** A Word document whose body is `spaces` spaces of padding inside one paragraph; its sizes say `declared`. */
function docx(spaces: number, declared?: number): Buffer {
  const body = Buffer.concat([
    Buffer.from('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Soal 1</w:t></w:r></w:p>'),
    Buffer.alloc(spaces, 0x20),
    Buffer.from('</w:body></w:document>'),
  ]);
  return buildZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: RELS },
    { name: 'word/document.xml', data: body, ...(declared === undefined ? {} : { declaredSize: declared, lieInLocalHeader: true }) },
  ]);
}

// 16 MiB of spaces (a few KB packed) claiming to be 3,000 bytes; made once.
let lyingDocx: Uint8Array | undefined;
const lying = () => (lyingDocx ??= new Uint8Array(docx(16 * 1024 * 1024, 3_000)));

async function refusal(promise: Promise<unknown>): Promise<DocumentReadError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentReadError);
  return error as DocumentReadError;
}

describe('checkDocumentZip', () => {
  it('reads an honest document', async () => {
    const bytes = new Uint8Array(docx(1_000));
    expect(await checkDocumentZip(bytes)).toContain('word/document.xml');
    const read = await readDocument(bytes, 'docx');
    expect(read.pages[0]!.blocks).toHaveLength(1);
  });

  it('refuses an entry that inflates past the size both its headers declare, before mammoth inflates it', async () => {
    expect(lying().byteLength).toBeLessThan(1024 * 1024);
    expect((await refusal(checkDocumentZip(lying()))).code).toBe('corrupt');
    expect((await refusal(readDocument(lying(), 'docx'))).code).toBe('corrupt');
  });

  it('refuses it the same way when read apart from this process, as the import does', async () => {
    expect((await refusal(readInSandbox(await tempFile('lying.docx', Buffer.from(lying())), 'docx'))).code).toBe('corrupt');
    // A good file comes back whole across the process boundary.
    const paper = path.join(import.meta.dirname, 'fixtures', 'id-pilihan-ganda.docx');
    expect((await readInSandbox(paper, 'docx')).pages[0]!.blocks).toEqual((await readDocument(new Uint8Array(readFileSync(paper)), 'docx')).pages[0]!.blocks);
  });
});
