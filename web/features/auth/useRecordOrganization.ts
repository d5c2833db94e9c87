// A record opened from another of the user's organizations (a link, a bookmark, the address
// bar) is shown in its own organization: the server decides on it with the user's role there
// (server/auth/scope.ts), so the web switches the selected organization to it (the cookie
// that web/features/organizations keeps) and says so, and the top bar, the role and the
// buttons all follow (§2 "Top bar", §6: the role is derived for the selected organization).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notifications/index.ts';
import { useSwitchOrganization } from './data/mutations.ts';
import { useSignedIn } from './data/session.ts';

/** Switches to the record's organization when it is not the selected one; true until it is. */
export function useRecordOrganization(organizationId: number | null | undefined): boolean {
  const { t } = useTranslation();
  const { organization } = useSignedIn();
  const { mutate: switchTo } = useSwitchOrganization();
  const notify = useNotify();
  const requested = useRef<number | null>(null);
  const elsewhere = typeof organizationId === 'number' && organizationId !== organization.id;

  useEffect(() => {
    if (!elsewhere || requested.current === organizationId) return;
    requested.current = organizationId;
    switchTo(organizationId, {
      onSuccess: (state) => {
        if (state.status === 'signedIn' && state.organization.id === organizationId) {
          notify({ tone: 'info', message: t('topbar.switched_to_record', { name: state.organization.name }) });
        }
      },
      onError: () => notify({ tone: 'error', message: t('topbar.switch_failed') }),
    });
  }, [elsewhere, organizationId, switchTo, notify, t]);

  return elsewhere;
}
