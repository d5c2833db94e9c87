// Explanation (shown after answering) and hint (shown before), each a compact rich text,
// folded away until the teacher opens them; a note with content says so on its title.
import { Accordion, Badge, Group, Text } from '@mantine/core';
import { IconBulb, IconInfoCircle } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/richText/index.ts';
import { isBlankRichText } from '../../../../domain/rules/text.ts';
import { noteHtml, withNoteHtml } from '../model/notes.ts';
import { newPartKey, useDocValue, useQuestionEditing } from './editing.ts';

export const NotesSection = memo(function NotesSection() {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const values = { explanation: useDocValue('explanation'), hint: useDocValue('hint') };
  const notes = [
    { field: 'explanation' as const, icon: IconInfoCircle },
    { field: 'hint' as const, icon: IconBulb },
  ];
  const filled = notes.filter(({ field }) => !isBlankRichText(noteHtml(values[field]))).map(({ field }) => field);

  return (
    // Folded notes stay mounted but hidden with display:none: the default (React Activity)
    // tears the rich-text editors down while folded.
    <Accordion multiple variant="separated" radius="md" defaultValue={filled} keepMounted keepMountedMode="display-none">
      {notes.map(({ field, icon: Icon }) => {
        const html = noteHtml(values[field]);
        return (
          <Accordion.Item key={field} value={field} data-path={field}>
            <Accordion.Control icon={<Icon size={18} color="var(--mantine-color-blue-7)" />}>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {t(`questions.notes.${field}`)}
                </Text>
                {!isBlankRichText(html) && (
                  <Badge size="xs" variant="light" color="teal">
                    {t('questions.notes.added')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t(`questions.notes.${field}_help`)}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <RichTextEditor
                value={html}
                onChange={(next) => editing.set(field, withNoteHtml(editing.getValues()[field], next, newPartKey))}
                aria-label={t(`questions.notes.${field}`)}
                toolbar="compact"
                minHeight={90}
                topicId={editing.topicId}
                onEquationModalChange={editing.equationReporter(field)}
                placeholder={t(`questions.notes.${field}_placeholder`)}
              />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
});
