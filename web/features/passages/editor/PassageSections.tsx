// The "Sections" part of the passage editor, under the passage text (spec "Section: id,
// content, mime_type, section_content_type (passage or external video), media_url,
// content_html"): each section as a card, buttons to add a text or a video section (up to
// SECTIONS_MAX), to move one up or down and to remove one (asking first when it has
// something in it). Every change goes through the form's `sections` field, so it marks the
// passage changed and autosaves like the title and the text; the schema's messages show
// under the section field they name (`sections.N.media_url`, `sections.N.content_html`).
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFormState } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SECTIONS_MAX, isBlankContent } from '../../../../domain/schemas/content.ts';
import type { PassageDocument, PassageDocumentInput, SectionInput } from '../../../../domain/schemas/content.ts';
import { useFieldMessage } from '../../../components/editor/index.ts';
import { ConfirmModal } from '../../../components/feedback/index.ts';
import { PassageSectionCard } from './PassageSectionCard.tsx';

type Props = {
  form: UseFormReturn<PassageDocumentInput, unknown, PassageDocument>;
  topicId: number;
  readOnly: boolean;
  onEquationModalChange?: (open: boolean) => void;
};

type Kind = 'text' | 'video';

export function newSection(kind: Kind): SectionInput {
  return {
    id: crypto.randomUUID(),
    content: '',
    mime_type: 'text/html',
    section_content_type: kind === 'video' ? 'external_video' : null,
    media_url: kind === 'video' ? '' : null,
    content_html: '',
  };
}

const isEmptySection = (s: SectionInput) =>
  isBlankContent(null, [{ content_html: s.content_html ?? '', content: s.content ?? '', media_url: s.media_url?.trim() || null }]);

export function PassageSections({ form, topicId, readOnly, onEquationModalChange }: Props) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { errors } = useFormState({ control: form.control, name: 'sections' });
  const [removing, setRemoving] = useState<string | null>(null);
  const sectionErrors = errors.sections;

  return (
    <Controller
      control={form.control}
      name="sections"
      render={({ field }) => {
        const sections = field.value ?? [];
        // The rich-text editor reports after a pause: read the list as it is then, not as rendered.
        const current = () => form.getValues('sections') ?? [];
        const commit = (next: SectionInput[]) => field.onChange(next);
        const update = (id: string, patch: Partial<SectionInput>) => commit(current().map((s) => (s.id === id ? { ...s, ...patch } : s)));
        const move = (id: string, by: -1 | 1) => {
          const next = [...current()];
          const from = next.findIndex((s) => s.id === id);
          const to = from + by;
          if (from < 0 || to < 0 || to >= next.length) return;
          [next[from], next[to]] = [next[to]!, next[from]!];
          commit(next);
        };
        const remove = (id: string) => commit(current().filter((s) => s.id !== id));
        const askRemove = (section: SectionInput) => (isEmptySection(section) ? remove(section.id) : setRemoving(section.id));
        const full = sections.length >= SECTIONS_MAX;

        return (
          <Stack gap="sm" data-testid="passage-sections">
            <div>
              <Title order={3} size="h5">
                {t('passages.sections_title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('passages.sections_hint')}
              </Text>
            </div>
            {sections.length === 0 && (
              <Text size="sm" c="dimmed" fs="italic">
                {t('passages.sections_empty')}
              </Text>
            )}
            {sections.map((section, index) => (
              <PassageSectionCard
                key={section.id}
                section={section}
                index={index}
                count={sections.length}
                topicId={topicId}
                readOnly={readOnly}
                contentError={message(sectionErrors?.[index]?.content_html)}
                mediaUrlError={message(sectionErrors?.[index]?.media_url)}
                onChange={(patch) => update(section.id, patch)}
                onMove={(by) => move(section.id, by)}
                onRemove={() => askRemove(section)}
                onEquationModalChange={onEquationModalChange}
              />
            ))}
            {sectionErrors?.message && (
              <Text size="sm" c="red" role="alert">
                {message(sectionErrors, { max: SECTIONS_MAX })}
              </Text>
            )}
            {!readOnly && (
              <Group gap="sm">
                <Button variant="light" leftSection={<IconPlus size={16} />} disabled={full} onClick={() => commit([...current(), newSection('text')])}>
                  {t('passages.add_text_section')}
                </Button>
                <Button variant="light" leftSection={<IconVideo size={16} />} disabled={full} onClick={() => commit([...current(), newSection('video')])}>
                  {t('passages.add_video_section')}
                </Button>
                {full && (
                  <Text size="sm" c="dimmed">
                    {t('passages.sections_limit', { max: SECTIONS_MAX })}
                  </Text>
                )}
              </Group>
            )}
            <ConfirmModal
              opened={removing !== null}
              title={t('passages.remove_section_title')}
              confirmLabel={t('passages.remove_section_confirm')}
              tone="danger"
              onCancel={() => setRemoving(null)}
              onConfirm={() => {
                if (removing) remove(removing);
                setRemoving(null);
              }}
            >
              {t('passages.remove_section_body')}
            </ConfirmModal>
          </Stack>
        );
      }}
    />
  );
}
