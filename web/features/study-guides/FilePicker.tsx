// Where the teacher chooses a study-guide file: a drop area with a "Choose a file" button
// (the file input behind it carries the accepted types), then the chosen file with its type
// and size, and what is wrong with it, if anything.
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileKindIcon } from './FileKindIcon.tsx';
import { formatFileSize } from '../../../domain/uploads.ts';
import { kindLabel, kindOfFile, studyGuideAccept, studyGuideMaxSize, studyGuideTypes } from './files.ts';

type Props = {
  file: File | null;
  disabled: boolean;
  error?: string;
  language: string;
  onChange: (file: File | null) => void;
};

export function FilePicker({ file, disabled, error, language, onChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [over, setOver] = useState(false);
  const kind = file ? kindOfFile(file) : null;
  const borderColor = error ? 'var(--mantine-color-red-6)' : over ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-4)';

  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        {t('study_guides.file_label')}{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      <input
        ref={input}
        id={id}
        type="file"
        accept={studyGuideAccept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        // Hidden: the drop area and its button stand for it (and take the keyboard focus).
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          // Cleared so that choosing the same file again is still a change.
          event.currentTarget.value = '';
          if (chosen) onChange(chosen);
        }}
      />
      <Paper
        radius="md"
        p="lg"
        data-testid="drop-area"
        bg={over ? 'gray.0' : undefined}
        style={{ border: `1.5px dashed ${borderColor}`, transition: 'border-color 120ms, background 120ms' }}
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const dropped = event.dataTransfer.files?.[0];
          if (!disabled && dropped) onChange(dropped);
        }}
      >
        {file ? (
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <FileKindIcon kind={kind} />
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate="end" data-testid="chosen-file">
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[kindLabel(kind), formatFileSize(file.size, language)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Group>
            <Button variant="default" size="xs" disabled={disabled} onClick={() => input.current?.click()} style={{ flexShrink: 0 }}>
              {t('study_guides.choose_another')}
            </Button>
          </Group>
        ) : (
          <Stack align="center" gap={6} py="xs">
            <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
              <IconCloudUpload size={24} />
            </ThemeIcon>
            <Text size="sm" ta="center">
              {t('study_guides.drop_here')}
            </Text>
            <Button variant="light" size="xs" disabled={disabled} onClick={() => input.current?.click()}>
              {t('study_guides.choose_file')}
            </Button>
          </Stack>
        )}
      </Paper>
      {error ? (
        <Text size="xs" c="red.7" id={`${id}-error`} role="alert" data-testid="file-error">
          {error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" id={`${id}-hint`}>
          {t('study_guides.accepted', { types: studyGuideTypes, size: studyGuideMaxSize })}
        </Text>
      )}
    </Stack>
  );
}
