// Categorise (spec §5): named categories (at least one, names unique) and the items learners
// sort into them, each assigned to a category. Removing a category leaves its items without
// one, which the editor then asks for.
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { answerLetter } from '../../../../../domain/rules/answers.ts';
import { MAX_CATEGORIES } from '../../../../../domain/schemas/questions.ts';
import { ANSWER_TYPES_OF } from '../../model/types.ts';
import { newPartKey, useDocValue, useFieldErrors, useQuestionEditing } from '../editing.ts';
import { AnswerList, blankAnswer } from '../parts/AnswerList.tsx';
import { ListError } from '../parts/PartRow.tsx';

export function CategoriseFields() {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const error = useFieldErrors();
  const categories = useDocValue('categories');
  const categoryName = (index: number) => categories[index]!.name.trim() || t('questions.categorise.category_number', { number: index + 1 });
  const itemName = (index: number) => t('questions.item_named', { number: answerLetter(index) });

  const removeCategory = (index: number) => {
    const key = categories[index]!.key;
    editing.patch({
      categories: editing.getValues().categories.filter((c) => c.key !== key),
      answers: editing.getValues().answers.map((a) => (a.category_key === key ? { ...a, category_key: null } : a)),
    });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" data-path="categories">
        <Stack gap="sm">
          <Title order={4} size="h5">
            {t('questions.categorise.categories')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('questions.categorise.categories_help')}
          </Text>
          {categories.map((category, index) => (
            <Group key={category.key} gap="xs" align="flex-start" wrap="nowrap" data-path={`categories.${index}`}>
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('questions.categorise.category_named', { number: index + 1 })}
                placeholder={t('questions.categorise.category_placeholder', { number: index + 1 })}
                value={category.name}
                onChange={(event) => editing.set(`categories.${index}.name`, event.currentTarget.value)}
                error={error(`categories.${index}.name`)}
              />
              <Tooltip label={t('questions.remove_named', { name: categoryName(index) })} openDelay={300}>
                <ActionIcon
                  mt={4}
                  variant="subtle"
                  color="gray"
                  disabled={categories.length <= 1}
                  onClick={() => removeCategory(index)}
                  aria-label={t('questions.remove_named', { name: categoryName(index) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPlus size={16} />}
              disabled={categories.length >= MAX_CATEGORIES}
              onClick={() => editing.patch({ categories: [...editing.getValues().categories, { key: newPartKey(), name: '' }] })}
            >
              {t('questions.categorise.add_category')}
            </Button>
          </Group>
          <ListError message={error('categories')} testId="categories-error" />
        </Stack>
      </Paper>

      <Stack gap="sm">
        <Title order={4} size="h5">
          {t('questions.categorise.items')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('questions.categorise.items_help')}
        </Text>
        <AnswerList
          marker={answerLetter}
          nameOf={itemName}
          types={ANSWER_TYPES_OF.categorise}
          newAnswer={() => blankAnswer(newPartKey(), { category_key: categories[0]?.key ?? null })}
          addLabel={t('questions.add_item')}
          placeholder={t('questions.item_placeholder')}
          footer={(answer, index) => (
            <Select
              size="xs"
              maw={320}
              label={t('questions.categorise.category')}
              aria-label={t('questions.categorise.category_of', { name: itemName(index) })}
              placeholder={t('questions.categorise.choose_category')}
              data={categories.map((c, i) => ({ value: c.key, label: categoryName(i) }))}
              value={answer.category_key && categories.some((c) => c.key === answer.category_key) ? answer.category_key : null}
              onChange={(value) => editing.set(`answers.${index}.category_key`, value)}
              error={error(`answers.${index}.category_key`)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-path={`answers.${index}.category_key`}
            />
          )}
        />
      </Stack>
    </Stack>
  );
}
