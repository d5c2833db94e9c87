// Asked before importing what the target topic already holds (imported before from the same
// source): which of the chosen ones they are, then import only the new ones, import them again
// (a second copy), or go back to the selection.
import { Button, Flex, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MathText, mathToPlainText } from '../../../components/math/index.ts';
import { questionCount } from '../selection.ts';
import type { Selection } from '../selection.ts';
import classes from './importing.module.css';

type Props = {
  /** The chosen entries; those marked alreadyImported are the ones asked about. */
  selection: Selection | null;
  onSkip: () => void;
  onImportAgain: () => void;
  onCancel: () => void;
};

const SHOWN = 5;

export function ImportAgainModal({ selection, onSkip, onImportAgain, onCancel }: Props) {
  const { t } = useTranslation();
  const held = (selection ?? []).filter((e) => e.alreadyImported);
  const fresh = questionCount((selection ?? []).filter((e) => !e.alreadyImported));
  const heldCount = questionCount(held);
  const label = (text: string, kind: 'question' | 'passage') =>
    mathToPlainText(text).replace(/\s+/g, ' ').trim() || (kind === 'passage' ? t('importing.passage') : t('importing.untitled_question'));
  return (
    <Modal opened={selection !== null} onClose={onCancel} title={t('importing.already.title')} size="lg" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md" data-testid="import-again">
        <Text size="sm">{t('importing.already.body', { count: heldCount })}</Text>
        <List size="sm" spacing={4} withPadding>
          {held.slice(0, SHOWN).map((e) => (
            <List.Item key={`${e.kind}:${e.id}`}>
              <Text size="sm" lineClamp={1} component="span">
                <MathText inline>{label(e.label, e.kind)}</MathText>
              </Text>
            </List.Item>
          ))}
        </List>
        {held.length > SHOWN && (
          <Text size="xs" c="dimmed">
            {t('importing.already.more', { count: held.length - SHOWN })}
          </Text>
        )}
        {/* In a row on wide screens; on a phone stacked, the main choice on top. */}
        <Flex justify="flex-end" gap="sm" wrap="wrap" direction={{ base: 'column-reverse', sm: 'row' }} className={classes.choices}>
          <Button variant="default" onClick={onCancel}>
            {t('importing.already.back')}
          </Button>
          <Button variant="light" onClick={onImportAgain} data-testid="import-again-anyway">
            {t('importing.already.again', { count: fresh + heldCount })}
          </Button>
          {fresh > 0 && (
            <Button onClick={onSkip} data-autofocus data-testid="import-new-only">
              {t('importing.already.skip', { count: fresh })}
            </Button>
          )}
        </Flex>
      </Stack>
    </Modal>
  );
}
