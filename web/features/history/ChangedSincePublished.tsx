// "Changed since published" in an editor (spec §4 "What is published is a snapshot"): the
// item's draft moved on from what students get; a button compares the latest published
// version with the current draft. Shown only while the item is published and changed.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconGitCompare, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishStatus } from '../../../domain/constants.ts';
import { CompareView, type CompareSide } from './compare/CompareView.tsx';
import type { HistorySubject } from './subject.ts';

/** What the topic's list says of the item (its summary) and the version the editor holds. */
export type PublishedMark = {
  status: PublishStatus;
  changed_since_published: boolean;
  /** The item's version when the list was read. */
  lock_version: number;
};

/**
 * Whether the draft differs from what students get: the list said so, or the editor has
 * stored a newer version of a published item since the list was read.
 */
export function changedSincePublished(mark: PublishedMark | null | undefined, storedVersion: number | null): boolean {
  if (!mark || mark.status !== 'published') return false;
  return mark.changed_since_published || (storedVersion !== null && storedVersion !== mark.lock_version);
}

const SIDES: [CompareSide, CompareSide] = [{ kind: 'published' }, { kind: 'draft' }];

export function ChangedSincePublished({ subject, changed }: { subject: HistorySubject; changed: boolean }) {
  const { t } = useTranslation();
  const [comparing, setComparing] = useState(false);
  if (!changed) return null;
  return (
    <>
      <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} p="sm" data-testid="changed-since-published">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {t('history.changed_since_published')}
            </Text>
            <Text size="sm">{t('history.changed_since_published_body')}</Text>
          </div>
          <Button size="compact-sm" variant="white" color="orange" leftSection={<IconGitCompare size={14} />} onClick={() => setComparing(true)} data-testid="changed-since-published-compare">
            {t('history.compare_with_published')}
          </Button>
        </Group>
      </Alert>
      <CompareView subject={subject} sides={comparing ? SIDES : null} title={t('history.compare_published_title')} onClose={() => setComparing(false)} />
    </>
  );
}
