// The form's resolver: the domain's questionDocumentSchema with the organization's point
// rule (zodResolver), plus two checks the schema cannot make alone — the preceding question
// against the topic's links (a circle is refused in the browser before the server says so),
// and the server's own 422 messages, which stay on their field until its value changes.
import { zodResolver } from '@hookform/resolvers/zod';
import { get, set } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { questionDocumentSchema } from '../../../../domain/schemas/questions.ts';
import type { QuestionDocument } from '../../../../domain/schemas/questions.ts';

export type ServerError = { message: string; value: unknown };

export type ResolverExtras = {
  /** The message for the chosen preceding question (a circle), or null. */
  precedingError: (precedingId: number | null) => string | null;
  /** A 422's messages by field path, with the value that was refused. */
  serverErrors: ReadonlyMap<string, ServerError>;
};

export function questionResolver(pointsEnabled: boolean, extras: () => ResolverExtras): Resolver<QuestionDocument> {
  const base = zodResolver(questionDocumentSchema({ pointsEnabled })) as unknown as Resolver<QuestionDocument>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: FieldErrors<QuestionDocument> = { ...result.errors };
    const { precedingError, serverErrors } = extras();
    const cycle = precedingError(values.preceding_question_id ?? null);
    if (cycle && !errors.preceding_question_id) set(errors, 'preceding_question_id', { type: 'custom', message: cycle });
    for (const [path, refused] of serverErrors) {
      if (get(errors, path) === undefined && Object.is(get(values, path), refused.value)) set(errors, path, { type: 'server', message: refused.message });
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
