// The file to import, dropped or picked: a file whose name ends in none of the extensions other
// tools give their exports (.zip, .imscc, .xml, .txt, .gift) is refused here, before anything
// is sent. The server recognises the format from the content, so the name only screens out a
// file picked by mistake (a PDF, a spreadsheet).
import { ActionIcon, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconFileZip, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../../domain/uploads.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import classes from './Steps.module.css';

export const INTERCHANGE_EXTENSIONS = ['zip', 'imscc', 'xml', 'txt', 'gift'] as const;
const ACCEPT = INTERCHANGE_EXTENSIONS.map((e) => `.${e}`).join(',');

export function hasInterchangeExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return INTERCHANGE_EXTENSIONS.some((extension) => lower.endsWith(`.${extension}`));
}

type Props = { file: File | null; onChange: (file: File | null) => void; disabled: boolean; labelledBy: string };

export function FileBox({ file, onChange, disabled, labelledBy }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState(false);
  const take = (chosen: File | null) => {
    if (!chosen) return;
    const ok = hasInterchangeExtension(chosen.name);
    setRefused(!ok);
    if (ok) onChange(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Stack gap={6} data-testid="interchange-file">
      {file ? (
        <Group className={classes.chosen} gap="sm" wrap="nowrap" data-testid="interchange-file-chosen">
          <IconFileZip size={22} stroke={1.6} style={{ flexShrink: 0 }} aria-hidden />
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={500} className={classes.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(file.size, language)}
            </Text>
          </Box>
          <ActionIcon variant="subtle" color="gray" onClick={() => onChange(null)} disabled={disabled} aria-label={t('interchange.upload.remove', { name: file.name })}>
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ) : (
        <Box
          className={classes.drop}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Stack gap={6} align="center">
            <IconUpload size={26} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text size="sm" ta="center">
              {t('interchange.upload.drop_here')}
            </Text>
            <FileButton onChange={take} accept={ACCEPT} disabled={disabled} inputProps={{ 'aria-labelledby': labelledBy }}>
              {(props) => (
                <Button {...props} variant="default" size="xs" disabled={disabled}>
                  {t('interchange.upload.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" ta="center">
              {t('interchange.upload.extensions')}
            </Text>
          </Stack>
        </Box>
      )}
      {refused && (
        <Text size="sm" c="red.8" role="alert" data-testid="file-refused">
          {t('interchange.upload.wrong_type')}
        </Text>
      )}
    </Stack>
  );
}
