// A question as a learner answers it in the preview (spec §2 "Preview"): the stem, the answers
// with the type's gestures, "Check answer" → a mark per part, the overall result, the
// explanation and the hint, and "Try again". The passage sits beside the question on wide
// screens and above it on a phone. Points show when the organization uses them. Checking is
// domain/rules/answerCheck.ts. Given a session, the answer and its result are kept there and
// found again when the question comes back (session.ts).
import { Alert, Badge, Box, Button, Collapse, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconBulb } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnswerResult, type LearnerResponse, checkAnswer, emptyResponse, learnerAnswers } from '../../../../domain/rules/answerCheck.ts';
import type { Passage } from '../../../../domain/schemas/content.ts';
import type { Question } from '../../../../domain/schemas/questions.ts';
import { RichTextView } from '../../../components/richText/index.ts';
import { CategorisePlayer } from './CategorisePlayer.tsx';
import { MultipleChoicePlayer, TrueFalsePlayer } from './ChoicePlayer.tsx';
import { CorrectOrderPlayer } from './CorrectOrderPlayer.tsx';
import { ExactValuePlayer } from './ExactValuePlayer.tsx';
import { GroupedChoicesPlayer } from './GroupedChoicesPlayer.tsx';
import { MatchingPlayer } from './MatchingPlayer.tsx';
import type { TypeProps } from './parts.tsx';
import { type PlayerSession, playerStateKey } from './session.ts';
import { listSeed, scrambled } from './shuffle.ts';

export interface QuestionPlayerProps {
  question: Question;
  /** The question's passage (question.passage_id), shown beside it; null when it has none. */
  passage: Passage | null;
  /** The organization uses points (enable_point_system): show the question's points and the score. */
  pointsEnabled: boolean;
  /** The topic's shuffle_answers; the question's own setting shuffles too. */
  shuffleAnswers: boolean;
  /** Makes shuffles deterministic (the same seed, the same order). */
  seed: number;
  /** The organization gives points per right part (enable_point_per_answer). */
  pointPerAnswer?: boolean;
  /** Told of each check (e.g. to remember the learner's progress through a topic). */
  onChecked?: (result: AnswerResult) => void;
  /** Where the answer and its result are kept while the learner goes to other questions. */
  session?: PlayerSession;
}

type Section = Question['explanation']['sections'][number];
const sectionHtml = (s: Section) => s.content_html || s.content;
const hasContent = (sections: readonly Section[]) => sections.some((s) => sectionHtml(s).trim() !== '');

function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((s) => {
        const html = sectionHtml(s);
        return html.trim() ? <RichTextView key={s.id} html={html} /> : null;
      })}
    </>
  );
}

/** The start of a response: a correct-order question starts scrambled by the seed. */
function initialResponse(question: Question, seed: number): LearnerResponse {
  const keys = learnerAnswers(question).map((a) => a.key);
  return emptyResponse(question, question.type === 'correct_order' ? scrambled(keys, listSeed(seed, question.id, 'order')) : []);
}

function TypeAnswers(props: TypeProps) {
  const { response } = props;
  const as = <R extends LearnerResponse>() => props as unknown as TypeProps<R>;
  switch (response.type) {
    case 'multiple_choice':
      return <MultipleChoicePlayer {...as<typeof response>()} />;
    case 'true_or_false':
      return <TrueFalsePlayer {...as<typeof response>()} />;
    case 'exact_value':
      return <ExactValuePlayer {...as<typeof response>()} />;
    case 'categorise':
      return <CategorisePlayer {...as<typeof response>()} />;
    case 'correct_order':
      return <CorrectOrderPlayer {...as<typeof response>()} />;
    case 'grouped_choices':
      return <GroupedChoicesPlayer {...as<typeof response>()} />;
    case 'matching_choices':
      return <MatchingPlayer {...as<typeof response>()} />;
  }
}

function Result({ result, question, pointsEnabled }: { result: AnswerResult; question: Question; pointsEnabled: boolean }) {
  const { t } = useTranslation();
  const parts = Object.values(result.parts);
  const counted = question.type !== 'multiple_choice' && question.type !== 'true_or_false' && parts.length > 1;
  return (
    <Alert
      role="status"
      color={result.correct ? 'teal' : 'red'}
      variant="light"
      icon={result.correct ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
      title={result.correct ? t('player.correct') : t('player.incorrect')}
      // The tint's own shade of teal is 4.3:1 on the tint: the title reads in the text colour,
      // the icon and the tint carry the colour (WCAG 1.4.3).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="player-result"
    >
      <Stack gap={4}>
        <Text size="sm">{result.correct ? t('player.correct_help') : t('player.incorrect_help')}</Text>
        {counted && !result.correct && <Text size="sm">{t('player.parts_right', { right: parts.filter(Boolean).length, total: parts.length })}</Text>}
        {pointsEnabled && result.score !== null && question.points !== null && (
          <Text size="sm" fw={600}>
            {t('player.score', { score: result.score, count: question.points })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function Player({ question, passage, pointsEnabled, shuffleAnswers, seed, pointPerAnswer = false, onChecked, session }: QuestionPlayerProps) {
  const { t } = useTranslation();
  const stateKey = playerStateKey(question, seed);
  const [response, setResponse] = useState<LearnerResponse>(() => session?.get(stateKey)?.response ?? initialResponse(question, seed));
  const [result, setResult] = useState<AnswerResult | null>(() => session?.get(stateKey)?.result ?? null);
  const [hintOpen, setHintOpen] = useState(() => session?.get(stateKey)?.hintOpen ?? false);
  useEffect(() => {
    session?.set(stateKey, { response, result, hintOpen });
  }, [session, stateKey, response, result, hintOpen]);
  const shuffle = shuffleAnswers || question.shuffle_answers;
  const hasHint = hasContent(question.hint.sections);
  const hasExplanation = hasContent(question.explanation.sections);
  const check = () => {
    const checked = checkAnswer(question, response, { pointPerAnswer });
    setResult(checked);
    onChecked?.(checked);
  };
  const tryAgain = () => {
    setResult(null);
    setHintOpen(false);
    setResponse(initialResponse(question, seed));
  };
  const nothingToAnswer = useMemo(() => {
    const probe = checkAnswer(question, emptyResponse(question, learnerAnswers(question).map((a) => a.key)), { pointPerAnswer });
    return Object.keys(probe.parts).length === 0;
  }, [question, pointPerAnswer]);

  const questionColumn = (
    <Stack gap="md" data-testid="question-player">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {t('player.question')}
        </Title>
        {pointsEnabled && question.points !== null && (
          <Badge variant="light" tt="none" data-testid="player-points">
            {t('player.points', { points: question.points })}
          </Badge>
        )}
      </Group>
      <RichTextView html={question.content_html} />
      <Sections sections={question.sections} />
      {nothingToAnswer ? (
        <Text c="dimmed">{t('player.no_parts')}</Text>
      ) : (
        <TypeAnswers question={question} response={response} onChange={setResponse} result={result} shuffle={shuffle} seed={seed} />
      )}
      <Group gap="sm">
        {result === null ? (
          <Button onClick={check} disabled={nothingToAnswer}>
            {t('player.check')}
          </Button>
        ) : (
          <Button variant="default" onClick={tryAgain}>
            {t('player.try_again')}
          </Button>
        )}
        {hasHint && result === null && (
          <Button variant="subtle" leftSection={<IconBulb size={16} aria-hidden />} onClick={() => setHintOpen((open) => !open)} aria-expanded={hintOpen}>
            {hintOpen ? t('player.hide_hint') : t('player.show_hint')}
          </Button>
        )}
      </Group>
      {result && <Result result={result} question={question} pointsEnabled={pointsEnabled} />}
      {result && hasExplanation && (
        <Paper withBorder radius="md" p="md" data-testid="player-explanation">
          <Text fw={600} mb="xs">
            {t('player.explanation')}
          </Text>
          <Sections sections={question.explanation.sections} />
        </Paper>
      )}
      {hasHint && (
        <Collapse expanded={hintOpen || result !== null}>
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-yellow-0)" data-testid="player-hint">
            <Text fw={600} mb="xs">
              {t('player.hint')}
            </Text>
            <Sections sections={question.hint.sections} />
          </Paper>
        </Collapse>
      )}
    </Stack>
  );

  if (!passage) return questionColumn;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('player.passage')} data-testid="player-passage" style={{ position: 'sticky', top: 16 }}>
          <Stack gap="sm">
            <Text fw={600}>{passage.title || t('player.passage')}</Text>
            <RichTextView html={passage.content_html} />
            <Sections sections={passage.sections} />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>{questionColumn}</Grid.Col>
    </Grid>
  );
}

/** The learner's view of one question; its state starts afresh for another question or version. */
export function QuestionPlayer(props: QuestionPlayerProps) {
  return (
    <Box>
      <Player key={playerStateKey(props.question, props.seed)} {...props} />
    </Box>
  );
}
