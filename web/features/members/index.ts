// Public face of the members feature: User Management at {lang}/members (spec §2, §6).
export { MembersScreen } from './MembersScreen.tsx';
export { memberKeys } from './data/members.ts';
