// Reading the form's errors by the field paths of domain/rules/questionRules.ts. The zod
// resolver nests them (`answers.2.content` → errors.answers[2].content) and puts a rule on a
// whole list either on the list itself or on its `root` when items of the list have errors
// too; both read here as the list's path (`answers`).

type ErrorNode = { message?: unknown; type?: unknown; root?: ErrorNode; [key: string]: unknown };

const isLeaf = (node: unknown): node is { message: string } =>
  typeof node === 'object' && node !== null && typeof (node as ErrorNode).message === 'string' && 'type' in (node as object);

function nodeAt(errors: unknown, path: string): unknown {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The message at a field path (a catalogue key or a server's text), or undefined. */
export function errorAt(errors: unknown, path: string): string | undefined {
  const node = nodeAt(errors, path);
  if (isLeaf(node)) return node.message;
  const root = (node as ErrorNode | undefined)?.root;
  return isLeaf(root) ? root.message : undefined;
}

export type PathMessage = { path: string; message: string };

/** Every message with its dotted path, in document order. */
export function flattenErrors(errors: unknown, prefix = ''): PathMessage[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const out: PathMessage[] = [];
  if (isLeaf(errors) && prefix) out.push({ path: prefix, message: errors.message });
  for (const [key, child] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'message' || key === 'type' || key === 'ref' || key === 'types') continue;
    if (key === 'root') {
      if (isLeaf(child)) out.push({ path: prefix, message: child.message });
      continue;
    }
    out.push(...flattenErrors(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}
