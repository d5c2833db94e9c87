// §2 verification gate, on the server: a member of an organization that is not verified may
// do nothing with its content, members, teams or tags (domain/access deriveAccess grants
// nothing there), and every refusal says why: the organization is not verified yet, not the
// member's role. Every policy builds its 403 here.
import type { OrganizationContext } from '../auth/actor.ts';
import { errors } from '../errors.ts';

export const unverifiedOrganizationMessage = {
  en: 'Your organization is not verified yet. Contact us to have it verified before you work on its content.',
  id: 'Organisasi Anda belum diverifikasi. Hubungi kami untuk memverifikasinya sebelum mengerjakan kontennya.',
};

/** The 403 for a refused action in ctx's organization: `message`, or the gate's when it is not verified. */
export function forbidden(ctx: Pick<OrganizationContext, 'organization'>, message?: { en: string; id: string }) {
  return errors.forbidden(ctx.organization.verified ? message : unverifiedOrganizationMessage);
}
