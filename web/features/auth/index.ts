// Public face of the auth feature: the login screen and the session (who is signed in,
// in which organization, with which access), login, logout and the autosave setting.
export { LoginScreen } from './LoginScreen.tsx';
export { SignedInContext, sessionKeys, signedIn, signedInHere, useSession, useSignedIn } from './data/session.ts';
export { useEndSessionOnUnauthorized } from './data/sessionEnd.ts';
export type { SessionState, SignedIn, SignedOut } from './data/session.ts';
export { useLogin, useLogout, useSwitchOrganization, useUpdateAutosave } from './data/mutations.ts';
export { loginErrorKey, loginMessage } from './loginMessage.ts';
export { useRecordOrganization } from './useRecordOrganization.ts';
