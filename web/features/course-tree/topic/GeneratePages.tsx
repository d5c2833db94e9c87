// The topic's "upload a file to generate chapter text" button and its progress label (spec §2,
// §5, §7): the teacher picks a PDF or PowerPoint file (the picker and a check before sending
// hold it to the chapter_source rules of domain/uploads.ts: PDF, .ppt, .pptx, at most 35 MB);
// it is uploaded with the presigned form, the generation started, and "Generating pages from
// <file>… 40%" shown while the status says in_progress (polled every 3 s); then the pages list
// is read again and "N pages made" shown, or the failure in the server's words (a scanned PDF
// says so). A topic that loads while a generation runs (started elsewhere, or before a reload)
// shows the label and polls too.
import { Alert, Button, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { acceptedTypesChoice } from '../../../lib/fileTypes.ts';
import { isApiError } from '../../../lib/http.ts';
import { UploadError } from '../../../lib/upload.ts';
import type { TextPageGenerationStatus } from '../../../../domain/schemas/documents.ts';
import {
  pageGenerationKeys,
  pageSourceAccept,
  pageSourceMaxSize,
  pageSourceProblem,
  startPageGeneration,
  usePageGenerationStatus,
} from '../data/pageGeneration.ts';
import type { TopicWithContent } from '../data/topicContent.ts';

/** What this page did: nothing yet, sending a file, following a generation, or refused a file before sending. */
type Local =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; fraction: number }
  | { step: 'following'; fileName: string | null; lessonId: number }
  | { step: 'failed'; message: string };

/** What the panel shows. */
type Stage =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; fraction: number }
  | { step: 'generating'; fileName: string | null; percent: number }
  | { step: 'done'; count: number }
  | { step: 'failed'; message: string };

function failureText(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (error instanceof UploadError) {
    return error.code === 'EntityTooLarge' || error.status === 413 ? t('page_generation.too_large', { size: pageSourceMaxSize }) : t('page_generation.upload_failed');
  }
  if (isApiError(error)) {
    const field = error.fields.file ?? error.fields.file_key;
    if ((error.status === 422 || error.status === 413) && field) return field;
    if (error.message) return error.message;
  }
  return t('page_generation.start_failed');
}

/** The button and the label share one state: the hook gives both, PagesTab places them. */
export function usePageGeneration(topic: TopicWithContent) {
  const { t } = useTranslation();
  const types = acceptedTypesChoice('chapter_source', useLanguage());
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<Local>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const lesson = topic.lesson;

  // A generation already running when the topic loads (or reloads): follow it (state derived while rendering).
  if (local.step === 'idle' && lesson?.file_conversion_in_progress) setLocal({ step: 'following', fileName: null, lessonId: lesson.id });

  const status = usePageGenerationStatus(local.step === 'following' ? local.lessonId : null, topic);
  const stage = stageOf(local, status.data, status.isError ? failureText(status.error, t) : null, t);
  const busy = stage.step === 'uploading' || stage.step === 'generating';

  const choose = async (file: File) => {
    const problem = pageSourceProblem(file);
    if (problem) {
      setLocal({ step: 'failed', message: t(`page_generation.file_${problem}`, { name: file.name, types, size: pageSourceMaxSize }) });
      return;
    }
    setLocal({ step: 'uploading', fileName: file.name, fraction: 0 });
    try {
      const lessonId = await startPageGeneration(topic.id, file, (fraction) => setLocal({ step: 'uploading', fileName: file.name, fraction }));
      // A status read for an earlier generation of this lesson is not this one's.
      queryClient.removeQueries({ queryKey: pageGenerationKeys.status(lessonId) });
      setLocal({ step: 'following', fileName: file.name, lessonId });
    } catch (error) {
      setLocal({ step: 'failed', message: failureText(error, t) });
    }
  };

  const button = (
    <>
      <input
        ref={input}
        type="file"
        accept={pageSourceAccept}
        data-testid="generate-pages-input"
        // The button stands for it (and takes the keyboard focus).
        aria-hidden
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          event.currentTarget.value = '';
          if (chosen) void choose(chosen);
        }}
      />
      <Tooltip label={t('page_generation.hint', { types, size: pageSourceMaxSize })} multiline w={280} openDelay={300}>
        <Button
          variant="default"
          leftSection={<IconFileUpload size={16} />}
          disabled={busy}
          onClick={() => input.current?.click()}
          // A long label wraps on a phone rather than being cut.
          styles={{ root: { height: 'auto', minHeight: 36, paddingBlock: 6, maxWidth: '100%' }, label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } }}
        >
          {t('page_generation.button')}
        </Button>
      </Tooltip>
    </>
  );

  return { button, panel: <GenerationPanel stage={stage} onDismiss={() => setLocal({ step: 'idle' })} />, busy };
}

function stageOf(local: Local, reply: TextPageGenerationStatus | undefined, readFailure: string | null, t: (key: string) => string): Stage {
  if (local.step !== 'following') return local;
  if (readFailure !== null) return { step: 'failed', message: readFailure };
  if (!reply || reply.lesson_id !== local.lessonId || reply.status === 'in_progress') {
    return { step: 'generating', fileName: local.fileName, percent: reply?.status === 'in_progress' ? reply.progress : 0 };
  }
  if (reply.status === 'completed') return { step: 'done', count: reply.chapter_ids.length };
  if (reply.status === 'failed') return { step: 'failed', message: reply.message ?? t('page_generation.start_failed') };
  return { step: 'idle' };
}

function GenerationPanel({ stage, onDismiss }: { stage: Stage; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (stage.step === 'idle') return null;
  if (stage.step === 'done') {
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck size={18} />}
        mb="sm"
        role="status"
        data-testid="generation-done"
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={onDismiss}
      >
        {t('page_generation.done', { count: stage.count })}
      </Alert>
    );
  }
  if (stage.step === 'failed') {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={t('page_generation.failed_title')}
        mb="sm"
        role="alert"
        data-testid="generation-failed"
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={onDismiss}
      >
        {stage.message}
      </Alert>
    );
  }
  const percent = stage.step === 'uploading' ? Math.round(stage.fraction * 100) : Math.round(stage.percent);
  const label =
    stage.step === 'uploading'
      ? t('page_generation.uploading', { name: stage.fileName, percent })
      : stage.fileName
        ? t('page_generation.generating', { name: stage.fileName, percent })
        : t('page_generation.generating_unnamed', { percent });
  return (
    <Paper withBorder radius="md" p="sm" mb="sm" data-testid="generation-progress">
      <Stack gap={6}>
        <Text size="sm" fw={500} role="status" style={{ wordBreak: 'break-word' }}>
          {label}
        </Text>
        <Progress value={percent} size="sm" animated aria-label={t('page_generation.progress_label', { percent })} />
        {stage.step === 'generating' && (
          <Text size="xs" c="dimmed">
            {t('page_generation.keep_working')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
