// An organization's course tags and subjects (spec §7 "Organization", §5): lists, creates,
// deletes and the name checks the web runs before creating. Reads need content view;
// creates and deletes need tag management (policies/tags.ts). Name rules (duplicates, the
// system grades) are in commands/tagCatalogue.ts.
import { z } from 'zod';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import {
  courseTagWithCountSchema,
  createCourseTagRequest,
  createSubjectRequest,
  deleteCourseTagsRequest,
  deleteSubjectsRequest,
  subjectRefSchema,
  validateSubjectQuery,
  validateSubjectReply,
  validateTagQuery,
  validateTagReply,
} from '../../../domain/schemas/courses.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { ActorRef } from '../../auth/actor.ts';
import { organizationContext } from '../../auth/scope.ts';
import {
  checkCourseTagName,
  checkSubjectName,
  createCourseTag,
  createSubject,
  deleteCourseTags,
  deleteSubjects,
} from '../../commands/tagCatalogue.ts';
import type { RouteModule } from '../../context.ts';
import { authorizeTags, type TagAction } from '../../policies/tags.ts';
import { presentCourseTag, presentSubject } from '../../presenters/tag.ts';
import { countrySubjects, courseTagsWithCounts, organizationSubjects } from '../../loaders/tagRecords.ts';

const params = z.object({ id: idSchema });
const errorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const tagList = z.array(courseTagWithCountSchema);
const subjectList = z.array(subjectRefSchema);

const tagRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  /** The actor's context in the organization (404 when not a member), authorized for the action. */
  async function organization(actor: ActorRef, organizationId: number, action: TagAction) {
    const org = await organizationContext(db, actor, organizationId);
    authorizeTags(org, action);
    return org.organization;
  }

  app.get(
    '/content/organizations/:id/course_tags',
    {
      onRequest: authenticate,
      schema: {
        tags: ['tags'],
        summary: 'Grades and other tags with the number of courses tagged',
        params,
        response: { 200: tagList, ...errorReplies },
      },
    },
    async (request) => {
      const org = await organization(currentUser(request), request.params.id, 'view');
      return courseTagsWithCounts(db, org.id);
    },
  );

  app.post(
    '/content/organizations/:id/course_tags',
    {
      onRequest: authenticate,
      schema: {
        tags: ['tags'],
        summary: 'Create a grade (one of the system grades) or another tag; duplicates are refused',
        params,
        body: createCourseTagRequest,
        response: { 201: courseTagWithCountSchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const org = await organization(currentUser(request), request.params.id, 'manage');
      const tag = await createCourseTag(db, org.id, request.body.type, request.body.course_tag_name);
      return reply.code(201).send(presentCourseTag({ ...tag, count: 0 }));
    },
  );

  app.delete(
    '/content/organizations/:id/delete_course_tags',
    {
      onRequest: authenticate,
      schema: {
        tags: ['tags'],
        summary: "Delete tags of this organization (they leave their courses); replies with the tags left",
        params,
        body: deleteCourseTagsRequest,
        response: { 200: tagList, ...errorReplies },
      },
    },
    async (request) => {
      const org = await organization(currentUser(request), request.params.id, 'manage');
      await deleteCourseTags(db, org.id, request.body.course_tag_ids);
      return courseTagsWithCounts(db, org.id);
    },
  );

  app.get(
    '/content/organizations/:id/validate_tag',
    {
      onRequest: authenticate,
      schema: {
        tags: ['tags'],
        summary: 'Whether a tag name may be created, and a suggested name (the existing tag, or the cleaned-up input)',
        params,
        querystring: validateTagQuery,
        response: { 200: validateTagReply, ...errorReplies },
      },
    },
    async (request) => {
      const org = await organization(currentUser(request), request.params.id, 'view');
      const result = await checkCourseTagName(db, org.id, request.query.type, request.query.course_tag_name);
      return { valid: result.valid, suggested_name: result.suggestedName };
    },
  );

  app.get(
    '/content/organizations/:id/subjects',
    {
      onRequest: authenticate,
      schema: { tags: ['tags'], summary: "The organization's own subjects", params, response: { 200: subjectList, ...errorReplies } },
    },
    async (request) => {
      const org = await organization(currentUser(request), request.params.id, 'view');
      return organizationSubjects(db, org.id);
    },
  );

  app.post(
    '/content/organizations/:id/subjects',
    {
      onRequest: authenticate,
      schema: {
        tags: ['tags'],
        summary: "Create a subject; a name already used by the organization or its country's subjects is refused",
        params,
        body: createSubjectRequest,
        response: { 201: subjectRefSchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const org = await organization(currentUser(request), request.params.id, 'manage');
      const subject = await createSubject(db, org, request.body.subject_name);
      return reply.code(201).send(presentSubject(subject));
    },
  );

  app.delete(
    '/content/organizations/:id/delete_subjects',
    {
      onRequest: authenticate,
      schema: {
        tags: ['tags'],
        summary: "Delete the organization's own subjects (they leave their courses); replies with the subjects left",
        params,
        body: deleteSubjectsRequest,
        response: { 200: subjectList, ...errorReplies },
      },
    },
    async (request) => {
      const org = await organization(currentUser(request), request.params.id, 'manage');
      await deleteSubjects(db, org.id, request.body.subject_ids);
      return organizationSubjects(db, org.id);
    },
  );

  app.get(
    '/content/organizations/:id/validate_subject',
    {
      onRequest: authenticate,
      schema: {
        tags: ['tags'],
        summary: 'Whether a subject name may be created',
        params,
        querystring: validateSubjectQuery,
        response: { 200: validateSubjectReply, ...errorReplies },
      },
    },
    async (request) => {
      const org = await organization(currentUser(request), request.params.id, 'view');
      return { valid: (await checkSubjectName(db, org, request.query.subject_name)).valid };
    },
  );

  app.get(
    '/content/organizations/:id/country_subjects',
    {
      onRequest: authenticate,
      schema: {
        tags: ['tags'],
        summary: "The subjects of the organization's country",
        params,
        response: { 200: subjectList, ...errorReplies },
      },
    },
    async (request) => {
      const org = await organization(currentUser(request), request.params.id, 'view');
      return countrySubjects(db, org.countryCode);
    },
  );
};

export default tagRoutes;
