import { describe, expect, it } from 'vitest';
import { ACTOR_ID, openCourse, others, own, policyActors, sharedAway, refusal } from '../test/policyActors.ts';
import { courseInaccessibleMessage } from './content.ts';
import { authorizeDocumentImport, canImportDocument, documentImportForbiddenMessage } from './documents.ts';

const both = policyActors(['upload_question_bulk', 'upload_question_llm']);
const bulkOnly = policyActors(['upload_question_bulk']);
const llmOnly = policyActors(['upload_question_llm']);
const names = Object.keys(both) as (keyof typeof both)[];

// Columns follow policyActors: admin, publisher, editor, limited editor, no role, member, restricted, unapproved.
const intoOthers = [true, true, true, false, false, true, false, false];
const intoOwn = [true, true, true, true, false, true, false, false];

describe('document import policy', () => {
  it.each(names.map((name, i) => [name, intoOthers[i]!, intoOwn[i]!] as const))('%s: another’s topic → %s, their own → %s', (name, others_, own_) => {
    expect(canImportDocument(both[name], ACTOR_ID, others, openCourse)).toBe(others_);
    expect(canImportDocument(both[name], ACTOR_ID, own, openCourse)).toBe(own_);
    // Both features are needed, whatever the role.
    expect(canImportDocument(bulkOnly[name], ACTOR_ID, own, openCourse)).toBe(false);
    expect(canImportDocument(llmOnly[name], ACTOR_ID, own, openCourse)).toBe(false);
  });

  it('a failing guard says what is missing; a limited editor in another’s topic gets the question policy’s words', () => {
    expect(refusal(() => authorizeDocumentImport(bulkOnly.admin, ACTOR_ID, own, openCourse)).localized).toEqual(documentImportForbiddenMessage);
    expect(refusal(() => authorizeDocumentImport(llmOnly.admin, ACTOR_ID, own, openCourse)).localized).toEqual(documentImportForbiddenMessage);
    expect(refusal(() => authorizeDocumentImport(both.restricted, ACTOR_ID, own, openCourse)).localized).toEqual(documentImportForbiddenMessage);
    expect(refusal(() => authorizeDocumentImport(both.limited_editor, ACTOR_ID, others, openCourse)).localized?.en).toBe(
      'You do not have permission to create questions in this topic.',
    );
    expect(refusal(() => authorizeDocumentImport(both.editor, ACTOR_ID, others, sharedAway)).localized).toEqual(courseInaccessibleMessage);
    expect(() => authorizeDocumentImport(both.limited_editor, ACTOR_ID, own, openCourse)).not.toThrow();
  });
});
