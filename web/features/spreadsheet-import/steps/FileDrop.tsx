// A file to drop or pick (no dropzone package: native drag events around Mantine's FileButton).
// Shows the chosen file with its size and a way to take it away; a file of another kind or
// over the purpose's cap is refused here, before anything is sent (domain/uploads.ts).
import { ActionIcon, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, acceptedTypesLabel, fileKinds, formatMaxSize, uploadRule } from '../../../../domain/uploads.ts';
import type { UploadPurposeName } from '../../../../domain/uploads.ts';
import classes from './FileDrop.module.css';

type Props = {
  purpose: Extract<UploadPurposeName, 'spreadsheet' | 'image_archive'>;
  label: ReactNode;
  description: ReactNode;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  testId: string;
};

export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why a file cannot be taken for the purpose, or null. */
function refusal(purpose: Props['purpose'], file: File): 'type' | 'size' | null {
  const rule = uploadRule(purpose);
  const name = file.name.toLowerCase();
  const extensions = rule.kinds.flatMap((kind) => fileKinds[kind].extensions);
  if (!extensions.some((extension) => name.endsWith(`.${extension}`))) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

export function FileDrop({ purpose, label, description, file, onChange, disabled = false, testId }: Props) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<'type' | 'size' | null>(null);
  const labelId = useId();
  const rule = uploadRule(purpose);
  const types = acceptedTypesLabel(purpose);
  const max = formatMaxSize(rule.maxBytes);

  const take = (chosen: File | null) => {
    if (!chosen) return;
    const why = refusal(purpose, chosen);
    setRefused(why);
    if (!why) onChange(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} size="sm" id={labelId}>
        {label}
      </Text>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {file ? (
        <Group className={classes.chosen} gap="sm" wrap="nowrap" data-testid={`${testId}-chosen`}>
          <IconFile size={22} stroke={1.6} style={{ flexShrink: 0 }} aria-hidden />
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={500} className={classes.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {fileSizeLabel(file.size)}
            </Text>
          </Box>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('spreadsheet_import.file.remove', { name: file.name })}
          >
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
              {t('spreadsheet_import.file.drop_here')}
            </Text>
            <FileButton onChange={take} accept={acceptAttribute(purpose)} disabled={disabled} inputProps={{ 'aria-labelledby': labelId }}>
              {(props) => (
                <Button {...props} variant="default" size="xs" disabled={disabled}>
                  {t('spreadsheet_import.file.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" ta="center">
              {t('spreadsheet_import.file.limits', { types, max })}
            </Text>
          </Stack>
        </Box>
      )}
      {refused && (
        <Text size="sm" c="red.8" role="alert">
          {refused === 'type' ? t('spreadsheet_import.file.wrong_type', { types }) : t('spreadsheet_import.file.too_large', { max })}
        </Text>
      )}
    </Stack>
  );
}
