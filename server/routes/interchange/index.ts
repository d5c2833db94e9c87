// Questions and courses in and out as other tools' files (QTI 3.0 and 2.1, QTI 1.2, Common
// Cartridge, Moodle XML, GIFT, Aiken; wire shapes in domain/schemas/interchange.ts): starting the
// import job on an uploaded file (start.ts; the work is jobs/tasks/InterchangeImportTask.ts),
// finishing it with the questions kept in the Review (finish.ts), and the exports (exports.ts).
// The guards are policies/interchange.ts.
import type { RouteModule } from '../../context.ts';
import { exportRoutes } from './exports.ts';
import { finishRoutes } from './finish.ts';
import { startRoutes } from './start.ts';

const interchangeRoutes: RouteModule = async (app, ctx) => {
  await startRoutes(app, ctx);
  await finishRoutes(app, ctx);
  await exportRoutes(app, ctx);
};

export default interchangeRoutes;
