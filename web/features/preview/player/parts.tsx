// Pieces every question type of the player shares: an answer's content (text, equation or
// image, as the question editor's preview shows it), a choice's lettered label, the
// right/wrong mark of a part (an icon and a word, never colour alone), and the props each
// type's component takes.
import { Badge, Box, Group, Image, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnswerResult, LearnerResponse } from '../../../../domain/rules/answerCheck.ts';
import { answerLetter } from '../../../../domain/rules/answers.ts';
import type { Question } from '../../../../domain/schemas/questions.ts';
import { MathText } from '../../../components/math/index.ts';
import { RichTextView } from '../../../components/richText/index.ts';

export type PlayerAnswer = Question['answers'][number];

export interface TypeProps<R extends LearnerResponse = LearnerResponse> {
  question: Question;
  response: R;
  onChange: (response: R) => void;
  /** Set once checked: the inputs are locked until "Try again". */
  result: AnswerResult | null;
  /** Shuffle the answers (the question's or the topic's setting). */
  shuffle: boolean;
  seed: number;
}

/** The address of the picture in an image answer's content (as the editor stores it). */
function imageSrc(html: string): string | null {
  const match = /<img[^>]*\ssrc\s*=\s*"([^"]*)"/i.exec(html);
  return match ? match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<') : null;
}

/** An answer as learners see it; `n` names a picture that has no words (its position). */
export function AnswerContent({ answer, n }: { answer: Pick<PlayerAnswer, 'answer_type' | 'content'>; n: number }) {
  const { t } = useTranslation();
  if (answer.answer_type === 'equation') return <MathText>{`[%${answer.content}%]`}</MathText>;
  if (answer.answer_type === 'image') {
    const src = imageSrc(answer.content);
    const alt = /\salt\s*=\s*"([^"]+)"/i.exec(answer.content)?.[1] ?? t('player.image', { n });
    return src ? <Image src={src} alt={alt} h={96} w="auto" fit="contain" /> : <Text size="sm">{alt}</Text>;
  }
  return (
    <Box style={{ minWidth: 0 }}>
      <RichTextView html={answer.content} />
    </Box>
  );
}

/** A choice's label: its letter (A, B, …; by its place in the list shown) and its content. */
export function LetteredAnswer({ answer, index }: { answer: Pick<PlayerAnswer, 'answer_type' | 'content'>; index: number }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge variant="light" color="gray" radius="sm" tt="none" aria-hidden style={{ flexShrink: 0 }}>
        {answerLetter(index)}
      </Badge>
      <AnswerContent answer={answer} n={index + 1} />
    </Group>
  );
}

/** Right or wrong, with an icon and a word. */
export function PartMark({ right, testId }: { right: boolean; testId?: string }) {
  const { t } = useTranslation();
  const Icon = right ? IconCircleCheck : IconCircleX;
  // Shade 9: the lighter shades are under 4.5:1 on the gray and tinted rows (WCAG 1.4.3).
  return (
    <Group gap={4} wrap="nowrap" c={right ? 'teal.9' : 'red.9'} data-testid={testId ?? 'part-mark'} data-right={right} style={{ flexShrink: 0 }}>
      <Icon size={18} aria-hidden />
      <Text size="sm" fw={600} c="inherit">
        {right ? t('player.right') : t('player.wrong')}
      </Text>
    </Group>
  );
}

/**
 * Once checked, the learner's answers stay as readable as they were typed or chosen (the
 * marks sit beside them), though not editable until "Try again". A select cannot be
 * read-only, so it is disabled, but without the disabled greying: full-contrast text on a
 * slightly tinted field.
 */
export const lockedSelectStyles = {
  input: { opacity: 1, color: 'var(--mantine-color-text)', backgroundColor: 'var(--mantine-color-gray-0)', cursor: 'default' },
  section: { color: 'var(--mantine-color-gray-5)' },
} as const;

/** Radios and checkboxes stay enabled once checked (their changes are ignored): no hand pointer. */
export const lockedRadioStyles = { radio: { cursor: 'default' }, label: { cursor: 'default' } } as const;
export const lockedCheckboxStyles = { input: { cursor: 'default' }, label: { cursor: 'default' } } as const;

/** The mark of a part once checked (nothing before, or for a part the result does not name). */
export function MarkOf({ result, partKey }: { result: AnswerResult | null; partKey: string }) {
  if (!result || !(partKey in result.parts)) return null;
  return <PartMark right={result.parts[partKey]!} />;
}
