// A rule's finding: a catalogue message at a field path. Zod issues, react-hook-form errors
// and the server's 422 `fields` all key on the dotted form of the path (`answers.2.content`).

export type IssuePath = (string | number)[];

export interface RuleIssue {
  path: IssuePath;
  /** A `validation.*` key made with `msg()`. */
  message: string;
}

export const issue = (path: IssuePath, message: string): RuleIssue => ({ path, message });

export const dottedPath = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** Issues as `{ 'answers.2.content': message }`; the first issue of a path wins (as in forms). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[dottedPath(i.path)] ??= i.message;
  return out;
}
