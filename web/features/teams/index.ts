export { TeamsPage } from './TeamsPage.tsx';
