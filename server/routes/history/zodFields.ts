// A failed parse of a stored document as the 422's fields: each field path once, with the
// first message about it (domain rules carry catalogue keys, translated by the error handler).
import type { z } from 'zod';
import type { FieldMessages } from '../../errors.ts';

export function zodFields(error: z.ZodError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'document'] ??= issue.message;
  return fields;
}
