// Messages of the domain's validation rules (spec §5, §8), shared by the web forms and the
// server's 422 replies. A rule's zod issue carries `validation.<key>` as its message (see
// `msg`), and params in the issue's `params`; both sides turn it into text in the user's
// language. The web catalogue mounts these under the `validation` namespace.
import en from './en.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };

export type MessageLanguage = 'en' | 'id';

/** A text in each interface language, as the server stores and answers it (job failures, refusals). */
export type Bilingual = Record<MessageLanguage, string>;
export type ValidationKey = keyof typeof en;

export const validationCatalogues: Record<MessageLanguage, Record<string, string>> = { en, id };

const PREFIX = 'validation.';

/** The message of a domain rule: a catalogue key that both the web and the server translate. */
export function msg(key: ValidationKey): string {
  return `${PREFIX}${key}`;
}

export function isValidationMessage(message: string): boolean {
  return message.startsWith(PREFIX) && message.slice(PREFIX.length) in en;
}

/** Text of a `validation.<key>` message (params fill `{{name}}` placeholders); other strings pass through. */
export function translateValidation(message: string, language: MessageLanguage, params: Record<string, unknown> = {}): string {
  if (!isValidationMessage(message)) return message;
  const key = message.slice(PREFIX.length);
  const template = validationCatalogues[language][key] ?? validationCatalogues.en[key] ?? message;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
