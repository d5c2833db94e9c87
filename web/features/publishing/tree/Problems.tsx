// Why something cannot be selected (§5 errors, from the server, in the teacher's language)
// with a link to fix it, and the pre-publish warnings that never block, each with its fix at
// hand (ATAG B.3.1): images without alternative text get theirs here ("Add alternative text"),
// the rest are fixed in the item's editor ("Open in editor").
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { validationCatalogues } from '../../../../domain/messages/index.ts';
import type { PublishItem } from '../../../../domain/schemas/publishing.ts';
import { mathToPlainText } from '../../../components/math/index.ts';

const AltTextModal = lazy(() => import('../altText/AltTextModal.tsx').then((m) => ({ default: m.AltTextModal })));

/** The image warning as the server words it, in either language (the tree comes translated). */
const IMAGE_ALT_MISSING = new Set(Object.values(validationCatalogues).map((catalogue) => catalogue.warning_image_alt_missing));

export function Errors({ errors, fixTo, fixLabel }: { errors: string[]; fixTo: string; fixLabel?: string }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="item-errors">
      <IconAlertCircle size={14} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <Stack gap={0}>
        {errors.map((error) => (
          <Text key={error} size="xs" c="red.8">
            {error}
          </Text>
        ))}
        <Anchor component={Link} to={fixTo} size="xs" fw={600}>
          {fixLabel ?? t('publishing.fix')}
        </Anchor>
      </Stack>
    </Group>
  );
}

type WarningsProps = { warnings: string[]; item: Pick<PublishItem, 'id' | 'kind' | 'title'>; editorTo: string };

export function Warnings({ warnings, item, editorTo }: WarningsProps) {
  const { t } = useTranslation();
  const [altOpened, setAltOpened] = useState(false);
  // Mounted from the first opening on, so closing animates and gives focus back to the button.
  const [altUsed, setAltUsed] = useState(false);
  if (warnings.length === 0) return null;
  const title = mathToPlainText(item.title.trim() === '' ? t('publishing.untitled') : item.title);
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="flex-start"
      px={8}
      py={4}
      bg="var(--mantine-color-yellow-0)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-testid="item-warnings"
    >
      <IconAlertTriangle size={14} color="var(--mantine-color-yellow-8)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <Stack gap={0}>
        <Text size="xs" fw={600} c="yellow.9">
          {t('publishing.warnings')}
        </Text>
        <List size="xs" c="yellow.9" spacing={0}>
          {warnings.map((warning) => (
            <List.Item key={warning}>
              {warning}
              {IMAGE_ALT_MISSING.has(warning) && (
                <>
                  {' '}
                  <Button
                    variant="white"
                    color="dark"
                    size="compact-xs"
                    ml={4}
                    onClick={() => {
                      setAltUsed(true);
                      setAltOpened(true);
                    }}
                    aria-label={t('publishing.alt_text.open_named', { title })}
                    data-testid="add-alt-text"
                  >
                    {t('publishing.alt_text.open')}
                  </Button>
                </>
              )}
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to={editorTo} size="xs" fw={600} c="dark" aria-label={t('publishing.open_in_editor_named', { title })}>
          {t('publishing.open_in_editor')}
        </Anchor>
      </Stack>
      {altUsed && (
        <Suspense fallback={null}>
          <AltTextModal item={item} opened={altOpened} onClose={() => setAltOpened(false)} />
        </Suspense>
      )}
    </Group>
  );
}
