// Publishing (spec §2 "Publish and Unpublish pages", §4, §6): the tree the publish and
// unpublish pages show (tree.ts), publishing and unpublishing a selection as background jobs
// (publish.ts, unpublish.ts).
import type { RouteModule } from '../../context.ts';
import { publishRoutes } from './publish.ts';
import { publishTreeRoutes } from './tree.ts';
import { unpublishRoutes } from './unpublish.ts';

const publishingRoutes: RouteModule = async (app, ctx) => {
  await publishTreeRoutes(app, ctx);
  await publishRoutes(app, ctx);
  await unpublishRoutes(app, ctx);
};

export default publishingRoutes;
