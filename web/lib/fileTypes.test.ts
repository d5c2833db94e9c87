import { describe, expect, it } from 'vitest';
import { acceptedTypesChoice } from './fileTypes.ts';

describe('acceptedTypesChoice', () => {
  it('joins the accepted types with "or" in the reader\'s language', () => {
    expect(acceptedTypesChoice('document_import', 'en')).toBe('PDF, Word (.doc), or Word (.docx)');
    expect(acceptedTypesChoice('document_import', 'id')).toBe('PDF, Word (.doc), atau Word (.docx)');
    expect(acceptedTypesChoice('chapter_source', 'en')).toBe('PDF, PowerPoint (.ppt), or PowerPoint (.pptx)');
  });
});
