// What a refused submission or a failed job says (spec §8): the server's message as it gives
// it, in the teacher's language, and the topics it names. The server's 422 names the refused
// topics by field (`topics.<i>.id`, the index in the selection sent); `topics` ({ id, name })
// and `topic_ids` are read too. The page marks those topics so they can be deselected; their
// names are listed under the message unless the message already names them.
import type { PublishRequest, PublishTree } from '../../../../domain/schemas/publishing.ts';
import { isApiError } from '../../../lib/http.ts';
import { allTopics } from '../tree/selection.ts';

/** `source`: the POST was refused, or the job it started failed. */
export type Refusal = { source: 'request' | 'job'; message: string; topicIds: number[]; listed: string[]; refresh: boolean };

export function refusedTopicIds(body: Record<string, unknown> | null, sent: PublishRequest | null): number[] {
  if (!body) return [];
  const ids: number[] = [];
  const push = (id: unknown) => {
    if (typeof id === 'number' && !ids.includes(id)) ids.push(id);
  };
  const fields = body.fields;
  if (fields && typeof fields === 'object' && sent) {
    for (const key of Object.keys(fields)) {
      const match = /^topics\.(\d+)\.id$/.exec(key);
      if (match) push(sent.topics[Number(match[1])]?.id);
    }
  }
  if (Array.isArray(body.topics)) {
    for (const entry of body.topics as unknown[]) push(entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : entry);
  }
  if (Array.isArray(body.topic_ids)) for (const id of body.topic_ids as unknown[]) push(id);
  return ids;
}

export function refusalFor(
  source: Refusal['source'],
  message: string,
  body: Record<string, unknown> | null,
  sent: PublishRequest | null,
  tree: PublishTree,
  refresh: boolean,
): Refusal {
  const topicIds = refusedTopicIds(body, sent);
  const names = new Map(allTopics(tree).map((topic) => [topic.id, topic.name]));
  const listed = topicIds.map((id) => names.get(id)).filter((name): name is string => Boolean(name) && !message.includes(name!));
  return { source, message, topicIds, listed, refresh };
}

/** A 422 (refused selection, content changed): the server's words, topics named, refresh offered. */
export function refusalOf(error: unknown, sent: PublishRequest, tree: PublishTree): Refusal | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return refusalFor('request', error.message, error.body, sent, tree, true);
}
