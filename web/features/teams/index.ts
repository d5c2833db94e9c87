export { TeamsPage } from './TeamsPage.tsx';
export { moveToTeam } from './data/teams.ts';
