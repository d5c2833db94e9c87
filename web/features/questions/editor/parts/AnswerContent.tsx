// The value of one answer by its kind: rich text (compact editor), an equation (MathLive,
// LaTeX) or an image (upload). Switching the kind keeps what can be kept: text becomes the
// equation's LaTeX and back; an image starts empty. Both are memoised on their values: a
// change elsewhere in the question does not re-render an answer's editor.
import { Center, SegmentedControl, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLetterT, IconMathFunction, IconPhoto } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToText } from '../../../../../domain/rules/text.ts';
import type { AnswerFields, AnswerType } from '../../../../../domain/schemas/questions.ts';
import { MathField } from '../../../../components/math/index.ts';
import { RichTextEditor } from '../../../../components/richText/index.ts';
import { textToHtml } from '../../model/plainText.ts';
import { useQuestionEditing } from '../editing.ts';
import type { QuestionEditing } from '../editing.ts';
import { ImageAnswer } from './ImageAnswer.tsx';

type AnswerPatch = Partial<Pick<AnswerFields, 'answer_type' | 'content' | 'media_id'>>;

/** The answer after a change of kind. */
export function switchAnswerType(answer: AnswerFields, next: AnswerType): AnswerPatch {
  if (answer.answer_type === next) return {};
  if (next === 'image') return { answer_type: next, content: '', media_id: null };
  if (answer.answer_type === 'image') return { answer_type: next, content: '', media_id: null };
  if (next === 'equation') return { answer_type: next, content: htmlToText(answer.content), media_id: null };
  const latex = answer.content.trim();
  return { answer_type: next, content: latex ? `<p>${textToHtml(latex)}</p>` : '', media_id: null };
}

/** Changes the answer with `key` as it is now (not as it was when its row last rendered). */
export function updateAnswer(editing: QuestionEditing, key: string, patch: (answer: AnswerFields) => Partial<AnswerFields>) {
  const answers = editing.getValues().answers;
  editing.patch({ answers: answers.map((a) => (a.key === key ? { ...a, ...patch(a) } : a)) });
}

const icons = { text: IconLetterT, equation: IconMathFunction, image: IconPhoto } as const;

export const AnswerTypeSwitch = memo(function AnswerTypeSwitch({ value, types, label, answerKey }: { value: AnswerType; types: readonly AnswerType[]; label: string; answerKey: string }) {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  if (types.length < 2) return null;
  return (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={(next) => updateAnswer(editing, answerKey, (answer) => switchAnswerType(answer, next as AnswerType))}
      aria-label={t('questions.answer_type.label', { name: label })}
      data={types.map((type) => {
        const Icon = icons[type];
        return {
          value: type,
          label: (
            <Tooltip label={t(`questions.answer_type.${type}`)} openDelay={300} withinPortal>
              <Center>
                <Icon size={15} aria-hidden />
                <VisuallyHidden>{t(`questions.answer_type.${type}`)}</VisuallyHidden>
              </Center>
            </Tooltip>
          ),
        };
      })}
    />
  );
});

type ContentProps = {
  answerKey: string;
  answerType: AnswerType;
  content: string;
  mediaId: number | null;
  label: string;
  placeholder?: string;
  contentError?: string;
  mediaError?: string;
};

export const AnswerContent = memo(function AnswerContent({ answerKey, answerType, content, mediaId, label, placeholder, contentError, mediaError }: ContentProps) {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  if (answerType === 'image') {
    return (
      <ImageAnswer
        topicId={editing.topicId}
        mediaId={mediaId}
        content={content}
        label={label}
        error={mediaError ?? contentError}
        onChange={(patch) => updateAnswer(editing, answerKey, () => patch)}
      />
    );
  }
  if (answerType === 'equation') {
    return <MathField value={content} onChange={(latex) => updateAnswer(editing, answerKey, () => ({ content: latex }))} aria-label={label} error={contentError} />;
  }
  return (
    <RichTextEditor
      value={content}
      // By key: an editor hands over its last text when it unmounts, maybe after its row moved or went.
      onChange={(html) => updateAnswer(editing, answerKey, () => ({ content: html }))}
      aria-label={label}
      error={contentError}
      placeholder={placeholder ?? t('questions.answer_placeholder')}
      toolbar="compact"
      minHeight={38}
      topicId={editing.topicId}
      onEquationModalChange={editing.equationReporter(answerKey)}
    />
  );
});
