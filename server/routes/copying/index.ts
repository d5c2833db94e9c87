// Copy and move (spec §2 "Copy/Move modal", §4 "Object kinds for copy or move", §6, §8):
// POST /content/copy (copy.ts) and POST /content/move (move.ts), body copyMoveRequest
// (domain/schemas/copying.ts); both answer the job as GET /jobs/{uuid} does.
import type { RouteModule } from '../../context.ts';
import { copyRoutes } from './copy.ts';
import { moveRoutes } from './move.ts';

const copyingRoutes: RouteModule = async (app, ctx) => {
  await copyRoutes(app, ctx);
  await moveRoutes(app, ctx);
};

export default copyingRoutes;
