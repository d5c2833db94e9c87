// The course icon (spec §3): one of the organization's icon set, or none. Teachers may
// add their own image to the set (the server checks the type by content; the picker only
// offers the accepted types). Tiles are radios of one group, each a button to tab to.
import { Alert, Box, FileButton, Group, Image, Input, Skeleton, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCheck, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, acceptedTypesLabel, formatMaxSize, uploadRule } from '../../../../domain/uploads.ts';
import { isApiError } from '../../../lib/http.ts';
import { useIconImages, useUploadIcon } from '../data/organizationOptions.ts';

const TILE = 60;

function Tile({
  selected,
  label,
  onSelect,
  children,
}: {
  selected: boolean;
  label: string;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} openDelay={300}>
      <UnstyledButton
        role="radio"
        aria-checked={selected}
        aria-label={label}
        onClick={onSelect}
        w={TILE}
        h={TILE}
        pos="relative"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: selected ? '2px solid var(--mantine-color-pena-7)' : '1px solid var(--mantine-color-gray-3)',
          background: selected ? 'var(--mantine-color-pena-0)' : 'white',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {children}
        {selected && (
          <Box
            pos="absolute"
            top={2}
            right={2}
            bg="pena.7"
            c="white"
            style={{ borderRadius: '50%', width: 16, height: 16, display: 'grid', placeItems: 'center' }}
          >
            <IconCheck size={11} stroke={3} />
          </Box>
        )}
      </UnstyledButton>
    </Tooltip>
  );
}

type Props = {
  organizationId: number;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
};

export function IconPicker({ organizationId, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const icons = useIconImages(organizationId);
  const upload = useUploadIcon(organizationId);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const rule = uploadRule('course_icon');

  const onFile = (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > rule.maxBytes) {
      setUploadError(t('course_form.icon.too_large', { size: formatMaxSize(rule.maxBytes) }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (icon) => onChange(icon.id),
      onError: (failure) =>
        setUploadError(
          isApiError(failure) && failure.status === 422
            ? t('course_form.icon.wrong_type', { types: acceptedTypesLabel('course_icon') })
            : t('course_form.icon.upload_failed'),
        ),
    });
  };

  return (
    <Input.Wrapper
      label={t('course_form.icon.label')}
      description={t('course_form.icon.description', {
        types: acceptedTypesLabel('course_icon'),
        size: formatMaxSize(rule.maxBytes),
      })}
      error={error}
    >
      {icons.isError ? (
        <Alert mt="xs" color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('course_form.icon.fetch_failed')}
        </Alert>
      ) : (
        <Group gap="xs" mt="xs" role="radiogroup" aria-label={t('course_form.icon.label')}>
          <Tile selected={value === null} label={t('course_form.icon.none')} onSelect={() => onChange(null)}>
            <IconBan size={22} color="var(--mantine-color-gray-5)" />
          </Tile>
          {icons.data
            ? icons.data.map((icon) => (
                <Tile key={icon.id} selected={value === icon.id} label={icon.name} onSelect={() => onChange(icon.id)}>
                  <Image src={icon.url} alt="" w={40} h={40} fit="contain" />
                </Tile>
              ))
            : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} w={TILE} h={TILE} radius="md" />)}
          <FileButton onChange={onFile} accept={acceptAttribute('course_icon')}>
            {(props) => (
              <Tooltip label={t('course_form.icon.upload')} openDelay={300}>
                <UnstyledButton
                  {...props}
                  aria-label={t('course_form.icon.upload')}
                  disabled={upload.isPending}
                  w={TILE}
                  h={TILE}
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    border: '1px dashed var(--mantine-color-gray-4)',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'var(--mantine-color-pena-7)',
                  }}
                >
                  <IconUpload size={20} />
                </UnstyledButton>
              </Tooltip>
            )}
          </FileButton>
        </Group>
      )}
      {upload.isPending && (
        <Text size="xs" c="dimmed" mt={6}>
          {t('course_form.icon.uploading')}
        </Text>
      )}
      {uploadError && (
        <Text size="xs" c="red" mt={6} role="alert">
          {uploadError}
        </Text>
      )}
    </Input.Wrapper>
  );
}
