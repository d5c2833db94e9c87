// Questions from a document with AI (spec §2 "Import from document, AI flow: Upload,
// Processing, Review", §3 "Other entities" (document quota), §5, §6, §8; wire shapes in
// domain/schemas/documents.ts): the quota and extractor (info.ts), starting the import job on
// an uploaded file (start.ts; the work is jobs/tasks/DocumentImportTask.ts), and finishing it
// with the questions kept in the Review (finish.ts; the write is commands/documentImporter.ts).
// The guards are policies/documents.ts.
import type { RouteModule } from '../../context.ts';
import { finishRoutes } from './finish.ts';
import { infoRoutes } from './info.ts';
import { startRoutes } from './start.ts';

const documentRoutes: RouteModule = async (app, ctx) => {
  await infoRoutes(app, ctx);
  await startRoutes(app, ctx);
  await finishRoutes(app, ctx);
};

export default documentRoutes;
