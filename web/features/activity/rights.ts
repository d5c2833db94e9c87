// Who is offered the activity screens: the route guards 'activity' (a course's feed: those who
// publish, admins and publishers) and 'organization_activity' (admins) of domain/access, the
// rules the server's policy applies, so a link shown is a screen that opens.
import { guardRoute } from '../../../domain/access/index.ts';
import { useSignedIn } from '../auth/index.ts';

export function useActivityRights(): { course: boolean; organization: boolean } {
  const { access, facts } = useSignedIn();
  return { course: guardRoute(access, facts, 'activity'), organization: guardRoute(access, facts, 'organization_activity') };
}
