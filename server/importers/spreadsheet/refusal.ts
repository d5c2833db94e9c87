// A whole file refused (spec §8 "Spreadsheet import: invalid file, invalid header, document
// not matching template"): an AppError answering 422 `{ fields: { file: <reason> } }` in the
// caller's language, the reason also being the reply's message.
import { type ValidationKey, msg, translateValidation } from '../../../domain/messages/index.ts';
import { AppError, errorText, type FieldMessages } from '../../errors.ts';
import type { Language } from '../../i18n.ts';

export class SpreadsheetRefusal extends AppError {
  /** The catalogue key of the reason, for tests and logs. */
  readonly reason: ValidationKey;

  /** `idParams`: the Indonesian text's params where they differ (a header's name). */
  constructor(reason: ValidationKey, params: Record<string, unknown> = {}, idParams: Record<string, unknown> = params) {
    const text = { en: translateValidation(msg(reason), 'en', params), id: translateValidation(msg(reason), 'id', idParams) };
    super('unprocessable_entity', { message: text, fields: { file: text } });
    this.reason = reason;
  }

  static of(reason: ValidationKey, params: Record<string, unknown> = {}): SpreadsheetRefusal {
    return new SpreadsheetRefusal(reason, params);
  }

  /** The refusal as plain data, to cross a process boundary (the sandbox). */
  toData(): SpreadsheetRefusalData {
    return { reason: this.reason, message: errorText(this), fields: this.fields ?? {} };
  }

  /** The refusal made again from toData's data, with the texts the other process wrote. */
  static fromData(data: SpreadsheetRefusalData): SpreadsheetRefusal {
    const refusal = new SpreadsheetRefusal(data.reason);
    return Object.assign(refusal, { message: data.message.en, localized: data.message, fields: data.fields });
  }
}

export interface SpreadsheetRefusalData {
  reason: ValidationKey;
  message: Record<Language, string>;
  fields: FieldMessages;
}
