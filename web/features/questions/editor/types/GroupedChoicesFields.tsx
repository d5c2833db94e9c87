// Grouped choices (spec §5): groups, each with a name (what the learner answers) and its own
// choices, exactly one of them correct; group names unique; every answer in a group. The
// answers live in one list (answers.N) and point at their group, so messages keep their paths.
import { ActionIcon, Button, Group, Paper, Radio, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_ANSWERS, answerLetter } from '../../../../../domain/rules/answers.ts';
import type { AnswerFields } from '../../../../../domain/schemas/questions.ts';
import { MAX_GROUPS } from '../../../../../domain/schemas/questions.ts';
import { ANSWER_TYPES_OF } from '../../model/types.ts';
import { newPartKey, useDocValue, useFieldErrors, useQuestionEditing } from '../editing.ts';
import { AnswerContent, AnswerTypeSwitch } from '../parts/AnswerContent.tsx';
import { blankAnswer } from '../parts/AnswerList.tsx';
import { ListError, PartRow } from '../parts/PartRow.tsx';

export function GroupedChoicesFields() {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const error = useFieldErrors();
  const groups = useDocValue('groups');
  const answers = useDocValue('answers');
  const groupName = (index: number) => groups[index]!.name.trim() || t('questions.grouped.group_number', { number: index + 1 });
  const orphans = answers.flatMap((a, i) => (a.group_key === null || !groups.some((g) => g.key === a.group_key) ? [i] : []));

  // Changes start from the document as it is when the teacher acts, not as this render saw
  // it: a rich-text field hands over its text on blur, just before the click that blurred it.
  const setAnswers = (change: (current: AnswerFields[]) => AnswerFields[]) => editing.patch({ answers: change(editing.getValues().answers) });
  const addGroup = () => {
    const key = newPartKey();
    const now = editing.getValues();
    editing.patch({ groups: [...now.groups, { key, name: '' }], answers: [...now.answers, blankAnswer(newPartKey(), { group_key: key }), blankAnswer(newPartKey(), { group_key: key })] });
  };
  const removeGroup = (key: string) => {
    const now = editing.getValues();
    editing.patch({ groups: now.groups.filter((g) => g.key !== key), answers: now.answers.filter((a) => a.group_key !== key) });
  };
  const markCorrect = (groupKey: string, answerKey: string) =>
    setAnswers((current) => current.map((a) => (a.group_key === groupKey ? { ...a, correct: a.key === answerKey } : a)));

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('questions.grouped.help')}
      </Text>
      {groups.map((group, g) => {
        const members = answers.flatMap((a, i) => (a.group_key === group.key ? [i] : []));
        const correctIndex = members.find((i) => answers[i]!.correct);
        const groupError = error(`groups.${g}.answers`);
        return (
          <Paper key={group.key} withBorder radius="md" p="md" data-path={`groups.${g}`} style={groupError ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}>
            <Stack gap="sm">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('questions.grouped.group_named', { number: g + 1 })}
                  placeholder={t('questions.grouped.group_placeholder')}
                  value={group.name}
                  onChange={(event) => editing.set(`groups.${g}.name`, event.currentTarget.value)}
                  error={error(`groups.${g}.name`)}
                />
                <Tooltip label={t('questions.remove_named', { name: groupName(g) })} openDelay={300}>
                  <ActionIcon mt={26} variant="subtle" color="gray" disabled={groups.length <= 1} onClick={() => removeGroup(group.key)} aria-label={t('questions.remove_named', { name: groupName(g) })}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Radio.Group
                value={correctIndex === undefined ? null : String(correctIndex)}
                onChange={(value) => markCorrect(group.key, answers[Number(value)]!.key)}
                aria-label={t('questions.grouped.correct_of', { group: groupName(g) })}
              >
                <Stack gap="xs">
                  {members.map((answerIndex, position) => {
                    const answer = answers[answerIndex]!;
                    // Named by the group's number, not its text: typing a group's name does not re-label every choice.
                    const name = t('questions.grouped.choice_named', { letter: answerLetter(position), group: t('questions.grouped.group_named', { number: g + 1 }) });
                    return (
                      <PartRow
                        key={answer.key}
                        path={`answers.${answerIndex}`}
                        marker={answerLetter(position)}
                        name={name}
                        highlighted={answer.correct}
                        correct={<Radio value={String(answerIndex)} mt={6} color="teal" aria-label={t('questions.correct_named', { name })} />}
                        error={error(`answers.${answerIndex}.group_key`)}
                        controls={<AnswerTypeSwitch value={answer.answer_type} types={ANSWER_TYPES_OF.grouped_choices} label={name} answerKey={answer.key} />}
                        onRemove={members.length > 1 ? () => setAnswers((current) => current.filter((a) => a.key !== answer.key)) : null}
                      >
                        <AnswerContent
                          answerKey={answer.key}
                          answerType={answer.answer_type}
                          content={answer.content}
                          mediaId={answer.media_id}
                          label={name}
                          placeholder={t('questions.grouped.choice_placeholder')}
                          contentError={error(`answers.${answerIndex}.content`)}
                          mediaError={error(`answers.${answerIndex}.media_id`)}
                        />
                      </PartRow>
                    );
                  })}
                </Stack>
              </Radio.Group>
              <Group>
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  disabled={answers.length >= MAX_ANSWERS}
                  onClick={() => setAnswers((current) => [...current, blankAnswer(newPartKey(), { group_key: group.key })])}
                >
                  {t('questions.grouped.add_choice')}
                </Button>
              </Group>
              <ListError message={groupError} testId={`group-${g}-error`} />
            </Stack>
          </Paper>
        );
      })}
      {orphans.length > 0 && (
        <Group gap="sm">
          <Text size="sm" c="red.7" role="alert">
            {t('validation.group_required')}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => setAnswers((current) => current.filter((a) => a.group_key !== null && editing.getValues().groups.some((g) => g.key === a.group_key)))}>
            {t('questions.grouped.remove_orphans', { count: orphans.length })}
          </Button>
        </Group>
      )}
      <Group>
        <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} disabled={groups.length >= MAX_GROUPS || answers.length + 2 > MAX_ANSWERS} onClick={addGroup}>
          {t('questions.grouped.add_group')}
        </Button>
      </Group>
      <ListError message={error('groups')} testId="groups-error" />
      <ListError message={error('answers')} testId="answers-error" />
    </Stack>
  );
}
