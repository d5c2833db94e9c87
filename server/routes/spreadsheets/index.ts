// Spreadsheet import and export (spec §2 "Spreadsheet import: Convert, Import, Review", §5
// "Upload types and sizes", §6, §8; wire shapes in domain/schemas/importing.ts): the template
// and a topic's questions as .xlsx (download.ts), converting an uploaded file (convert.ts), the
// pictures of its .zip for the Import step (image.ts), importing its valid rows (import.ts).
// The work is server/readers/spreadsheet (reading, the rules, the workbooks) and
// commands/spreadsheetImporter*.ts (writing); the guards are policies/spreadsheets.ts.
import type { RouteModule } from '../../context.ts';
import { convertRoutes } from './convert.ts';
import { downloadRoutes } from './download.ts';
import { imageRoutes } from './image.ts';
import { importRoutes } from './import.ts';

const spreadsheetRoutes: RouteModule = async (app, ctx) => {
  await downloadRoutes(app, ctx);
  await convertRoutes(app, ctx);
  await imageRoutes(app, ctx);
  await importRoutes(app, ctx);
};

export default spreadsheetRoutes;
