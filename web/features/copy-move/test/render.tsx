// Renders the Copy/Move modal alone, as a signed-in screen would hold it.
import { SignedInContext, signedIn } from '../../auth/index.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { session } from '../../../test/fixtures.ts';
import { CopyMoveModal } from '../index.ts';
import type { CopySource } from '../index.ts';

export function renderModal(source: CopySource, { path = '/en/', sessionReply = session({ has_multiple_organizations: true }) } = {}) {
  const onClose = () => {};
  return renderWithApp(
    <SignedInContext.Provider value={signedIn(sessionReply)}>
      <CopyMoveModal source={source} onClose={onClose} />
    </SignedInContext.Provider>,
    { path },
  );
}
