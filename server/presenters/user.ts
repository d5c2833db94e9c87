// User rows → API JSON. Never exposes the password hash.
import { effectiveAutosave } from '../../domain/access/index.ts';
import type { User } from '../../domain/schemas/account.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import type { SessionUser } from '../auth/sessions.ts';

export function presentUser(user: SessionUser, contexts: OrganizationContext[], selected: OrganizationContext, internalDomain: string): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    use_autosave: user.useAutosave,
    autosave_effective: effectiveAutosave(
      { email: user.email, useAutosave: user.useAutosave },
      { enableAutosave: selected.organization.enableAutosave },
      internalDomain,
    ),
    administrable_organizations: contexts.filter((c) => c.access.admin).map((c) => c.organization.id),
    profile_image_url: user.profileImageUrl,
    has_multiple_organizations: contexts.length > 1,
    role: selected.access.role,
  };
}
