// Embed a video (spec §5 "Video, links and embeds": an embed video URL must be valid, an embed
// code a valid iframe): a YouTube or Brightcove link or the embed code those sites give. The
// rule (domain/rules/embed.ts) reads either and yields the player address; its messages show
// under the field as the teacher types, and a preview shows what will be embedded.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmbedError, parseEmbed, type EmbedOk } from '../../../domain/rules/embed.ts';
import classes from './richText.module.css';

export type EmbedDialogProps = {
  opened: boolean;
  onSave: (embed: EmbedOk) => void;
  onCancel: () => void;
};

export function EmbedDialog(props: EmbedDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      // The editor takes the caret back itself; the modal handing focus to the toolbar
      // button after its closing transition would take it away again.
      returnFocus={false}
      onClose={props.onCancel}
      title={t('rich_text.embed.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened && <EmbedForm {...props} />}
    </Modal>
  );
}

function EmbedForm({ onSave, onCancel }: EmbedDialogProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);
  const result = parseEmbed(input);
  const error = isEmbedError(result) ? result.error : null;
  const shown = touched || input.trim() !== '' ? error : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!isEmbedError(result)) onSave(result);
      }}
      noValidate
    >
      <Stack gap="sm">
        <Textarea
          label={t('rich_text.embed.input')}
          description={t('rich_text.embed.input_hint')}
          placeholder="https://www.youtube.com/watch?v=…"
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={shown ? t(shown) : undefined}
          autosize
          minRows={2}
          maxRows={8}
          data-autofocus
          required
          styles={{ input: { fontFamily: input.trim().startsWith('<') ? 'var(--mantine-font-family-monospace)' : undefined } }}
        />
        {!isEmbedError(result) && (
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('rich_text.embed.preview')}
            </Text>
            <div className={classes.embedPreview}>
              <iframe src={result.src} title={t('rich_text.embed.preview')} allow="encrypted-media; picture-in-picture" allowFullScreen loading="lazy" />
            </div>
          </div>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={error !== null}>
            {t('rich_text.embed.insert')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
