// What a refused submission or a failed job says (spec §8): the server's message as it gives
// it, in the teacher's language, and the topics it names. An unpublish refused because
// topics are already unpublished or used in assignments in Link names them in the 422's
// `topics` ({ id, name }) or `topic_ids`; names come from the loaded tree when only ids do.
import type { PublishTree } from '../../../../domain/schemas/publishing.ts';
import { isApiError } from '../../../lib/http.ts';
import { allTopics } from '../tree/selection.ts';

/** `source`: the POST was refused, or the job it started failed. */
export type Refusal = { source: 'request' | 'job'; message: string; topics: string[]; refresh: boolean };

export function refusedTopicNames(body: Record<string, unknown> | null, tree: PublishTree | undefined): string[] {
  if (!body) return [];
  const names = new Map((tree ? allTopics(tree) : []).map((topic) => [topic.id, topic.name]));
  const out: string[] = [];
  const push = (name: string | undefined) => {
    if (name && !out.includes(name)) out.push(name);
  };
  const topics = body.topics;
  if (Array.isArray(topics)) {
    for (const entry of topics) {
      if (typeof entry === 'string') push(entry);
      else if (typeof entry === 'number') push(names.get(entry));
      else if (entry && typeof entry === 'object') {
        const { id, name } = entry as { id?: unknown; name?: unknown };
        push(typeof name === 'string' ? name : typeof id === 'number' ? names.get(id) : undefined);
      }
    }
  }
  const ids = body.topic_ids;
  if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'number') push(names.get(id));
  return out;
}

/** A 422 (refused selection, content changed): the server's words, topics named, refresh offered. */
export function refusalOf(error: unknown, tree: PublishTree | undefined): Refusal | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return { source: 'request', message: error.message, topics: refusedTopicNames(error.body, tree), refresh: true };
}
