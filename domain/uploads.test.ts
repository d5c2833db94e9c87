import { describe, expect, it } from 'vitest';
import { DOCUMENT_IMPORT_MAX_BYTES, MB, SPREADSHEET_MAX_BYTES, UPLOAD_MAX_BYTES } from './constants.ts';
import { acceptAttribute, acceptedTypesLabel, fileKindOfMime, formatFileSize, formatMaxSize, purposeExtensions, uploadRules } from './uploads.ts';

describe('upload rules (spec §5, §9)', () => {
  it.each([
    ['study_guide', ['pdf', 'doc', 'docx', 'ppt', 'pptx'], UPLOAD_MAX_BYTES],
    ['chapter_source', ['pdf', 'ppt', 'pptx'], UPLOAD_MAX_BYTES],
    ['document_import', ['pdf', 'doc', 'docx'], DOCUMENT_IMPORT_MAX_BYTES],
  ] as const)('%s takes %j up to the spec limit', (purpose, kinds, max) => {
    expect(uploadRules[purpose]).toEqual({ kinds, maxBytes: max });
  });

  it('takes no SVG anywhere (it can carry script)', () => {
    for (const rule of Object.values(uploadRules)) expect(rule.kinds.map(String)).not.toContain('svg');
    expect(acceptAttribute('image')).not.toMatch(/svg/);
  });

  it('builds the file input accept attribute and the accepted-types note', () => {
    expect(acceptAttribute('chapter_source')).toBe(
      '.pdf,.ppt,.pptx,application/pdf,application/vnd.ms-powerpoint,application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(acceptAttribute('course_icon')).toBe('.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp');
    expect(acceptedTypesLabel('document_import')).toBe('PDF, Word (.doc), Word (.docx)');
  });

  it('formats sizes as the spec writes them', () => {
    expect(formatMaxSize(UPLOAD_MAX_BYTES)).toBe('35 MB');
    expect(formatMaxSize(DOCUMENT_IMPORT_MAX_BYTES)).toBe('2 MB');
    expect(formatMaxSize(1_500_000)).toBe('1.5 MB');
  });

  it('sets every cap in MB of 1,000,000 bytes, the unit its size is shown in', () => {
    expect(UPLOAD_MAX_BYTES).toBe(35_000_000);
    expect(DOCUMENT_IMPORT_MAX_BYTES).toBe(2_000_000);
    expect(SPREADSHEET_MAX_BYTES).toBe(20_000_000);
    for (const [purpose, rule] of Object.entries(uploadRules)) {
      expect(rule.maxBytes % MB, purpose).toBe(0);
      expect(formatMaxSize(rule.maxBytes), purpose).toBe(`${rule.maxBytes / 1_000_000} MB`);
      // A file at the cap reads as the cap.
      expect(formatFileSize(rule.maxBytes, 'en'), purpose).toBe(formatMaxSize(rule.maxBytes));
    }
  });

  it('writes a file’s size in the same unit, in the interface language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(48_000, 'en')).toBe('48 KB');
    expect(formatFileSize(999_400, 'en')).toBe('999 KB');
    expect(formatFileSize(999_600, 'en')).toBe('1 MB');
    expect(formatFileSize(1_250_000, 'en')).toBe('1.3 MB');
    expect(formatFileSize(1_250_000, 'id')).toBe('1,3 MB');
    expect(formatFileSize(35_000_000, 'en')).toBe('35 MB');
    expect(formatFileSize(35_000_001, 'en')).toBe('35 MB');
    expect(formatFileSize(200_000_000, 'id')).toBe('200 MB');
  });

  it('maps mime types back to kinds', () => {
    expect(fileKindOfMime('audio/mpeg')).toBe('mp3');
    expect(fileKindOfMime('text/html')).toBeUndefined();
  });

  it('takes a cartridge by its .imscc name for the interchange import only', () => {
    expect(purposeExtensions('interchange_import')).toEqual(['zip', 'xml', 'txt', 'gift', 'imscc']);
    expect(acceptAttribute('interchange_import')).toContain('.imscc');
    expect(purposeExtensions('image_archive')).toEqual(['zip']);
  });
});
