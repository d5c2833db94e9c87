// The document to drop or pick (native drag events around Mantine's FileButton, as the
// spreadsheet import does). Shows the chosen file with its size and a way to take it away; a
// file of another kind or over 2 MB (domain/uploads.ts document_import) is refused here, before
// anything is sent.
import { ActionIcon, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, acceptedTypesLabel, fileKinds, formatMaxSize, uploadRule } from '../../../../domain/uploads.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { acceptedTypesChoice } from '../../../lib/fileTypes.ts';
import classes from './FileDrop.module.css';

type Props = {
  labelId: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why the file cannot be sent, or null. */
export function refusal(file: File): 'type' | 'size' | null {
  const rule = uploadRule('document_import');
  const name = file.name.toLowerCase();
  const extensions = rule.kinds.flatMap((kind) => fileKinds[kind].extensions);
  if (!extensions.some((extension) => name.endsWith(`.${extension}`))) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

export function FileDrop({ labelId, file, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<'type' | 'size' | null>(null);
  const types = acceptedTypesLabel('document_import');
  const choice = acceptedTypesChoice('document_import', useLanguage());
  const max = formatMaxSize(uploadRule('document_import').maxBytes);

  const take = (chosen: File | null) => {
    if (!chosen) return;
    const why = refusal(chosen);
    setRefused(why);
    if (!why) onChange(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap={6} data-testid="document-file">
      {file ? (
        <Group className={classes.chosen} gap="sm" wrap="nowrap" data-testid="document-file-chosen">
          <IconFileText size={22} stroke={1.6} style={{ flexShrink: 0 }} aria-hidden />
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={500} className={classes.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {fileSizeLabel(file.size)}
            </Text>
          </Box>
          <ActionIcon variant="subtle" color="gray" onClick={() => onChange(null)} disabled={disabled} aria-label={t('document_import.upload.remove', { name: file.name })}>
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
            <IconUpload size={26} stroke={1.5} aria-hidden className={classes.icon} />
            <Text size="sm" ta="center">
              {t('document_import.upload.drop_here')}
            </Text>
            <FileButton onChange={take} accept={acceptAttribute('document_import')} disabled={disabled} inputProps={{ 'aria-labelledby': labelId }}>
              {(props) => (
                <Button {...props} variant="default" size="xs" disabled={disabled}>
                  {t('document_import.upload.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" ta="center">
              {t('document_import.upload.limits', { types, max })}
            </Text>
          </Stack>
        </Box>
      )}
      {refused && (
        <Text size="sm" c="red.8" role="alert" data-testid="file-refused">
          {refused === 'type' ? t('document_import.upload.wrong_type', { types: choice }) : t('document_import.upload.too_large', { max })}
        </Text>
      )}
    </Stack>
  );
}
