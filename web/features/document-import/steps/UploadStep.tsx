// Step 1, Upload (spec §2 "Import from document, AI flow: Upload, Processing, Review", §3
// "Other entities" (document quota), §5 "Upload types and sizes": PDF, DOC or DOCX up to 2 MB;
// the user confirms the file holds no personal information and agrees to the terms): which
// extractor reads the paper (the built-in reader, which keeps the paper on the school's server,
// or the configured AI model by name), the school's quota and when it recharges, the member's
// own share of it (DOCUMENT_QUOTA_MEMBER_SHARE), the file dropped or picked (refused here when
// of another kind or too large), the two confirmations, and Upload — which stays disabled until
// a file is chosen and both are ticked.
import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCpu, IconFileText, IconServer, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { DocumentImportInfo } from '../../../../domain/schemas/documents.ts';
import { FailureAlert, FileDrop } from '../../../components/importSteps/index.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { usePublicConfig } from '../../config/index.ts';
import { failureByCode } from '../failure.ts';
import type { Failure } from '../failure.ts';

type Props = {
  info: DocumentImportInfo | undefined;
  infoFailed: boolean;
  onRetryInfo: () => void;
  /** Sending: the upload's progress (0..1), or null when not sending. */
  sending: number | null;
  failure: Failure | null;
  onUpload: (file: File) => void;
  onFileChange: () => void;
};

export function ExtractorNote({ info }: { info: Pick<DocumentImportInfo, 'extractor' | 'model'> }) {
  const { t } = useTranslation();
  const builtin = info.extractor === 'builtin';
  const Icon = builtin ? IconServer : IconCpu;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="extractor-note">
      <Icon size={22} stroke={1.6} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden color="var(--mantine-color-pena-7)" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {builtin ? t('document_import.extractor.builtin') : t('document_import.extractor.llm', { model: info.model ?? t('document_import.extractor.unnamed') })}
        </Text>
        <Text size="sm" c="dimmed">
          {builtin ? t('document_import.extractor.builtin_help') : t('document_import.extractor.llm_help')}
        </Text>
      </Stack>
    </Group>
  );
}

function QuotaNote({ info }: { info: DocumentImportInfo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { balance, limit, expires_at } = info.quota;
  const member = info.member_quota;
  const date = expires_at === null ? null : formatDate(new Date(expires_at).toISOString(), language);
  return (
    <Group gap="xs" wrap="wrap" data-testid="quota">
      <Badge variant="light" color={balance > 0 ? 'pena' : 'red'} size="lg" tt="none">
        {t('document_import.quota.balance', { balance, limit })}
      </Badge>
      <Badge variant="outline" color={member.balance > 0 ? 'pena' : 'red'} size="lg" tt="none" data-testid="member-quota">
        {t('document_import.quota.member', { balance: member.balance, limit: member.limit })}
      </Badge>
      {date && (
        <Text size="sm" c="dimmed">
          {t('document_import.quota.recharges', { date })}
        </Text>
      )}
    </Group>
  );
}

export function UploadStep({ info, infoFailed, onRetryInfo, sending, failure, onUpload, onFileChange }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const links = usePublicConfig().data?.links;
  const labelId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [noPersonal, setNoPersonal] = useState(false);
  const [terms, setTerms] = useState(false);
  const busy = sending !== null;
  const exhausted = info !== undefined && info.quota.balance <= 0;
  const shareUsed = info !== undefined && !exhausted && info.member_quota.balance <= 0;
  const ready = file !== null && noPersonal && terms && !exhausted && !shareUsed && info !== undefined;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('document_import.upload.how_title')}
          </Title>
          {info ? (
            <>
              <ExtractorNote info={info} />
              <QuotaNote info={info} />
            </>
          ) : infoFailed ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('document_import.upload.info_failed')}>
              <Button mt="xs" size="xs" variant="default" onClick={onRetryInfo}>
                {t('document_import.retry')}
              </Button>
            </Alert>
          ) : (
            <Stack gap="xs" aria-busy>
              <Skeleton height={18} width="50%" />
              <Skeleton height={14} width="80%" />
              <Skeleton height={26} width={200} />
            </Stack>
          )}
          {exhausted && (
            <FailureAlert failure={failureByCode(t, 'quota_exhausted', {}, { language, quotaRechargesAt: info.quota.expires_at })} testId="quota-exhausted" />
          )}
          {shareUsed && (
            <FailureAlert
              failure={failureByCode(t, 'member_quota_exhausted', {}, { language, quotaRechargesAt: info.quota.expires_at, memberShare: info.member_quota.limit, memberRechargesAt: info.member_quota.expires_at })}
              testId="member-quota-exhausted"
            />
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id={labelId}>
              {t('document_import.upload.file_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('document_import.upload.file_help')}
            </Text>
          </Stack>
          <FileDrop
            purpose="document_import"
            prefix="document_import.upload"
            testId="document-file"
            labelledBy={labelId}
            icon={IconFileText}
            typesAsChoice
            file={file}
            onChange={(chosen) => {
              setFile(chosen);
              onFileChange();
            }}
            disabled={busy}
          />
          <Stack gap="xs">
            <Checkbox
              checked={noPersonal}
              onChange={(event) => setNoPersonal(event.currentTarget.checked)}
              disabled={busy}
              label={t('document_import.upload.no_personal_information')}
              data-testid="confirm-no-personal"
            />
            <Checkbox
              checked={terms}
              onChange={(event) => setTerms(event.currentTarget.checked)}
              disabled={busy}
              data-testid="confirm-terms"
              label={
                <Trans
                  i18nKey="document_import.upload.terms"
                  components={{ terms: links?.terms ? <Anchor href={links.terms} target="_blank" rel="noreferrer" size="sm" inherit underline="always" /> : <span /> }}
                />
              }
            />
          </Stack>
          {failure && <FailureAlert failure={failure} testId="upload-failure" />}
          {busy && (
            <Stack gap={4} role="status">
              <Text size="sm" c="dimmed">
                {sending < 1 ? t('document_import.upload.sending', { percent: Math.round(sending * 100) }) : t('document_import.upload.starting')}
              </Text>
              <Progress value={Math.round(sending * 100)} size="sm" animated aria-label={t('document_import.upload.sending', { percent: Math.round(sending * 100) })} />
            </Stack>
          )}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="upload-waits">
              {!busy && !ready && !exhausted && !shareUsed ? (file === null ? t('document_import.upload.waits_file') : t('document_import.upload.waits_confirm')) : null}
            </Text>
            <Button onClick={() => file && onUpload(file)} disabled={!ready} loading={busy} leftSection={<IconUpload size={16} aria-hidden />} data-testid="upload-button">
              {t('document_import.upload.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
