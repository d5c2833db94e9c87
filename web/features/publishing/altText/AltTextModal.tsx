// "Add alternative text" on the publish page (WCAG 1.1.1, ATAG B.2.3): the images of a page or
// question (and of the passage the question reads) whose alt text is missing, each shown with
// a field for its text, saved through the item's own update call with the version just read.
// Every image needs a text: blank alt counts as missing (domain/rules/imageAlt.ts), so there is
// no "decorative" choice here. A 409 (someone saved meanwhile) reads the item again and keeps
// what was typed, by image address, to save onto the newest version.
import { Alert, Button, Group, Image, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, Passage } from '../../../../domain/schemas/content.ts';
import type { PublishItem } from '../../../../domain/schemas/publishing.ts';
import type { Question } from '../../../../domain/schemas/questions.ts';
import { failureMessage } from '../../../components/failureMessage.ts';
import { topicKeys } from '../../../lib/content/keys.ts';
import { isApiError } from '../../../lib/http.ts';
import { pageApi, pageKeys } from '../../pages/index.ts';
import { passageApi, passageKeys } from '../../passages/index.ts';
import { questionApi, questionKeys } from '../../questions/index.ts';
import { publishingKeys } from '../data/keys.ts';
import { imagesWithoutAlt, pageDocument, passageDocument, questionDocument, withAltTexts, type MissingAltImage } from './documents.ts';

type Props = { item: Pick<PublishItem, 'id' | 'kind' | 'title'>; opened: boolean; onClose: () => void };

export function AltTextModal({ item, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('publishing.alt_text.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened && <AltTextForm item={item} onDone={onClose} />}
    </Modal>
  );
}

type PartKind = 'chapter' | 'question' | 'passage';

/** One record to save: its images lacking alt and how it goes back to the server. */
interface Part {
  kind: PartKind;
  images: MissingAltImage[];
  save: (alts: ReadonlyMap<string, string>) => Promise<{ id: number; topic_id: number }>;
  detailKey: readonly unknown[];
}

const fresh = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false, retry: false } as const;

function useParts(item: Props['item']) {
  const page = useQuery({ queryKey: publishingKeys.altText('chapter', item.id), queryFn: () => pageApi.get(item.id), enabled: item.kind === 'chapter', ...fresh });
  const question = useQuery({ queryKey: publishingKeys.altText('question', item.id), queryFn: () => questionApi.get(item.id), enabled: item.kind === 'question', ...fresh });
  const passageId = question.data?.passage_id ?? null;
  const passage = useQuery({ queryKey: publishingKeys.altText('passage', passageId ?? 0), queryFn: () => passageApi.get(passageId!), enabled: passageId !== null, ...fresh });
  const queries = item.kind === 'chapter' ? [page] : passageId === null ? [question] : [question, passage];
  const parts: Part[] = [];
  if (page.data) {
    const record: Page = page.data;
    parts.push({ kind: 'chapter', images: imagesWithoutAlt(record, pageDocument), detailKey: pageKeys.detail(record.id), save: (alts) => pageApi.update(record.id, withAltTexts(record, pageDocument, alts), record.lock_version) });
  }
  if (question.data) {
    const record: Question = question.data;
    parts.push({ kind: 'question', images: imagesWithoutAlt(record, questionDocument), detailKey: questionKeys.detail(record.id), save: (alts) => questionApi.update(record.id, withAltTexts(record, questionDocument, alts), record.lock_version) });
  }
  if (passage.data && passageId !== null) {
    const record: Passage = passage.data;
    parts.push({ kind: 'passage', images: imagesWithoutAlt(record, passageDocument), detailKey: passageKeys.detail(record.id), save: (alts) => passageApi.update(record.id, withAltTexts(record, passageDocument, alts), record.lock_version) });
  }
  return {
    parts,
    loading: queries.some((q) => q.isPending),
    error: queries.find((q) => q.error)?.error ?? null,
    refetch: () => Promise.all(queries.map((q) => q.refetch())),
  };
}

/** The screens' word for a record kind (the API says chapter). */
const word = (kind: PartKind) => (kind === 'chapter' ? 'page' : kind);

const fieldKey = (kind: PartKind, image: MissingAltImage) => `${kind}:${image.key}`;

function AltTextForm({ item, onDone }: { item: Props['item']; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { parts, loading, error, refetch } = useParts(item);
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useRef(new Map<string, HTMLTextAreaElement>());

  if (loading) {
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (error) {
    return (
      <Alert color="red" role="alert">
        {failureMessage(t, error, t('publishing.alt_text.load_failed'))}
      </Alert>
    );
  }

  const images = parts.flatMap((part) => part.images.map((image) => ({ part, image, key: fieldKey(part.kind, image) })));
  const blank = (key: string) => (alts[key] ?? '').trim() === '';
  const kindWord = (kind: PartKind) => t(`publishing.alt_text.kind.${word(kind)}`);

  const save = async () => {
    setSubmitted(true);
    const firstBlank = images.find((i) => blank(i.key));
    if (firstBlank) {
      fields.current.get(firstBlank.key)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    let current: Part | null = null;
    try {
      for (const part of parts) {
        if (part.images.length === 0) continue;
        current = part;
        const saved = await part.save(new Map(part.images.map((image) => [image.key, alts[fieldKey(part.kind, image)] ?? ''])));
        queryClient.setQueryData(part.detailKey, saved);
        void queryClient.invalidateQueries({ queryKey: topicKeys.detail(saved.topic_id), refetchType: 'none' });
      }
      await queryClient.invalidateQueries({ predicate: (query) => publishingKeys.isTree(query.queryKey) });
      onDone();
    } catch (caught) {
      if (isApiError(caught) && caught.status === 409) {
        setFailure(t('publishing.alt_text.conflict', { what: t(`publishing.alt_text.kind_in_sentence.${word(current?.kind ?? item.kind)}`) }));
        await refetch();
      } else {
        setFailure(failureMessage(t, caught, t('publishing.alt_text.save_failed')));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('publishing.alt_text.intro', { what: kindWord(item.kind), title: item.title || t('publishing.untitled') })}</Text>
        {failure && (
          <Alert color="red" role="alert" data-testid="alt-text-failure">
            {failure}
          </Alert>
        )}
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('publishing.alt_text.none_left')}
          </Text>
        ) : (
          images.map(({ part, image, key }, i) => (
            <Paper key={key} withBorder p="xs" data-testid="alt-text-image">
              <Group align="flex-start" wrap="wrap" gap="sm">
                <Image src={image.src} alt={t('publishing.alt_text.image_n', { n: i + 1 })} w={120} h={90} fit="contain" bg="gray.0" radius="sm" style={{ flexShrink: 0 }} />
                <Textarea
                  ref={(node) => {
                    if (node) fields.current.set(key, node);
                    else fields.current.delete(key);
                  }}
                  style={{ flex: '1 1 14rem', minWidth: 0 }}
                  label={t('publishing.alt_text.field', { n: i + 1 })}
                  description={part.kind === 'passage' ? t('publishing.alt_text.in_passage') : undefined}
                  required
                  autosize
                  minRows={2}
                  maxRows={5}
                  value={alts[key] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setAlts((all) => ({ ...all, [key]: value }));
                  }}
                  error={submitted && blank(key) ? t('publishing.alt_text.required') : undefined}
                  data-autofocus={i === 0 ? true : undefined}
                />
              </Group>
            </Paper>
          ))
        )}
        <Text size="xs" c="dimmed">
          {t('publishing.alt_text.hint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          {images.length > 0 && (
            <Button type="submit" loading={saving}>
              {t('publishing.alt_text.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
