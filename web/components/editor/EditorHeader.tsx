// The editor header of spec §2: a slim bar over every editor (pages, passages, questions).
// Left: the Pena logo as the back link to the topic overview, the unit and topic names, the
// item's kind and title. Right: the save indicator, the Save button, the Next link and the
// editor's own actions (a menu). The back link asks first when there are unsaved changes or
// an equation is being edited; every other way out is guarded by EditorLayout's
// useUnsavedChanges.
//
// Stable API (the question editor uses it too):
//   <EditorHeader topic kind title saver dirty equationOpen readOnly onSave saveDisabled
//                 nextItem actions presence onLeave />
// Use it through <EditorLayout {...headerProps}>{editor}</EditorLayout>, which wires onLeave.
import { Anchor, Badge, Box, Button, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconChevronRight, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../feedback/index.ts';
import { Logo } from '../Logo.tsx';
import { MathText, mathToPlainText } from '../math/index.ts';
import { SaveIndicator } from '../saving/index.ts';
import type { SaveStatus } from '../saving/index.ts';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import type { EditorTopic, NextItem } from './topicItems.ts';
import { editorPaths } from './topicItems.ts';

/** A name for a tooltip or an accessible name: math as plain text. */
const plain = (text: string | null | undefined) => (text ? mathToPlainText(text) : undefined);

/** The part of useSaver's result the header shows. */
export type HeaderSaver = { status: SaveStatus; lastSavedAt: string | null; dirty: boolean; retry: () => void; conflict?: unknown };

export type EditorHeaderProps = {
  /** The topic the item belongs to (null while loading). */
  topic: EditorTopic | null | undefined;
  /** What is edited: "Text page", "Video page", "Passage", "Question". */
  kind: string;
  /** The item's title, when it has one. */
  title?: string | null;
  /** The saver of the item (useSaver's result fits); omitted on screens that do not save. */
  saver?: HeaderSaver | null;
  /** Unsaved changes; defaults to saver.dirty. */
  dirty?: boolean;
  /** An equation is being edited (its modal is open): leaving asks to discard it. */
  equationOpen?: boolean;
  /** The teacher may not edit: a read-only badge instead of the Save button. */
  readOnly?: boolean;
  /** The Save button (always offered unless readOnly or omitted). */
  onSave?: () => void;
  saveDisabled?: boolean;
  /** The next item of the topic, or the topic itself on the last item (see nextItemOf). */
  nextItem?: NextItem | null;
  /** More controls at the far right (e.g. the item's menu with Delete). */
  actions?: ReactNode;
  /** Who else has the item open (their avatars), first on the right. */
  presence?: ReactNode;
  /** Called when the teacher has confirmed leaving through the back link (EditorLayout sets it). */
  onLeave?: (to: string) => void;
  /** The header element (EditorLayout measures it so toolbars stick below it). */
  ref?: Ref<HTMLElement>;
};

export function EditorHeader({
  topic,
  kind,
  title,
  saver,
  dirty,
  equationOpen = false,
  readOnly = false,
  onSave,
  saveDisabled = false,
  nextItem,
  actions,
  presence,
  onLeave,
  ref,
}: EditorHeaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const unsaved = dirty ?? saver?.dirty ?? false;
  const backTo = topic ? editorPaths.topic(language, topic.id) : homePath(language);

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!unsaved && !equationOpen) return;
    // Modified clicks open a new tab: nothing is left, nothing to ask.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setAsking(true);
  };

  return (
    <Box
      ref={ref}
      component="header"
      data-testid="editor-header"
      px={{ base: 'sm', sm: 'lg' }}
      py={8}
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', position: 'sticky', top: 0, zIndex: 100 }}
    >
      {/* On narrow screens the actions wrap under the names instead of squeezing them. */}
      <Group justify="space-between" wrap="wrap" gap="xs" mih={48}>
        <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 280px' }}>
          <Tooltip label={topic ? t('editor.back_to_topic_named', { name: mathToPlainText(topic.name) }) : t('editor.back_home')} openDelay={400}>
            <Anchor
              component={Link}
              to={backTo}
              onClick={back}
              aria-label={topic ? t('editor.back_to_topic_named', { name: mathToPlainText(topic.name) }) : t('editor.back_home')}
              data-testid="editor-back"
              style={{ display: 'block', flexShrink: 0 }}
            >
              <Box visibleFrom="sm">
                <Logo height={28} />
              </Box>
              <Box hiddenFrom="sm">
                <Logo height={28} markOnly />
              </Box>
            </Anchor>
          </Tooltip>
          <Divider orientation="vertical" />
          <Stack gap={2} miw={0}>
            <Group gap={4} wrap="nowrap" miw={0} data-testid="editor-location">
              <Text size="xs" c="dimmed" truncate="end" title={plain(topic?.bundle_name)}>
                {topic ? <MathText inline>{topic.bundle_name}</MathText> : '…'}
              </Text>
              <IconChevronRight size={12} color="var(--mantine-color-gray-5)" style={{ flexShrink: 0 }} />
              <Text size="xs" c="dimmed" fw={600} truncate="end" title={plain(topic?.name)}>
                {topic ? <MathText inline>{topic.name}</MathText> : '…'}
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap" miw={0}>
              <Badge variant="light" size="sm" radius="sm" style={{ flexShrink: 0 }} data-testid="editor-kind">
                {kind}
              </Badge>
              {title && (
                <Text size="sm" fw={600} truncate="end" title={plain(title)} data-testid="editor-title">
                  <MathText inline>{title}</MathText>
                </Text>
              )}
            </Group>
          </Stack>
        </Group>

        {/* Its buttons wrap too: in one row the save note, Save, Next, Preview and the menu are
            wider than a phone (~710 px in Indonesian) and pushed the whole page sideways. */}
        <Group gap="sm" wrap="wrap" justify="flex-end" ml="auto" maw="100%">
          {presence}
          {saver && !readOnly && (
            <SaveIndicator status={saver.status} lastSavedAt={saver.lastSavedAt} dirty={saver.dirty} conflict={saver.conflict != null} onRetry={saver.retry} />
          )}
          {readOnly && (
            <Badge color="gray" variant="light" leftSection={<IconLock size={12} />} data-testid="editor-read-only">
              {t('editor.read_only')}
            </Badge>
          )}
          {onSave && !readOnly && (
            <Button
              onClick={onSave}
              disabled={saveDisabled}
              loading={saver?.status === 'pending'}
              leftSection={<IconDeviceFloppy size={16} />}
              data-testid="editor-save"
            >
              {t('common.save')}
            </Button>
          )}
          {nextItem && (
            <Tooltip label={nextItem.isItem ? t('editor.next_named', { name: nextItem.label }) : t('editor.back_to_topic')} openDelay={300}>
              <Button
                component={Link}
                to={nextItem.href}
                variant="default"
                rightSection={<IconArrowRight size={16} />}
                data-testid="editor-next"
                aria-label={nextItem.isItem ? t('editor.next_named', { name: nextItem.label }) : t('editor.back_to_topic')}
              >
                {nextItem.isItem ? t('editor.next') : t('editor.finish')}
              </Button>
            </Tooltip>
          )}
          {actions}
        </Group>
      </Group>

      <ConfirmModal
        opened={asking}
        title={equationOpen ? t('editor.equation_leave_title') : t('common.unsaved_title')}
        confirmLabel={equationOpen ? t('editor.discard_and_leave') : t('common.leave')}
        cancelLabel={t('common.stay')}
        tone="danger"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onLeave?.(backTo);
        }}
      >
        {equationOpen ? t('editor.equation_leave_body') : t('common.unsaved_body')}
      </ConfirmModal>
    </Box>
  );
}
