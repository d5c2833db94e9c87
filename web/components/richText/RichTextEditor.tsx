// The rich-text editor of pages, passages and questions (spec §2 "Course, unit and topic
// forms"): headings, lists, bold/italic/underline, tables, validated links, images and audio by
// media id, embedded video, and math written as [% %] / [[% %]] text that shows rendered and
// opens the equation modal. The value is HTML; onChange receives the editor's HTML shortly
// after each change (see useRichTextEditor for why it is not on every keystroke).
import { Alert, CloseButton, Input, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { EditorContent } from '@tiptap/react';
import { useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import 'katex/dist/katex.min.css';
import './jsdomShims.ts';
import { imageTags } from '../../../domain/rules/imageAlt.ts';
import { acceptAttribute } from '../../../domain/uploads.ts';
import { EquationModal } from '../math/EquationModal.tsx';
import { EmbedDialog } from './EmbedDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { Toolbar, type ToolbarVariant } from './Toolbar.tsx';
import type { MathOpenRequest } from './extensions/index.ts';
import { ImageAltText, type ImageAltHandle } from './ImageAltText.tsx';
import { useMediaUploads } from './useMediaUploads.ts';
import { useWordPasteHint } from './useWordPasteHint.ts';
import { useRichTextEditor } from './useRichTextEditor.ts';
import classes from './richText.module.css';

export type RichTextEditorProps = {
  /** The HTML (as stored). */
  value: string;
  /** Receives the editor's HTML ('' when empty), debounced by ~150 ms and flushed on blur. */
  onChange: (html: string) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  /** Minimum height of the writing area in px. */
  minHeight?: number;
  /** 'full' for pages and passages; 'compact' for answers, hints and other short fields. */
  toolbar?: ToolbarVariant;
  /** The topic that images and audio are uploaded for. */
  topicId: number;
  readOnly?: boolean;
  'aria-label'?: string;
  /** Reports whether the equation modal is open (the editor header asks before leaving). */
  onEquationModalChange?: (open: boolean) => void;
  id?: string;
  required?: boolean;
  /**
   * Where the toolbar sticks while the page scrolls (px from the top of the viewport), e.g.
   * below a sticky editor header. Defaults to the CSS variable --pena-sticky-top, else 0.
   */
  toolbarStickyTop?: number;
  /** Imperative access: focus, flush pending HTML now (before a manual save), the TipTap editor. */
  handleRef?: Ref<RichTextEditorHandle>;
};

export type RichTextEditorHandle = {
  focus: () => void;
  /** Sends any HTML still waiting for the debounce to onChange right away. */
  flush: () => void;
  /** Null for the moment the editor is being remade (hidden and shown again). */
  editor: Editor | null;
};

type EquationState = { opened: boolean; latex: string; display: boolean; pos: number | null };
type LinkState = { opened: boolean; initialUrl: string; askText: boolean };

export function RichTextEditor({
  value,
  onChange,
  label,
  description,
  error,
  placeholder,
  minHeight = 160,
  toolbar = 'full',
  topicId,
  readOnly = false,
  onEquationModalChange,
  id,
  required,
  handleRef,
  toolbarStickyTop,
  ...rest
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;

  const [equation, setEquation] = useState<EquationState>({ opened: false, latex: '', display: false, pos: null });
  const [link, setLink] = useState<LinkState>({ opened: false, initialUrl: '', askText: false });
  const [embedOpened, setEmbedOpened] = useState(false);
  const imageInput = useRef<HTMLInputElement>(null);
  const audioInput = useRef<HTMLInputElement>(null);
  const uploadsRef = useRef<ReturnType<typeof useMediaUploads> | null>(null);
  const wordHint = useWordPasteHint();

  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const attributes: Record<string, string> = {
    id: baseId,
    role: 'textbox',
    'aria-multiline': 'true',
    class: classes.prose!,
    style: `min-height: ${minHeight}px`,
    ...(label ? { 'aria-labelledby': labelId } : {}),
    ...(rest['aria-label'] ? { 'aria-label': rest['aria-label'] } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
  };

  const { editor, flush } = useRichTextEditor({
    value,
    onChange,
    readOnly,
    ...(placeholder ? { placeholder } : {}),
    onOpenMath: (request: MathOpenRequest) => setEquation({ opened: true, ...request }),
    mathLabel: (latex) => t('rich_text.math.node_label', { latex }),
    onFiles: (files, _view, at, html) => uploadsRef.current?.upload(files, at, imageTags(html).map((image) => image.alt)),
    onPasteHtml: wordHint.noticePaste,
    attributes,
  });

  useImperativeHandle(handleRef, () => ({ focus: () => editor?.commands.focus(), flush, editor }), [editor, flush]);

  const altText = useRef<ImageAltHandle>(null);
  const uploads = useMediaUploads(editor, topicId, (image) => altText.current?.prompt(image));
  useEffect(() => {
    uploadsRef.current = uploads;
  });

  useEffect(() => {
    onEquationModalChange?.(equation.opened);
  }, [equation.opened, onEquationModalChange]);

  // Between a hidden editor's end and its successor (see useRichTextEditor): an empty frame
  // of the same size, so nothing jumps.
  if (!editor) {
    return (
      <Stack gap={4} className={classes.root}>
        {label && <Input.Label required={required}>{label}</Input.Label>}
        <div className={classes.frame} data-variant={toolbar} style={{ minHeight }} aria-busy="true" />
      </Stack>
    );
  }

  const openLink = () => {
    const { empty } = editor.state.selection;
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setLink({ opened: true, initialUrl: href, askText: empty && !href });
  };

  const saveLink = (url: string, text: string) => {
    setLink((l) => ({ ...l, opened: false }));
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: text || url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href: url }).run();
    }
  };

  const closeEquation = () => {
    setEquation((e) => ({ ...e, opened: false }));
    editor.commands.focus();
  };

  return (
    <Stack gap={4} className={classes.root} data-read-only={readOnly || undefined}>
      {label && (
        <Input.Label id={labelId} required={required} onClick={() => editor.commands.focus()}>
          {label}
        </Input.Label>
      )}
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <div className={classes.frame} data-error={error ? true : undefined} data-variant={toolbar}>
        {!readOnly && (
          <Toolbar
            editor={editor}
            variant={toolbar}
            uploading={uploads.pending > 0}
            {...(toolbarStickyTop !== undefined ? { stickyTop: toolbarStickyTop } : {})}
            label={t('rich_text.toolbar.label')}
            actions={{
              onLink: openLink,
              onImage: () => imageInput.current?.click(),
              onAudio: () => audioInput.current?.click(),
              onVideo: () => setEmbedOpened(true),
              onEquation: () => editor.commands.openEquation(),
            }}
          />
        )}
        {/* Listened to here, not on the editor's view: the view is not there until this mounts. */}
        <EditorContent
          editor={editor}
          className={classes.content}
          onDoubleClick={(event) => {
            if (event.target instanceof HTMLImageElement) altText.current?.editSelected();
          }}
        />
      </div>
      <ImageAltText editor={editor} readOnly={readOnly} handleRef={altText} />
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
      {uploads.failures.map((failure) => (
        <Alert
          key={failure.key}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          withCloseButton={false}
          py="xs"
        >
          <div className={classes.note}>
            <span>{t('rich_text.media.upload_failed', { name: failure.name })}</span>
            <CloseButton size="sm" aria-label={t('common.dismiss')} onClick={() => uploads.dismiss(failure.key)} />
          </div>
        </Alert>
      ))}
      {wordHint.shown && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} py="xs">
          <div className={classes.note}>
            <span>{t('rich_text.paste.word_hint')}</span>
            <CloseButton size="sm" aria-label={t('common.dismiss')} onClick={wordHint.dismiss} />
          </div>
        </Alert>
      )}
      <input
        ref={imageInput}
        type="file"
        hidden
        multiple
        accept={acceptAttribute('image')}
        aria-label={t('rich_text.toolbar.image')}
        data-testid="rich-text-image-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length) uploads.upload(files, null);
        }}
      />
      <input
        ref={audioInput}
        type="file"
        hidden
        accept={acceptAttribute('audio')}
        aria-label={t('rich_text.toolbar.audio')}
        data-testid="rich-text-audio-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length) uploads.upload(files, null);
        }}
      />
      <LinkDialog
        opened={link.opened}
        initialUrl={link.initialUrl}
        askText={link.askText}
        onSave={saveLink}
        onRemove={() => {
          setLink((l) => ({ ...l, opened: false }));
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
        onCancel={() => {
          setLink((l) => ({ ...l, opened: false }));
          editor.commands.focus();
        }}
      />
      <EmbedDialog
        opened={embedOpened}
        onSave={(embed) => {
          setEmbedOpened(false);
          editor.chain().focus().setEmbed({ src: embed.src, provider: embed.provider }).run();
        }}
        onCancel={() => {
          setEmbedOpened(false);
          editor.commands.focus();
        }}
      />
      <EquationModal
        opened={equation.opened}
        latex={equation.latex}
        display={equation.display}
        onSave={(latex, display) => {
          const pos = equation.pos;
          setEquation((e) => ({ ...e, opened: false }));
          editor.chain().focus().setMath({ latex, display }, pos).run();
        }}
        onCancel={closeEquation}
      />
    </Stack>
  );
}
