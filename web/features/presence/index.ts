// Public face of presence: who else has a course, unit, topic or item open (usePresence), the
// field a teacher is in (useLiveField), and their avatars (PresenceAvatars). The live
// connection under them is data/liveConnection.ts.
export { usePresence, useLiveField } from './usePresence.ts';
export { PresenceAvatars } from './PresenceAvatars.tsx';
export { fieldPart } from './describePerson.ts';
