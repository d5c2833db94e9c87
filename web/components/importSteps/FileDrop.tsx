// A file to drop or pick for an import (no dropzone package: native drag events around
// Mantine's FileButton). Shows the chosen file with its size and a way to take it away; a file
// of another kind or over the purpose's cap (domain/uploads.ts) is refused here, before anything
// is sent. Its name comes from `label` and `description` shown above the box, or from a heading
// of the step's own (`labelledBy`). The words are the feature's, under `${prefix}.drop_here`,
// `.choose`, `.limits`, `.remove`, `.wrong_type` and `.too_large`.
import { ActionIcon, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, acceptedTypesLabel, formatFileSize, formatMaxSize, purposeExtensions, uploadRule } from '../../../domain/uploads.ts';
import type { UploadPurposeName } from '../../../domain/uploads.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { acceptedTypesChoice } from '../../lib/fileTypes.ts';
import classes from './FileDrop.module.css';

type Props = {
  purpose: UploadPurposeName;
  /** The feature's i18n key for the box's words, e.g. 'spreadsheet_import.file'. */
  prefix: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  testId: string;
  /** Shown above the box, naming it. */
  label?: ReactNode;
  description?: ReactNode;
  /** The id of the step's own heading naming the box, when there is no `label`. */
  labelledBy?: string;
  /** The chosen file's icon. */
  icon?: typeof IconFile;
  /** A refused type names the accepted ones as a choice ("PDF, Word (.doc), or Word (.docx)") rather than a list. */
  typesAsChoice?: boolean;
};

/** Why a file cannot be taken for the purpose, or null. */
export function refusal(purpose: UploadPurposeName, file: File): 'type' | 'size' | null {
  const rule = uploadRule(purpose);
  const name = file.name.toLowerCase();
  const extensions = purposeExtensions(purpose);
  if (!extensions.some((extension) => name.endsWith(`.${extension}`))) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

export function FileDrop({ purpose, prefix, file, onChange, disabled = false, testId, label, description, labelledBy, icon: ChosenIcon = IconFile, typesAsChoice = false }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<'type' | 'size' | null>(null);
  const ownLabelId = useId();
  const labelId = label === undefined ? labelledBy : ownLabelId;
  const types = acceptedTypesLabel(purpose);
  const max = formatMaxSize(uploadRule(purpose).maxBytes);

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
      {label !== undefined && (
        <Text fw={600} size="sm" id={ownLabelId}>
          {label}
        </Text>
      )}
      {description !== undefined && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {file ? (
        <Group className={classes.chosen} gap="sm" wrap="nowrap" data-testid={`${testId}-chosen`}>
          <ChosenIcon size={22} stroke={1.6} style={{ flexShrink: 0 }} aria-hidden />
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={500} className={classes.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(file.size, language)}
            </Text>
          </Box>
          <ActionIcon variant="subtle" color="gray" onClick={() => onChange(null)} disabled={disabled} aria-label={t(`${prefix}.remove`, { name: file.name })}>
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
              {t(`${prefix}.drop_here`)}
            </Text>
            <FileButton onChange={take} accept={acceptAttribute(purpose)} disabled={disabled} inputProps={{ 'aria-labelledby': labelId }}>
              {(props) => (
                <Button {...props} variant="default" size="xs" disabled={disabled}>
                  {t(`${prefix}.choose`)}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" ta="center">
              {t(`${prefix}.limits`, { types, max })}
            </Text>
          </Stack>
        </Box>
      )}
      {refused && (
        <Text size="sm" c="red.9" role="alert" data-testid="file-refused">
          {refused === 'type'
            ? t(`${prefix}.wrong_type`, { types: typesAsChoice ? acceptedTypesChoice(purpose, language) : types })
            : t(`${prefix}.too_large`, { max })}
        </Text>
      )}
    </Stack>
  );
}
