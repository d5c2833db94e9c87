// An organization's courses and what the course screens pick from (spec §7 "Courses",
// "Organization"): GET /content/organizations/{id}/courses (the list with every filter, total
// and pages in X-Pena-Count / X-Pena-Pages), GET .../show_authors, GET and POST .../icon_images.
import { z } from 'zod';
import { COUNT_HEADER, PAGES_HEADER } from '../../../domain/constants.ts';
import { courseAuthorsSchema, courseListQuery, courseSummarySchema, iconImageSchema } from '../../../domain/schemas/courses.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { organizationContext } from '../../auth/scope.ts';
import { addOrganizationIcon, iconsFor } from '../../commands/courseIconSet.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizeCourse, authorizeCourseList } from '../../policies/courses.ts';
import { presentCourseSummary, presentIcon } from '../../presenters/course.ts';
import { courseAuthors } from '../../queries/courseAuthors.ts';
import { listCourses } from '../../queries/courseList.ts';
import { storeUpload } from '../../storage/uploads.ts';
import { courseErrorReplies, idParams, uploadErrorReplies } from './schema.ts';

const organizationCourseRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.get(
    '/content/organizations/:id/courses',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "The organization's courses, filtered, sorted and paged (total and pages in X-Pena-Count and X-Pena-Pages)",
        params: idParams,
        querystring: courseListQuery,
        response: { 200: z.array(courseSummarySchema), ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const org = await organizationContext(db, user, request.params.id);
      authorizeCourseList(org);
      const page = await listCourses(db, { organizationId: org.organization.id, userId: user.id, admin: org.access.admin }, request.query);
      reply.header(COUNT_HEADER, String(page.count)).header(PAGES_HEADER, String(page.pages));
      return page.rows.map(presentCourseSummary);
    },
  );

  app.get(
    '/content/organizations/:id/show_authors',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "Creators of the organization's courses (the list's creator filter), and whether any course has no author",
        params: idParams,
        response: { 200: courseAuthorsSchema, ...courseErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const org = await organizationContext(db, user, request.params.id);
      authorizeCourseList(org);
      return courseAuthors(db, org.organization.id);
    },
  );

  app.get(
    '/content/organizations/:id/icon_images',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "Course icons: the system icon set, then the organization's uploads",
        params: idParams,
        response: { 200: z.array(iconImageSchema), ...courseErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const org = await organizationContext(db, user, request.params.id);
      authorizeCourseList(org);
      return (await iconsFor(db, org.organization.id)).map(presentIcon);
    },
  );

  app.post(
    '/content/organizations/:id/icon_images',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: 'Upload a course icon (multipart form, field `image`: PNG, JPEG, GIF or WebP)',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: iconImageSchema, ...uploadErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const org = await organizationContext(db, user, request.params.id);
      // Whoever may create a course may give it an icon of their own.
      authorizeCourse(org, user.id, 'create', null, null);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file || file.fieldname !== 'image') throw errors.unprocessable({ image: 'validation.required' });
      const stored = await storeUpload(ctx, {
        organizationId: org.organization.id,
        uploaderId: user.id,
        purpose: 'course_icon',
        filename: file.filename,
        body: file.file,
      });
      const icon = await addOrganizationIcon(db, org.organization.id, stored.file.filename, stored.url);
      return reply.code(201).send(presentIcon(icon));
    },
  );
};

export default organizationCourseRoutes;
