// Before an export is downloaded: what the file will hold (how many questions) and what it
// leaves out, each question named with the reason in the teacher's language (a format may not
// have a question's type: Aiken holds one-answer multiple choice only). Download is a plain
// link to the file's address: the session cookie authenticates it and the browser saves it. A
// course's Common Cartridge is the whole course, so it is offered even when no question fits.
import { Alert, Button, Group, List, Modal, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExportPlan } from '../data/hooks.ts';
import { exportPaths } from '../paths.ts';
import type { ExportTarget } from '../paths.ts';

type Props = { target: ExportTarget | null; onClose: () => void };

export function ExportPlanModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const plan = useExportPlan(target);
  const title = target ? t(`interchange.export.title.${target.format}`) : '';
  const cartridge = target?.format === 'cartridge';
  // A cartridge is the whole course, worth downloading without questions; a question file is not.
  const ready = plan.data !== undefined && (cartridge || plan.data.questions > 0);
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="export-plan">
      {target && (
        <Stack gap="md">
          {plan.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('interchange.export.plan_failed')} data-testid="export-plan-failed">
              <Button mt="xs" size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void plan.refetch()}>
                {t('interchange.retry')}
              </Button>
            </Alert>
          ) : !plan.data ? (
            <Stack gap="xs" aria-busy>
              <Skeleton height={18} width="60%" />
              <Skeleton height={14} width="80%" />
            </Stack>
          ) : (
            <>
              <Text size="sm" fw={600} data-testid="export-count">
                {cartridge
                  ? t('interchange.export.cartridge_count', { count: plan.data.questions })
                  : plan.data.questions === 0
                    ? t('interchange.export.nothing')
                    : t('interchange.export.count', { count: plan.data.questions })}
              </Text>
              {plan.data.left_out.length > 0 && (
                <Stack gap={6} data-testid="export-left-out">
                  <Text size="sm">{t('interchange.export.left_out', { count: plan.data.left_out.length })}</Text>
                  {/* A long list scrolls: its box takes the focus so a keyboard can scroll it (WCAG 2.1.1). */}
                  <ScrollArea.Autosize
                    mah={280}
                    type="auto"
                    offsetScrollbars
                    viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('interchange.export.left_out', { count: plan.data.left_out.length }) }}
                  >
                    <List size="sm" spacing={4} styles={{ itemLabel: { minWidth: 0, overflowWrap: 'anywhere' } }}>
                      {plan.data.left_out.map((item) => (
                        <List.Item key={item.question_id} data-testid="left-out-item">
                          <Text span fw={600} size="sm">
                            {item.item}
                          </Text>
                          {': '}
                          {item.message}
                        </List.Item>
                      ))}
                    </List>
                  </ScrollArea.Autosize>
                </Stack>
              )}
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('interchange.export.cancel')}
            </Button>
            <Button
              component="a"
              href={ready ? exportPaths.file(target) : undefined}
              download
              // Closed once the click has started the download: a link taken out of the page
              // during its own click would not be followed.
              onClick={() => window.setTimeout(onClose, 0)}
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!ready}
              data-testid="export-download"
            >
              {t('interchange.export.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
