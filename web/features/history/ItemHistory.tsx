// "History" in an editor's header: the button, the history panel it opens, and the
// comparison the panel asks for (over the panel, which stays open beneath it).
import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompareView, type CompareSide } from './compare/CompareView.tsx';
import { HistoryPanel } from './panel/HistoryPanel.tsx';
import type { HistorySubject } from './subject.ts';

export function ItemHistory({ subject }: { subject: HistorySubject }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [comparing, setComparing] = useState<[CompareSide, CompareSide] | null>(null);
  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={16} />} onClick={() => setOpened(true)} aria-haspopup="dialog" data-testid="history-button">
        {t('history.open')}
      </Button>
      <HistoryPanel subject={subject} opened={opened} onClose={() => setOpened(false)} onCompare={setComparing} />
      <CompareView subject={subject} sides={comparing} onClose={() => setComparing(null)} />
    </>
  );
}
