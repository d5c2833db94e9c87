// One section of a passage as a card: a text section is edited with the rich-text editor
// (like the passage text); an external-video section takes a YouTube or Brightcove link and
// shows the player once the link is valid. Move up / down and remove sit in the card header.
import { ActionIcon, AspectRatio, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionInput } from '../../../../domain/schemas/content.ts';
import { isEmbedError, parseEmbed } from '../../../../domain/rules/embed.ts';
import { RichTextEditor } from '../../../components/richText/index.ts';

/** Text sections are those without a type (as seeded) or typed 'Passage'. */
export const isVideoSection = (section: SectionInput) => section.section_content_type === 'external_video';

type Props = {
  section: SectionInput;
  /** 0-based position in the list. */
  index: number;
  count: number;
  topicId: number;
  readOnly: boolean;
  contentError?: string;
  mediaUrlError?: string;
  onChange: (patch: Partial<SectionInput>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onEquationModalChange?: (open: boolean) => void;
};

export function PassageSectionCard({ section, index, count, topicId, readOnly, contentError, mediaUrlError, onChange, onMove, onRemove, onEquationModalChange }: Props) {
  const { t } = useTranslation();
  const number = index + 1;
  const video = isVideoSection(section);
  const heading = video ? t('passages.section_heading_video', { number }) : t('passages.section_heading_text', { number });

  return (
    <Paper withBorder radius="md" p="md" data-testid="passage-section" data-section-id={section.id} aria-label={heading} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {heading}
          </Text>
          {!readOnly && (
            <Group gap={4} wrap="nowrap">
              <SectionButton label={t('passages.move_section_up', { number })} disabled={index === 0} onClick={() => onMove(-1)}>
                <IconArrowUp size={16} />
              </SectionButton>
              <SectionButton label={t('passages.move_section_down', { number })} disabled={index === count - 1} onClick={() => onMove(1)}>
                <IconArrowDown size={16} />
              </SectionButton>
              <SectionButton label={t('passages.remove_section', { number })} color="red" onClick={onRemove}>
                <IconTrash size={16} />
              </SectionButton>
            </Group>
          )}
        </Group>
        {video ? (
          <VideoField value={section.media_url ?? ''} number={number} error={mediaUrlError} readOnly={readOnly} onChange={(media_url) => onChange({ media_url })} />
        ) : (
          <RichTextEditor
            aria-label={t('passages.section_content', { number })}
            value={section.content_html ?? ''}
            onChange={(content_html) => onChange({ content_html })}
            placeholder={t('passages.section_content_placeholder')}
            error={contentError}
            minHeight={160}
            toolbar="full"
            topicId={topicId}
            readOnly={readOnly}
            onEquationModalChange={onEquationModalChange}
          />
        )}
      </Stack>
    </Paper>
  );
}

function SectionButton({ label, disabled, color, onClick, children }: { label: string; disabled?: boolean; color?: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color ?? 'gray'} aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function VideoField({ value, number, error, readOnly, onChange }: { value: string; number: number; error?: string; readOnly: boolean; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const embed = value.trim().startsWith('<') ? null : parseEmbed(value);
  const src = embed && !isEmbedError(embed) ? embed.src : null;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('passages.section_video_url', { number })}
        description={t('passages.section_video_url_hint')}
        placeholder="https://www.youtube.com/watch?v=…"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        disabled={readOnly}
      />
      {src && !error && (
        <AspectRatio ratio={16 / 9} maw={640} data-testid="section-video-preview">
          <iframe
            src={src}
            title={t('passages.section_video_preview', { number })}
            style={{ border: 0, borderRadius: 'var(--mantine-radius-md)', width: '100%', height: '100%' }}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </AspectRatio>
      )}
    </Stack>
  );
}
