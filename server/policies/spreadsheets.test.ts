import { describe, expect, it } from 'vitest';
import { ACTOR_ID, openCourse, others, own, policyActors, sharedAway, refusal } from '../test/policyActors.ts';
import { courseInaccessibleMessage } from './content.ts';
import { authorizeSpreadsheetExport, authorizeSpreadsheetImport, canImportSpreadsheet, spreadsheetImportForbiddenMessage } from './spreadsheets.ts';

const withFeature = policyActors(['upload_question_bulk']);
const without = policyActors();
const names = Object.keys(withFeature) as (keyof typeof withFeature)[];

// Columns follow policyActors: admin, publisher, editor, limited editor, no role, member, restricted, unapproved.
const intoOthers = [true, true, true, false, false, true, false, false];
const intoOwn = [true, true, true, true, false, true, false, false];

describe('spreadsheet import policy', () => {
  it.each(names.map((name, i) => [name, intoOthers[i]!, intoOwn[i]!] as const))('%s: another’s topic → %s, their own → %s', (name, others_, own_) => {
    expect(canImportSpreadsheet(withFeature[name], ACTOR_ID, others, openCourse)).toBe(others_);
    expect(canImportSpreadsheet(withFeature[name], ACTOR_ID, own, openCourse)).toBe(own_);
    // Without upload_question_bulk nobody may, whatever the role.
    expect(canImportSpreadsheet(without[name], ACTOR_ID, own, openCourse)).toBe(false);
  });

  it('a failing guard says what is missing; a limited editor in another’s topic gets the question policy’s words', () => {
    expect(refusal(() => authorizeSpreadsheetImport(without.admin, ACTOR_ID, own, openCourse)).localized).toEqual(spreadsheetImportForbiddenMessage);
    expect(refusal(() => authorizeSpreadsheetImport(withFeature.restricted, ACTOR_ID, own, openCourse)).localized).toEqual(spreadsheetImportForbiddenMessage);
    expect(refusal(() => authorizeSpreadsheetImport(withFeature.limited_editor, ACTOR_ID, others, openCourse)).localized?.en).toBe(
      'You do not have permission to create questions in this topic.',
    );
    expect(refusal(() => authorizeSpreadsheetImport(withFeature.editor, ACTOR_ID, others, sharedAway)).localized).toEqual(courseInaccessibleMessage);
    expect(() => authorizeSpreadsheetImport(withFeature.limited_editor, ACTOR_ID, own, openCourse)).not.toThrow();
  });

  it('export: whoever may view the topic, feature or not', () => {
    for (const name of ['admin', 'publisher', 'editor', 'limited_editor', 'no_role', 'member'] as const) {
      expect(() => authorizeSpreadsheetExport(without[name], ACTOR_ID, others, openCourse)).not.toThrow();
    }
    for (const name of ['restricted', 'unapproved'] as const) expect(refusal(() => authorizeSpreadsheetExport(without[name], ACTOR_ID, others, openCourse)).statusCode).toBe(403);
    expect(refusal(() => authorizeSpreadsheetExport(without.editor, ACTOR_ID, others, sharedAway)).localized).toEqual(courseInaccessibleMessage);
  });
});
