// One Copy/Move modal for a screen: the host holds it, and any row menu below it opens it
// with useCopyMove().open(source). The modal stays when the row that opened it goes away
// (a moved topic leaves its unit's list), so its result is still shown.
import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { CopyMoveModal } from './components/CopyMoveModal.tsx';
import type { CopySource } from './types.ts';

type Launcher = { open: (source: CopySource) => void };

const CopyMoveContext = createContext<Launcher | null>(null);

export function CopyMoveHost({ children }: { children: ReactNode }) {
  const [source, setSource] = useState<CopySource | null>(null);
  const launcher = useMemo<Launcher>(() => ({ open: setSource }), []);
  return (
    <CopyMoveContext.Provider value={launcher}>
      {children}
      <CopyMoveModal source={source} onClose={() => setSource(null)} />
    </CopyMoveContext.Provider>
  );
}

/** Opens the screen's Copy/Move modal (inside a CopyMoveHost). */
export function useCopyMove(): Launcher {
  const launcher = useContext(CopyMoveContext);
  if (!launcher) throw new Error('useCopyMove is only available inside a CopyMoveHost');
  return launcher;
}
