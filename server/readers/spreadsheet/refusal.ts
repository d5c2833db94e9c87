// A whole file refused (spec §8 "Spreadsheet import": invalid file, invalid header, document
// not matching the template): an AppError answering 422 `{ fields: { file: <reason> } }` in the
// caller's language, the reason also being the reply's message. A file with several such
// problems (a header with an unknown column and a missing one, two sheets' headers wrong) is
// refused once with all of them, one per line, so the teacher fixes them in one go.
import { type ValidationKey, msg, translateValidation } from '../../../domain/messages/index.ts';
import { AppError, errorText, type FieldMessages } from '../../errors.ts';
import type { Language } from '../../i18n.ts';

/** One problem: its catalogue key and params (`idParams`: the Indonesian text's, where they differ, e.g. a header's name). */
export interface RefusalProblem {
  reason: ValidationKey;
  params?: Record<string, unknown>;
  idParams?: Record<string, unknown>;
}

const textOf = (p: RefusalProblem, language: Language) => translateValidation(msg(p.reason), language, language === 'id' ? (p.idParams ?? p.params ?? {}) : (p.params ?? {}));

export class SpreadsheetRefusal extends AppError {
  /** The catalogue key of the (first) reason, for tests and logs. */
  readonly reason: ValidationKey;
  /** Every reason, in the order the file shows them. */
  readonly reasons: ValidationKey[];

  constructor(reason: ValidationKey, params: Record<string, unknown> = {}, idParams: Record<string, unknown> = params) {
    const problem = { reason, params, idParams };
    const text = { en: textOf(problem, 'en'), id: textOf(problem, 'id') };
    super('unprocessable_entity', { message: text, fields: { file: text } });
    this.reason = reason;
    this.reasons = [reason];
  }

  static of(reason: ValidationKey, params: Record<string, unknown> = {}): SpreadsheetRefusal {
    return new SpreadsheetRefusal(reason, params);
  }

  /** One refusal of every problem (at least one): their texts one per line. */
  static ofAll(problems: readonly [RefusalProblem, ...RefusalProblem[]]): SpreadsheetRefusal {
    const text = { en: problems.map((p) => textOf(p, 'en')).join('\n'), id: problems.map((p) => textOf(p, 'id')).join('\n') };
    return SpreadsheetRefusal.fromData({ reason: problems[0].reason, reasons: problems.map((p) => p.reason), message: text, fields: { file: text } });
  }

  /** The refusal as plain data, to cross a process boundary (the sandbox). */
  toData(): SpreadsheetRefusalData {
    return { reason: this.reason, reasons: this.reasons, message: errorText(this), fields: this.fields ?? {} };
  }

  /** The refusal made again from toData's data, with the texts the other process wrote. */
  static fromData(data: SpreadsheetRefusalData): SpreadsheetRefusal {
    const refusal = new SpreadsheetRefusal(data.reason);
    return Object.assign(refusal, { message: data.message.en, localized: data.message, fields: data.fields, reasons: data.reasons ?? [data.reason] });
  }
}

export interface SpreadsheetRefusalData {
  reason: ValidationKey;
  reasons?: ValidationKey[];
  message: Record<Language, string>;
  fields: FieldMessages;
}
