// "Download courses" (spec §2 course list, §4, §7; wire shapes in domain/schemas/downloads.ts):
//   POST /content/organizations/{id}/download_courses   start.ts
//   GET  /users/download_courses_jobs                   jobs.ts
//   PUT  /users/cancel_download_courses_job             jobs.ts
//   GET  /downloads/{token}                             file.ts (the signed link, no session)
import type { RouteModule } from '../../context.ts';
import { downloadFileRoutes } from './file.ts';
import { downloadJobRoutes } from './jobs.ts';
import { downloadStartRoutes } from './start.ts';

const downloadRoutes: RouteModule = async (app, ctx) => {
  await downloadStartRoutes(app, ctx);
  await downloadJobRoutes(app, ctx);
  await downloadFileRoutes(app, ctx);
};

export default downloadRoutes;
