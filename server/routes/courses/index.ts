// Course routes (spec §7 "Courses", "Organization" icon_images/show_authors, "Video presenters").
import type { RouteModule } from '../../context.ts';
import courseCrudRoutes from './crud.ts';
import organizationCourseRoutes from './organization.ts';
import videoPresenterRoutes from './videoPresenters.ts';

const courseRoutes: RouteModule = async (app, ctx) => {
  await organizationCourseRoutes(app, ctx);
  await courseCrudRoutes(app, ctx);
  await videoPresenterRoutes(app, ctx);
};

export default courseRoutes;
