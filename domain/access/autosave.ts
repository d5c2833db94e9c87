// Autosave rule (spec §4): a per-user setting; for users of the internal company domain it
// takes effect only if the organization enables it too.

/**
 * True when the address's domain is exactly `internalDomain` (case-insensitive; a leading
 * '@' on the domain is allowed). Subdomains do not count. An empty domain matches nothing.
 */
export function isInternalEmail(email: string, internalDomain: string): boolean {
  const domain = internalDomain.trim().replace(/^@/, '').toLowerCase();
  if (domain === '') return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  return email.slice(at + 1).trim().toLowerCase() === domain;
}

export function effectiveAutosave(
  user: { email: string; useAutosave: boolean },
  org: { enableAutosave: boolean },
  internalDomain: string,
): boolean {
  if (isInternalEmail(user.email, internalDomain)) return org.enableAutosave && user.useAutosave;
  return user.useAutosave;
}

/** The avatar menu shows the autosave toggle only if the organization enables autosave. */
export function autosaveToggleVisible(org: { enableAutosave: boolean }): boolean {
  return org.enableAutosave;
}
