// A place a live connection opens (a course, unit, topic, page, passage or question), loaded
// as its own route loads it: scoped to the actor's organization (another organization's record
// is not found), viewable by the actor (else forbidden, the record's own message), and with
// whether the actor may edit it.
import type { LivePlace } from '../../domain/schemas/live.ts';
import { actorId, type ActorRef } from '../auth/actor.ts';
import type { Db } from '../db/client.ts';
import { authorizeCourse, canOnCourse } from '../policies/courses.ts';
import { authorizePage, canOnPage } from '../policies/pages.ts';
import { authorizePassage, canOnPassage } from '../policies/passages.ts';
import { authorizeQuestion, canOnQuestion } from '../policies/questions.ts';
import { authorizeTopic, canOnTopic } from '../policies/topics.ts';
import { authorizeUnit, canOnUnit } from '../policies/units.ts';
import { loadCourse } from './course.ts';
import { loadPage } from './page.ts';
import { loadPassage } from './passage.ts';
import { loadQuestion } from './question.ts';
import { loadTopic } from './topic.ts';
import { loadUnit } from './unitRecords.ts';

export interface OpenedPlace {
  /** The topic the place belongs to; null for a course or a unit. */
  topicId: number | null;
  /** Whether the actor may edit the record (else they only look at it). */
  canEdit: boolean;
}

/** Throws the route's own 404 or 403 when the actor may not open the place. */
export async function loadLivePlace(db: Db, actor: ActorRef, place: LivePlace): Promise<OpenedPlace> {
  const userId = actorId(actor);
  switch (place.kind) {
    case 'course': {
      const { course, ctx, share } = await loadCourse(db, actor, place.id);
      authorizeCourse(ctx, userId, 'view', course, share);
      return { topicId: null, canEdit: canOnCourse(ctx, userId, 'update', course, share) };
    }
    case 'unit': {
      const { unit, ctx, share } = await loadUnit(db, actor, place.id);
      authorizeUnit(ctx, userId, 'view', unit, share);
      return { topicId: null, canEdit: canOnUnit(ctx, userId, 'update', unit, share) };
    }
    case 'topic': {
      const { topic, ctx, share } = await loadTopic(db, actor, place.id);
      authorizeTopic(ctx, userId, 'view', topic, share);
      return { topicId: topic.id, canEdit: canOnTopic(ctx, userId, 'update', topic, share) };
    }
    case 'page': {
      const { page, ctx, share } = await loadPage(db, actor, place.id);
      authorizePage(ctx, userId, 'view', page, share);
      return { topicId: page.topicId, canEdit: canOnPage(ctx, userId, 'update', page, share) };
    }
    case 'passage': {
      const { passage, ctx, share } = await loadPassage(db, actor, place.id);
      authorizePassage(ctx, userId, 'view', passage, share);
      return { topicId: passage.topicId, canEdit: canOnPassage(ctx, userId, 'update', passage, share) };
    }
    case 'question': {
      const { question, ctx, share } = await loadQuestion(db, actor, place.id);
      authorizeQuestion(ctx, userId, 'view', question, share);
      return { topicId: question.topicId, canEdit: canOnQuestion(ctx, userId, 'update', question, share) };
    }
  }
}
