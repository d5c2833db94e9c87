import { describe, expect, it } from 'vitest';
import { DOCUMENT_IMPORT_MAX_BYTES, UPLOAD_MAX_BYTES } from './constants.ts';
import { acceptAttribute, acceptedTypesLabel, fileKindOfMime, formatMaxSize, uploadRules } from './uploads.ts';

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
    expect(formatMaxSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('maps mime types back to kinds', () => {
    expect(fileKindOfMime('audio/mpeg')).toBe('mp3');
    expect(fileKindOfMime('text/html')).toBeUndefined();
  });
});
