// The alternative text of one image in the editor (WCAG 1.1.1, ATAG B.2.3): asked for right after
// an image is uploaded, dropped or pasted (prefilled with the alt the pasted HTML had), and
// opened later from a selected image. Skip leaves the image as it is, so the pre-publish check
// still flags it; a text, once given, is required to be non-empty (blank alt counts as missing
// there, domain/rules/imageAlt.ts).
import { Button, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AltTextDialogProps = {
  opened: boolean;
  /** 'inserted' right after the image went in (Skip); 'edit' for an image already there (Cancel). */
  mode: 'inserted' | 'edit';
  src: string;
  initialAlt: string;
  onSave: (alt: string) => void;
  onCancel: () => void;
};

export function AltTextDialog(props: AltTextDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      // The editor takes the caret back itself (as the link dialog does).
      returnFocus={false}
      onClose={props.onCancel}
      title={t(props.mode === 'inserted' ? 'rich_text.alt.inserted_title' : 'rich_text.alt.edit_title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened && <AltTextForm {...props} />}
    </Modal>
  );
}

function AltTextForm({ mode, src, initialAlt, onSave, onCancel }: AltTextDialogProps) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState(initialAlt);
  const [touched, setTouched] = useState(false);
  const blank = alt.trim() === '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!blank) onSave(alt.trim());
      }}
    >
      <Stack gap="sm">
        {src && <Image src={src} alt="" h={120} w="auto" fit="contain" radius="sm" bg="gray.0" style={{ alignSelf: 'flex-start', maxWidth: '100%' }} />}
        {/* One line, so Enter saves: a keyboard user types the text and is done. */}
        <TextInput
          label={t('rich_text.alt.field')}
          description={t('rich_text.alt.hint')}
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          error={touched && blank ? t('rich_text.alt.required') : undefined}
          required
          data-autofocus
        />
        {mode === 'inserted' && (
          <Text size="xs" c="dimmed">
            {t('rich_text.alt.skip_hint')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {mode === 'inserted' ? t('rich_text.alt.skip') : t('common.cancel')}
          </Button>
          <Button type="submit">{t('rich_text.alt.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
