// Every route module, in registration order.
import type { RouteModule } from '../context.ts';
import authRoutes from './auth/index.ts';
import filesRoutes from './files/index.ts';
import unitRoutes from './units/index.ts';
import pageRoutes from './pages/index.ts';
import copyingRoutes from './copying/index.ts';
import failedContentRoutes from './failed/index.ts';
import courseRoutes from './courses/index.ts';
import documentRoutes from './documentImport/index.ts';
import downloadRoutes from './downloads/index.ts';
import importingRoutes from './importing/index.ts';
import jobRoutes from './jobs/index.ts';
import lessonRoutes from './lessons/index.ts';
import memberRoutes from './members/index.ts';
import organizationRoutes from './organizations/index.ts';
import passageRoutes from './passages/index.ts';
import publishingRoutes from './publishing/index.ts';
import spreadsheetRoutes from './spreadsheets/index.ts';
import previewRoutes from './preview/index.ts';
import provisioningRoutes from './provisioning/index.ts';
import questionRoutes from './questions/index.ts';
import systemRoutes from './system/index.ts';
import tagRoutes from './tags/index.ts';
import teamRoutes from './teams/index.ts';
import topicRoutes from './topics/index.ts';
import userRoutes from './users/index.ts';

export const routeModules: RouteModule[] = [systemRoutes, authRoutes, userRoutes, organizationRoutes, courseRoutes, publishingRoutes, importingRoutes, spreadsheetRoutes, documentRoutes, unitRoutes, topicRoutes, pageRoutes, lessonRoutes, questionRoutes, passageRoutes, copyingRoutes, tagRoutes, teamRoutes, memberRoutes, failedContentRoutes, downloadRoutes, previewRoutes, provisioningRoutes, filesRoutes, jobRoutes];
