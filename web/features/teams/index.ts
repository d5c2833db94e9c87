export { TeamsScreen } from './TeamsScreen.tsx';
export { moveToTeam } from './data/teams.ts';
