// The editor's toolbar. It re-renders only when one of the flags it shows changes
// (useEditorState), never on every keystroke. Buttons keep the editor's selection: they
// run their command on the focused editor and do not take focus on mouse down.
//
// It is a WAI-ARIA toolbar: one tab stop (the button last used, else the first), the arrow
// keys, Home and End move between its buttons, toggles say whether they are on
// (aria-pressed), and its parts are named groups.
import { ActionIcon, Button, Divider, Group, Loader, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconChevronDown,
  IconColumnInsertLeft,
  IconColumnInsertRight,
  IconColumnRemove,
  IconItalic,
  IconLink,
  IconLinkOff,
  IconList,
  IconListNumbers,
  IconMath,
  IconMusic,
  IconPhoto,
  IconRowInsertBottom,
  IconRowInsertTop,
  IconRowRemove,
  IconTable,
  IconTableOff,
  IconTablePlus,
  IconSubscript,
  IconSuperscript,
  IconUnderline,
  IconVideo,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useLayoutEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './richText.module.css';

export type ToolbarVariant = 'full' | 'compact';

export type ToolbarActions = {
  onLink: () => void;
  onImage: () => void;
  onAudio: () => void;
  onVideo: () => void;
  onEquation: () => void;
};

type Flags = {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  subscript: boolean;
  superscript: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  table: boolean;
  level: number;
  canUndo: boolean;
  canRedo: boolean;
};

const HEADING_LEVELS = [1, 2, 3, 4] as const;

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} openDelay={400} withinPortal>
      <ActionIcon
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        size="md"
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        data-toolbar-item
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

const ITEM = '[data-toolbar-item]';

/** The buttons that can take focus, in order (a disabled one is skipped). */
function itemsOf(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>(`${ITEM}:not([disabled])`)];
}

/**
 * Roving tabindex: `current` (the button focused last) is the toolbar's one tab stop; when it
 * is gone or disabled (Remove link leaves with the link, Undo is disabled), the first button is.
 */
function rove(toolbar: HTMLElement, current: HTMLElement | null): HTMLElement | null {
  const items = itemsOf(toolbar);
  const stop = current && items.includes(current) ? current : (items[0] ?? null);
  for (const item of toolbar.querySelectorAll<HTMLElement>(ITEM)) item.tabIndex = item === stop ? 0 : -1;
  return stop;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Left and right arrows (wrapping), Home and End move between the toolbar's buttons. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = KEY_MOVES[event.key];
  if (!move) return;
  const items = itemsOf(event.currentTarget);
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  items[move(index, items.length)]?.focus();
}

/** A named part of the toolbar (history, text, lists, links, insert). */
function ToolGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={2} wrap="nowrap" role="group" aria-label={label}>
      {children}
    </Group>
  );
}

export function Toolbar({
  editor,
  variant,
  actions,
  uploading,
  label,
  stickyTop,
}: {
  editor: Editor;
  variant: ToolbarVariant;
  actions: ToolbarActions;
  uploading: boolean;
  label: string;
  stickyTop?: number;
}) {
  const { t } = useTranslation();
  const flags = useEditorState<Flags>({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      subscript: e.isActive('subscript'),
      superscript: e.isActive('superscript'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      level: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const full = variant === 'full';
  const toolbarRef = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement | null>(null);
  // After every render: the buttons shown change with the selection (Remove link, the table menu).
  useLayoutEffect(() => {
    if (toolbarRef.current) current.current = rove(toolbarRef.current, current.current);
  });
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
    if (item) current.current = rove(event.currentTarget, item);
  };
  const styleLabel = flags.level ? t('rich_text.toolbar.heading', { level: flags.level }) : t('rich_text.toolbar.paragraph');

  return (
    <div
      className={classes.toolbar}
      ref={toolbarRef}
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      onFocus={onFocus}
      style={stickyTop !== undefined ? { top: stickyTop } : undefined}
    >
      <Group gap={2} wrap="wrap">
        {full && (
          <>
            <ToolGroup label={t('rich_text.toolbar.group_history')}>
              <ToolButton label={t('rich_text.toolbar.undo')} icon={<IconArrowBackUp size={18} />} disabled={!flags.canUndo} onClick={() => chain().undo().run()} />
              <ToolButton label={t('rich_text.toolbar.redo')} icon={<IconArrowForwardUp size={18} />} disabled={!flags.canRedo} onClick={() => chain().redo().run()} />
            </ToolGroup>
            <Divider orientation="vertical" mx={4} />
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  rightSection={<IconChevronDown size={14} />}
                  aria-label={t('rich_text.toolbar.text_style', { style: styleLabel })}
                  onMouseDown={(event) => event.preventDefault()}
                  className={classes.styleButton}
                  data-toolbar-item
                >
                  {styleLabel}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => chain().setParagraph().run()}>{t('rich_text.toolbar.paragraph')}</Menu.Item>
                {HEADING_LEVELS.map((level) => (
                  <Menu.Item key={level} onClick={() => chain().setHeading({ level }).run()} className={classes[`h${level}`]}>
                    {t('rich_text.toolbar.heading', { level })}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Divider orientation="vertical" mx={4} />
          </>
        )}
        <ToolGroup label={t('rich_text.toolbar.group_text')}>
          <ToolButton label={t('rich_text.toolbar.bold')} icon={<IconBold size={18} />} active={flags.bold} onClick={() => chain().toggleBold().run()} />
          <ToolButton label={t('rich_text.toolbar.italic')} icon={<IconItalic size={18} />} active={flags.italic} onClick={() => chain().toggleItalic().run()} />
          <ToolButton
            label={t('rich_text.toolbar.underline')}
            icon={<IconUnderline size={18} />}
            active={flags.underline}
            onClick={() => chain().toggleUnderline().run()}
          />
          {full && (
            <>
              <ToolButton
                label={t('rich_text.toolbar.subscript')}
                icon={<IconSubscript size={18} />}
                active={flags.subscript}
                onClick={() => chain().toggleSubscript().run()}
              />
              <ToolButton
                label={t('rich_text.toolbar.superscript')}
                icon={<IconSuperscript size={18} />}
                active={flags.superscript}
                onClick={() => chain().toggleSuperscript().run()}
              />
            </>
          )}
        </ToolGroup>
        <Divider orientation="vertical" mx={4} />
        <ToolGroup label={t('rich_text.toolbar.group_lists')}>
          <ToolButton
            label={t('rich_text.toolbar.bullet_list')}
            icon={<IconList size={18} />}
            active={flags.bulletList}
            onClick={() => chain().toggleBulletList().run()}
          />
          <ToolButton
            label={t('rich_text.toolbar.ordered_list')}
            icon={<IconListNumbers size={18} />}
            active={flags.orderedList}
            onClick={() => chain().toggleOrderedList().run()}
          />
        </ToolGroup>
        <Divider orientation="vertical" mx={4} />
        <ToolGroup label={t('rich_text.toolbar.group_links')}>
          <ToolButton label={t('rich_text.toolbar.link')} icon={<IconLink size={18} />} active={flags.link} onClick={actions.onLink} />
          {flags.link && (
            <ToolButton label={t('rich_text.toolbar.unlink')} icon={<IconLinkOff size={18} />} onClick={() => chain().extendMarkRange('link').unsetLink().run()} />
          )}
        </ToolGroup>
        {full && <TableMenu editor={editor} inTable={flags.table} />}
        <Divider orientation="vertical" mx={4} />
        <ToolGroup label={t('rich_text.toolbar.group_insert')}>
          <ToolButton label={t('rich_text.toolbar.image')} icon={<IconPhoto size={18} />} disabled={uploading} onClick={actions.onImage} />
          <ToolButton label={t('rich_text.toolbar.audio')} icon={<IconMusic size={18} />} disabled={uploading} onClick={actions.onAudio} />
          {full && <ToolButton label={t('rich_text.toolbar.video')} icon={<IconVideo size={18} />} onClick={actions.onVideo} />}
          <ToolButton label={t('rich_text.toolbar.equation')} icon={<IconMath size={18} />} onClick={actions.onEquation} />
          {uploading && <Loader size="xs" ml="xs" aria-label={t('rich_text.media.uploading')} />}
        </ToolGroup>
      </Group>
    </div>
  );
}

function TableMenu({ editor, inTable }: { editor: Editor; inTable: boolean }) {
  const { t } = useTranslation();
  const chain = () => editor.chain().focus();
  if (!inTable) {
    return (
      <>
        <Divider orientation="vertical" mx={4} />
        <ToolButton
          label={t('rich_text.table.insert')}
          icon={<IconTablePlus size={18} />}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        />
      </>
    );
  }
  return (
    <>
      <Divider orientation="vertical" mx={4} />
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconTable size={16} />}
            rightSection={<IconChevronDown size={14} />}
            onMouseDown={(event) => event.preventDefault()}
            data-toolbar-item
          >
            {t('rich_text.table.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconRowInsertTop size={16} />} onClick={() => chain().addRowBefore().run()}>
            {t('rich_text.table.row_above')}
          </Menu.Item>
          <Menu.Item leftSection={<IconRowInsertBottom size={16} />} onClick={() => chain().addRowAfter().run()}>
            {t('rich_text.table.row_below')}
          </Menu.Item>
          <Menu.Item leftSection={<IconRowRemove size={16} />} onClick={() => chain().deleteRow().run()}>
            {t('rich_text.table.delete_row')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconColumnInsertLeft size={16} />} onClick={() => chain().addColumnBefore().run()}>
            {t('rich_text.table.column_left')}
          </Menu.Item>
          <Menu.Item leftSection={<IconColumnInsertRight size={16} />} onClick={() => chain().addColumnAfter().run()}>
            {t('rich_text.table.column_right')}
          </Menu.Item>
          <Menu.Item leftSection={<IconColumnRemove size={16} />} onClick={() => chain().deleteColumn().run()}>
            {t('rich_text.table.delete_column')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => chain().toggleHeaderRow().run()}>{t('rich_text.table.header_row')}</Menu.Item>
          <Menu.Item color="red" leftSection={<IconTableOff size={16} />} onClick={() => chain().deleteTable().run()}>
            {t('rich_text.table.delete_table')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
