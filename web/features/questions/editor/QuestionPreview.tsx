// A question shown read-only, as stored or as edited: the stem and its parts by type, with
// correct answers marked. Used by the conflict dialog (both versions side by side) and for
// questions the teacher may not edit (provider references, other teachers' questions).
import { Badge, Box, Group, Image, List, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { answerLetter } from '../../../../domain/rules/answers.ts';
import type { AnswerFields, QuestionDocument } from '../../../../domain/schemas/questions.ts';
import { MathText } from '../../../components/math/index.ts';
import { RichTextView } from '../../../components/richText/index.ts';
import { numberingLabel } from '../../../../domain/rules/numbering.ts';
import { noteHtml } from '../model/notes.ts';
import { htmlToPlain, imageSrc } from '../model/plainText.ts';

function AnswerView({ answer }: { answer: AnswerFields }) {
  const { t } = useTranslation();
  if (answer.answer_type === 'equation') return <MathText>{`[%${answer.content}%]`}</MathText>;
  if (answer.answer_type === 'image') {
    const src = imageSrc(answer.content);
    return src ? <Image src={src} alt="" h={64} w="auto" fit="contain" /> : <Text size="sm" c="dimmed">{t('questions.image.stored', { id: answer.media_id ?? '' })}</Text>;
  }
  return <RichTextView html={answer.content} />;
}

function Row({ marker, correct, children }: { marker: string; correct?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge variant="light" color={correct ? 'teal' : 'gray'} radius="sm" tt="none" style={{ flexShrink: 0 }}>
        {marker}
      </Badge>
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {correct && <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-label={t('questions.correct')} style={{ flexShrink: 0 }} />}
    </Group>
  );
}

export function QuestionPreview({ doc }: { doc: QuestionDocument }) {
  const { t } = useTranslation();
  const parts = () => {
    switch (doc.type) {
      case 'categorise':
        return doc.categories.map((c) => (
          <Box key={c.key}>
            <Text size="sm" fw={600}>
              {c.name}
            </Text>
            <List size="sm" withPadding>
              {doc.answers
                .filter((a) => a.category_key === c.key)
                .map((a) => (
                  <List.Item key={a.key}>
                    <AnswerView answer={a} />
                  </List.Item>
                ))}
            </List>
          </Box>
        ));
      case 'grouped_choices':
        return doc.groups.map((g) => (
          <Stack key={g.key} gap={4}>
            <Text size="sm" fw={600}>
              {g.name}
            </Text>
            {doc.answers
              .filter((a) => a.group_key === g.key)
              .map((a, i) => (
                <Row key={a.key} marker={answerLetter(i)} correct={a.correct}>
                  <AnswerView answer={a} />
                </Row>
              ))}
          </Stack>
        ));
      case 'matching_choices':
        return (
          <>
            {doc.premises.map((p, i) => (
              <Row key={p.key} marker={String(i + 1)}>
                <RichTextView html={p.content} />
                {doc.responses
                  .filter((r) => r.premise_key === p.key)
                  .map((r) => (
                    <Group key={r.key} gap={6} wrap="nowrap" pl="sm">
                      <Text c="dimmed" aria-hidden>
                        →
                      </Text>
                      <RichTextView html={r.content} />
                    </Group>
                  ))}
              </Row>
            ))}
            {doc.responses.some((r) => r.premise_key === null) && (
              <Text size="sm" fw={600}>
                {t('questions.matching.additional')}
              </Text>
            )}
            {doc.responses
              .filter((r) => r.premise_key === null)
              .map((r, i) => (
                <Row key={r.key} marker={`+${i + 1}`}>
                  <RichTextView html={r.content} />
                </Row>
              ))}
          </>
        );
      case 'exact_value':
        return doc.answers.map((a, i) => (
          <Row key={a.key} marker={numberingLabel(doc.exact_value_options, i, a.label) ?? answerLetter(i)}>
            <Text size="sm">{htmlToPlain(a.content)}</Text>
          </Row>
        ));
      case 'true_or_false':
        return doc.answers.map((a, i) => (
          <Row key={a.key} marker={answerLetter(i)} correct={a.correct}>
            <Text size="sm">{/^true$/i.test(htmlToPlain(a.content).trim()) ? t('questions.true_or_false.true') : t('questions.true_or_false.false')}</Text>
          </Row>
        ));
      default:
        return doc.answers.map((a, i) => (
          <Row key={a.key} marker={doc.type === 'correct_order' ? String(i + 1) : answerLetter(i)} correct={doc.type === 'multiple_choice' && a.correct}>
            <AnswerView answer={a} />
          </Row>
        ));
    }
  };
  const explanation = noteHtml(doc.explanation);
  const hint = noteHtml(doc.hint);
  return (
    <Stack gap="sm" data-testid="question-preview">
      <Badge variant="light" tt="none" w="fit-content">
        {t(`questions.types.${doc.type}`)}
      </Badge>
      <RichTextView html={doc.content_html} />
      {doc.sections.map((s) => (s.content_html ? <RichTextView key={s.id} html={s.content_html} /> : null))}
      <Stack gap={6}>{parts()}</Stack>
      {explanation && (
        <Box>
          <Text size="sm" fw={600}>
            {t('questions.notes.explanation')}
          </Text>
          <RichTextView html={explanation} />
        </Box>
      )}
      {hint && (
        <Box>
          <Text size="sm" fw={600}>
            {t('questions.notes.hint')}
          </Text>
          <RichTextView html={hint} />
        </Box>
      )}
    </Stack>
  );
}
