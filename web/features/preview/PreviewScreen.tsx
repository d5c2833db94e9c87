// The learner preview (spec §2 "Preview"), route /{lang}/preview/{token}: outside the login
// gate, since the link works in a private window with no session until it expires. The
// token in the address is the capability; `?version=published` shows the published
// snapshot instead of the drafts; while the other version loads, the one on screen stays,
// dimmed, with a small loader by the switch. The learner's answers are kept for as long as the
// page is open (one player session for both versions). An expired link gets a friendly page; a link that is not
// one (tampered, malformed, its topic gone) gets the app's not-found page.
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { PreviewVersion } from '../../../domain/schemas/preview.ts';
import { ErrorScreen } from '../../components/ErrorScreen/index.ts';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import { isApiError } from '../../lib/http.ts';
import { usePreviewTopic } from './data/hooks.ts';
import { seedOf } from './order.ts';
import { PreviewContent } from './PreviewContent.tsx';
import { PreviewExpired } from './PreviewExpired.tsx';
import { PreviewHeader } from './PreviewHeader.tsx';
import { usePlayerSession } from './player/index.ts';

const positiveId = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

export function PreviewScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const version: PreviewVersion = search.get('version') === 'published' ? 'published' : 'draft';
  const preview = usePreviewTopic(token, version);
  const session = usePlayerSession();
  useScreenTitle(preview.data ? `${t('preview.title')}: ${preview.data.topic.name}` : t('preview.title'));

  if (preview.isError) {
    const error = preview.error;
    if (isApiError(error) && error.status === 404 && error.body?.expired === true) return <PreviewExpired />;
    // A malformed link (422) is no page either.
    const name = isApiError(error) ? (error.status === 422 ? 'notFound' : error.kind) : 'unknownError';
    return <ErrorScreen name={name} signedIn={false} courseListPath={homePath(language)} fullScreen />;
  }
  if (!preview.data) return <LoadingScreen />;
  // The version on screen is the one loaded, until the one asked for arrives.
  const switching = preview.isPlaceholderData;

  const setVersion = (next: PreviewVersion) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'draft') params.delete('version');
        else params.set('version', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <PreviewHeader
        topic={preview.data.topic}
        version={version}
        publishedAvailable={preview.data.published_available}
        onVersion={setVersion}
        loading={switching}
      />
      <Box
        aria-busy={switching || undefined}
        data-testid="preview-body"
        style={{ opacity: switching ? 0.55 : 1, pointerEvents: switching ? 'none' : undefined, transition: 'opacity 150ms ease' }}
      >
        <PreviewContent
          key={preview.data.version}
          preview={preview.data}
          seed={seedOf(token)}
          start={{ page: positiveId(search.get('page')), question: positiveId(search.get('question')) }}
          session={session}
        />
      </Box>
    </Box>
  );
}
