// Insert or edit a link (spec §5 "Video, links and embeds": a link URL must be valid): the
// address is checked with the domain rule on every change and stored in its full form (https://
// added to a bare host). With nothing selected, the teacher also gives the text to show.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkUrlError, normaliseLinkUrl } from '../../../domain/rules/links.ts';

export type LinkDialogProps = {
  opened: boolean;
  initialUrl: string;
  /** Ask for the link text (nothing was selected). */
  askText: boolean;
  onSave: (url: string, text: string) => void;
  onRemove?: () => void;
  onCancel: () => void;
};

export function LinkDialog(props: LinkDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      // The editor takes the caret back itself; the modal handing focus to the toolbar
      // button after its closing transition would take it away again.
      returnFocus={false}
      onClose={props.onCancel}
      title={props.initialUrl ? t('rich_text.link.edit_title') : t('rich_text.link.insert_title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened && <LinkForm {...props} />}
    </Modal>
  );
}

function LinkForm({ initialUrl, askText, onSave, onRemove, onCancel }: LinkDialogProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const error = linkUrlError(url);
  const shown = touched || url !== '' ? error : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        const normalised = normaliseLinkUrl(url);
        if (normalised) onSave(normalised, text.trim());
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label={t('rich_text.link.url')}
          placeholder="https://"
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={shown ? t(shown) : undefined}
          data-autofocus
          required
          inputMode="url"
          autoComplete="url"
        />
        {askText && (
          <TextInput
            label={t('rich_text.link.text')}
            description={t('rich_text.link.text_hint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
        <Group justify="space-between" gap="sm">
          <div>
            {onRemove && initialUrl && (
              <Button variant="subtle" color="red" onClick={onRemove}>
                {t('rich_text.link.remove')}
              </Button>
            )}
          </div>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={error !== null}>
              {t('rich_text.link.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
