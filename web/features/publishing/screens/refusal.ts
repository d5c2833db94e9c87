// What a refused submission or a failed job says (spec §8): the server's message as it gives
// it, in the teacher's language, and the topics it names. The server's 422 names the refused
// topics by field (`topics.<i>.id`, the index in the selection sent); `topics` ({ id, name })
// and `topic_ids` are read too. The page marks those topics so they can be deselected; their
// names are listed under the message (taken off its end when the server quotes them there).
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
  const known = topicIds.map((id) => names.get(id)).filter((name): name is string => Boolean(name));
  // The server ends its §8 sentence with the topics, quoted (“A”, “B”): the sentence is shown
  // as it is and the topics listed under it, one a line, easier to read than a run-on quote.
  const quoted = known.map((name) => `“${name}”`).join(', ');
  if (known.length > 0 && message.endsWith(quoted) && message.length > quoted.length) {
    return { source, message: message.slice(0, -quoted.length).trimEnd(), topicIds, listed: known, refresh };
  }
  const listed = known.filter((name) => !message.includes(name));
  return { source, message, topicIds, listed, refresh };
}

/**
 * A 422 from the POST. When the server refuses named topics (§8 "Publish and unpublish":
 * already unpublished, used in assignments sent in Link; every refused topic's field carries
 * the refusal's own message), refreshing cannot help, only deselecting them. Otherwise (a topic
 * no longer in the course, listed twice) the selection is out of date: the topics' own reasons,
 * and a refresh.
 */
export function refusalOf(error: unknown, sent: PublishRequest, tree: PublishTree): Refusal | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const reasons = [...new Set(Object.values(error.fields))];
  const refused = refusedTopicIds(error.body, sent).length > 0;
  if (refused && reasons.every((reason) => reason === error.message)) return refusalFor('request', error.message, error.body, sent, tree, false);
  const message = reasons.length > 0 ? reasons.join(' ') : error.message;
  return refusalFor('request', message, error.body, sent, tree, true);
}
