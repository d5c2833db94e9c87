// The Copy/Move modal (spec §2, §4): (1) copy or move, (2) browse to the target, (3) for a
// question or passage, whether linked questions come along, (4) a summary with warnings;
// then POST /content/copy or /content/move with a request_id made once per confirmed action
// and sent again on a retry (so a retry never makes a second copy). Done at once (200): the
// result; a background job (202): its progress (web/components/jobs) until completed, then the
// result. Failures show the "Failed to copy …" line (§8 "Create, update and delete failures")
// with the server's reason.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyAction, CopyMoveResult } from '../../../../domain/schemas/copying.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { JobProgressModal, jobFailure } from '../../../components/jobs/index.ts';
import { mathToPlainText } from '../../../components/math/index.ts';
import { refreshAfter, readResult, useSubmitCopyMove } from '../data/mutations.ts';
import { useTargetOrganizations } from '../data/hooks.ts';
import { currentParentId, firstStep, hasLinkOption, initialAction, initialBrowse, stepsFor } from '../flow.ts';
import type { Browse, Step } from '../flow.ts';
import type { CopyMoveModalProps, CopySource } from '../types.ts';
import { ActionStep, OptionsStep } from './ChoiceSteps.tsx';
import { describeFailure } from './failure.ts';
import { ResultView } from './ResultView.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import { TargetBrowser } from './TargetBrowser.tsx';
import type { Choice } from './TargetLists.tsx';
import { screenWord } from '../../../lib/screenWords.ts';

export function CopyMoveModal({ source, onClose }: CopyMoveModalProps) {
  if (!source) return null;
  return <CopyMoveFlow key={`${source.kind}:${source.id}:${source.action ?? ''}`} source={source} onClose={onClose} />;
}

function CopyMoveFlow({ source, onClose }: { source: CopySource; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const organizations = useTargetOrganizations();
  const submit = useSubmitCopyMove();
  const [step, setStep] = useState<Step>(() => firstStep(source));
  const [action, setAction] = useState<CopyAction | null>(() => initialAction(source));
  const [browse, setBrowse] = useState<Browse>(() => initialBrowse(source));
  const [target, setTarget] = useState<Choice | null>(null);
  const [includeLinked, setIncludeLinked] = useState(false);
  // The background job being followed (its progress modal shows instead of this one).
  const [jobUuid, setJobUuid] = useState<string | null>(null);
  // Set once done; its result is null when the job's reply is not the expected shape.
  const [done, setDone] = useState<{ result: CopyMoveResult | null } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // One request_id per confirmed action (what, where, with which option), kept for retries.
  const request = useRef<{ signature: string; id: string } | null>(null);

  const kind = t(`copy_move.kinds.${screenWord(source.kind)}`);
  const name = mathToPlainText(source.name);
  const steps = stepsFor(source.kind);
  const index = steps.indexOf(step);
  const running = submit.isPending || jobUuid !== null;

  const chooseAction = (value: CopyAction) => {
    setAction(value);
    setFailure(null);
    if (value === 'move' && target && target.id === currentParentId(source)) setTarget(null);
  };

  const finish = (job: JobStatusReply) => {
    const result = readResult(job);
    setDone({ result });
    setJobUuid(null);
    void refreshAfter(queryClient, source, result);
  };

  const confirm = () => {
    if (!action || !target) return;
    const signature = `${action}:${target.id}:${includeLinked}`;
    if (request.current?.signature !== signature) request.current = { signature, id: crypto.randomUUID() };
    setFailure(null);
    submit.mutate(
      {
        action,
        body: { kind: source.kind, id: source.id, target_id: target.id, include_linked_questions: includeLinked, request_id: request.current.id },
      },
      {
        onSuccess: (job) => {
          if (job.status === 'completed') finish(job);
          else if (job.status === 'failed' || job.status === 'cancelled') setFailure(jobFailure(job));
          else setJobUuid(job.uuid);
        },
        onError: setFailure,
      },
    );
  };

  const canGoOn = step === 'action' ? action !== null : step === 'target' ? target !== null : true;
  const title = action ? t(`copy_move.title.${action}`, { kind }) : t('copy_move.title.choose', { kind });
  const failed = failure && action ? describeFailure(t, failure, action, source.kind) : null;

  return (
    <>
      <Modal
        opened={jobUuid === null}
        onClose={running ? () => {} : onClose}
        title={title}
        size="lg"
        closeOnClickOutside={!running}
        closeOnEscape={!running}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        fullScreen={false}
      >
        {done && action && target ? (
          <ResultView action={action} targetName={target.name} result={done.result} onDone={onClose} />
        ) : (
          <Stack gap="md">
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
                {t('copy_move.step', { number: index + 1, total: steps.length })} · {t(`copy_move.steps.${step}`)}
              </Text>
              <Text size="sm" mt={4} style={{ wordBreak: 'break-word' }} data-testid="copy-move-source">
                {t('copy_move.source', { kind: kind.charAt(0).toLocaleUpperCase() + kind.slice(1), name })}
              </Text>
            </div>
            {step === 'action' && <ActionStep kind={source.kind} action={action} onChange={chooseAction} />}
            {step === 'target' && (
              <TargetBrowser
                source={source}
                moving={action === 'move'}
                organizations={organizations.data ?? []}
                browse={browse}
                onBrowse={setBrowse}
                selected={target}
                onSelect={(choice) => {
                  setTarget(choice);
                  setFailure(null);
                }}
              />
            )}
            {step === 'options' && hasLinkOption(source.kind) && (
              <OptionsStep kind={source.kind as 'question' | 'passage'} includeLinked={includeLinked} onChange={setIncludeLinked} />
            )}
            {step === 'summary' && action && target && (
              <SummaryStep source={source} action={action} target={target} browse={browse} organizations={organizations.data ?? []} includeLinked={includeLinked} />
            )}
            {failed && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title={failed.message}>
                {failed.reason}
              </Alert>
            )}
            {step === 'target' && (
              <Text size="sm" c={target ? undefined : 'dimmed'} data-testid="copy-move-selected" style={{ wordBreak: 'break-word' }}>
                {target ? t('copy_move.target.selected', { name: target.name }) : t('copy_move.target.none_selected')}
              </Text>
            )}
            {/* Back keeps the left; on a narrow screen the other two wrap below it, still on the right. */}
            <Group justify="flex-end" gap="sm">
              {index > 0 && steps[index - 1] && (
                <Button variant="subtle" onClick={() => setStep(steps[index - 1]!)} disabled={running} mr="auto">
                  {t('copy_move.back')}
                </Button>
              )}
              <Group gap="sm" ml="auto">
                <Button variant="default" onClick={onClose} disabled={running}>
                  {t('common.cancel')}
                </Button>
                {step === 'summary' && action ? (
                  <Button onClick={confirm} loading={running}>
                    {t(`copy_move.summary.confirm.${action}`, { kind })}
                  </Button>
                ) : (
                  <Button onClick={() => setStep(steps[index + 1]!)} disabled={!canGoOn}>
                    {t('copy_move.next')}
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        )}
      </Modal>
      <JobProgressModal
        uuid={jobUuid}
        title={action ? t(`copy_move.progress.${action}`, { kind, name }) : ''}
        onCompleted={finish}
        onFailed={(error) => {
          setFailure(error);
          setJobUuid(null);
        }}
      />
    </>
  );
}
