// Whose session ended mid-work in this tab (it expired or was revoked; not a logout), kept in
// sessionStorage until the next login or logout: the login screen keeps saying the session
// expired (§2) even after a reload, and the next login knows whether the editors' local
// copies (components/saving) are its own to get back or someone else's to drop.
const ENDED_KEY = 'pena.session.ended';

export function endedSessionUser(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(ENDED_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberEndedSession(userId: number): void {
  try {
    window.sessionStorage.setItem(ENDED_KEY, String(userId));
  } catch {
    // No storage (a locked-down browser): the message lasts as long as the page.
  }
}

export function forgetEndedSession(): void {
  try {
    window.sessionStorage.removeItem(ENDED_KEY);
  } catch {
    // Nothing was kept.
  }
}
