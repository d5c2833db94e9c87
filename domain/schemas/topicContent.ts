// The topic reply with its content parts (GET /content/topics/{id}): the lesson (pages in
// order, study-guide documents and links), the questions and the passages as summaries, so
// the topic screens list them with their type, status and counts in one call. Each part can
// be left out with ?exclude=lesson,questions,passages. In its own file because courses.ts
// (the topic) is imported by content.ts and questions.ts (the parts).
import { z } from 'zod';
import { lessonSchema, passageSummarySchema } from './content.ts';
import { topicReplySchema } from './courses.ts';
import { questionSummarySchema } from './questions.ts';

export const TOPIC_CONTENT_PARTS = ['lesson', 'questions', 'passages'] as const;
export type TopicContentPart = (typeof TOPIC_CONTENT_PARTS)[number];

export const topicContentSchema = z.object({
  lesson: lessonSchema,
  /** By position. */
  questions: z.array(questionSummarySchema),
  /** By position. */
  passages: z.array(passageSummarySchema),
});
export type TopicContent = z.infer<typeof topicContentSchema>;

/** GET /content/topics/{id}: the topic, each excludable part present unless excluded. */
export const topicWithContentSchema = topicReplySchema.extend(topicContentSchema.partial().shape);
export type TopicWithContent = z.infer<typeof topicWithContentSchema>;
