export { TeamsPage } from './TeamsPage.tsx';
export { teamMemberPath } from './data/teams.ts';
