// The course form (spec §5) shared by create, create-assessment and edit: validated on
// every change with errors by field, submit blocked while invalid, a dirty flag and the
// leave/stay question on unsaved changes. The page says what to do with the values; a
// 422 puts the server's messages on the fields, other failures show the page's message.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnsavedChanges, withFlash } from '../../../components/feedback/index.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { isApiError } from '../../../lib/http.ts';
import { courseFormSchema } from './courseFormSchema.ts';
import type { CourseFormOutput, CourseFormValues } from './courseFormSchema.ts';
import { CourseFormFields } from './CourseFormFields.tsx';
import { mapServerFields } from './requestBody.ts';

/** Where a saved form goes, and the banner the page there shows. */
export type SavedTo = { to: string; flash: string };

export type CourseFormProps = {
  defaultValues: CourseFormValues;
  submitLabel: string;
  /** "Failed to create course. Please try again." and the like (spec §8). */
  failureMessage: string;
  /** Saves and answers where to go next and the success message to show there. Throws the ApiError on failure. */
  onSubmit: (values: CourseFormOutput) => Promise<SavedTo>;
  onCancel: () => void;
  /** The text of a 409 (someone saved the course in the meantime). */
  conflictMessage?: ReactNode;
  /** The course's author (the signed-in teacher when creating): always has access, so not offered for sharing. */
  authorId: number | null;
  /** The course being edited (its presenters are offered for the preview video); none when creating. */
  courseId?: number | null;
  /** False once the page leaves for another reason (the course was deleted): no leave question. */
  leaveGuard?: boolean;
};

export function CourseForm({
  defaultValues,
  submitLabel,
  failureMessage,
  onSubmit,
  onCancel,
  conflictMessage,
  authorId,
  courseId = null,
  leaveGuard = true,
}: CourseFormProps) {
  const { t } = useTranslation();
  const describeFailure = useFailureMessage();
  const navigate = useNavigate();
  const form = useForm<CourseFormValues, unknown, CourseFormOutput>({
    resolver: zodResolver(courseFormSchema),
    mode: 'onChange',
    defaultValues,
  });
  const { isDirty, isValid, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<ReactNode[] | null>(null);
  /** Set once saved: the form is clean, then the page moves on (so the leave question stays quiet). */
  const [next, setNext] = useState<SavedTo | null>(null);
  const unsaved = useUnsavedChanges(leaveGuard && isDirty && next === null);

  useEffect(() => {
    if (next === null) return;
    void navigate(next.to, withFlash(next.flash));
  }, [next, navigate]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setNext(await onSubmit(values));
    } catch (error) {
      if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) {
        const { byField, other } = mapServerFields(error.fields);
        for (const [field, message] of Object.entries(byField)) {
          form.setError(field as keyof CourseFormValues, { type: 'server', message }, { shouldFocus: true });
        }
        setFailure(other.length ? other : null);
        return;
      }
      if (isApiError(error) && error.status === 409 && conflictMessage) {
        setFailure([conflictMessage]);
        return;
      }
      setFailure([describeFailure(error, failureMessage)]);
    }
  });

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      {unsaved.modal}
      <CourseFormFields form={form} authorId={authorId} courseId={courseId} />
      <Paper withBorder p="md" mt="lg">
        <Stack gap="sm">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {failure.map((line, index) => (
                <Text key={index} size="sm">
                  {line}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs">
              {isDirty ? (
                <Badge variant="light" color="orange" tt="none" size="lg" data-testid="dirty-flag">
                  {t('course_form.unsaved')}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('course_form.no_changes')}
                </Text>
              )}
              {!isValid && isDirty && (
                <Text size="sm" c="red.7">
                  {t('course_form.fix_errors')}
                </Text>
              )}
            </Group>
            <Group gap="sm">
              <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={!isValid || !isDirty || isSubmitting} loading={isSubmitting}>
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
