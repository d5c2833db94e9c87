// The browser's checks of a study-guide file before it is sent (spec §5: PDF, Word,
// PowerPoint, at most 35 MB), the name a file suggests, sizes as teachers read them, and
// which words a failed upload is reported in.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { UploadError } from '../../lib/upload.ts';
import { fileProblem, kindOfFile, nameFromFile, refusalText, studyGuideAccept } from './files.ts';
const file = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('study-guide files', () => {
  it.each([
    ['notes.pdf', '', 'pdf'],
    ['NOTES.PDF', 'application/pdf', 'pdf'],
    ['lembar kerja.doc', 'application/msword', 'doc'],
    ['lembar kerja.docx', '', 'docx'],
    ['slides.ppt', '', 'ppt'],
    ['slides.pptx', '', 'pptx'],
    ['scan', 'application/pdf', 'pdf'],
  ])('takes %s (%s) as %s', (name, type, kind) => {
    expect(kindOfFile(file(name, type))).toBe(kind);
    expect(fileProblem(file(name, type))).toBeNull();
  });

  it.each([
    ['photo.png', 'image/png'],
    ['notes.txt', 'text/plain'],
    ['table.xlsx', ''],
    // A known extension of another kind is not overruled by the type the system reports.
    ['notes.txt', 'application/pdf'],
    ['drawing.svg', 'image/svg+xml'],
    ['archive', 'application/zip'],
  ])('refuses %s (%s) by type', (name, type) => {
    expect(fileProblem(file(name, type))).toBe('type');
  });

  it('refuses files over 35 MB (35,000,000 bytes) and empty files, and takes exactly 35 MB', () => {
    expect(fileProblem(file('big.pdf', 'application/pdf', 35_000_001))).toBe('size');
    expect(fileProblem(file('edge.pdf', 'application/pdf', 35_000_000))).toBeNull();
    expect(fileProblem(file('empty.pdf', 'application/pdf', 0))).toBe('empty');
  });

  it('offers the five kinds to the file picker', () => {
    expect(studyGuideAccept.split(',').filter((part) => part.startsWith('.'))).toEqual(['.pdf', '.doc', '.docx', '.ppt', '.pptx']);
  });

  it('names a study guide after its file', () => {
    expect(nameFromFile('Ringkasan_bab_1.pdf')).toBe('Ringkasan bab 1');
    expect(nameFromFile('Modul  Aljabar.v2.pptx')).toBe('Modul Aljabar.v2');
    expect(nameFromFile('.pdf')).toBe('.pdf');
    expect(nameFromFile(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });

  it('reports a failed upload in the right words', () => {
    const wrongType = 'This file type is not accepted. Accepted types: PDF.';
    expect(refusalText(new ApiError(422, { error: 'unprocessable_entity', message: wrongType, fields: { file: wrongType } }))).toEqual({ text: wrongType });
    expect(refusalText(new ApiError(413, { error: 'too_large', message: 'The file is too large. The largest accepted size is 35 MB.', fields: { file: 'At most 35 MB.' } }))).toEqual({
      text: 'The file is too large. The largest accepted size is 35 MB.',
    });
    expect(refusalText(new ApiError(422, { error: 'unprocessable_entity', message: 'Some fields are not valid.', fields: { file_key: 'This file was already used.' } }))).toEqual({
      text: 'This file was already used.',
    });
    expect(refusalText(new UploadError(0, null, 'network'))).toEqual({ key: 'upload_failed' });
    expect(refusalText(new UploadError(400, 'EntityTooLarge', 'too big'))).toEqual({ key: 'too_large' });
    expect(refusalText(new UploadError(403, 'AccessDenied', 'expired'))).toEqual({ key: 'upload_failed' });
    expect(refusalText(new ApiError(500, { error: 'server_error', message: 'An error occurred on our servers.' }))).toEqual({ key: 'create_failed' });
  });
});
