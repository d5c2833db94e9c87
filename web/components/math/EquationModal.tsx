// The equation editor (spec §4, §5): a MathLive field for the formula, inline or display,
// an "insert matrix" control limited to 9 × 9, and the LaTeX source for those who type it.
// Closing with unsaved changes asks to discard them. The modal is controlled: the caller
// keeps `opened` and gets the result through onSave / onCancel.
import { Alert, Button, Collapse, Group, Modal, SegmentedControl, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATRIX_MAX } from '../../../domain/constants.ts';
import { ConfirmModal } from '../feedback/index.ts';
import { MatrixPicker } from './MatrixPicker.tsx';
import { MathText } from './MathText.tsx';
import { cleanLatex, mathSource, matricesWithinLimit } from './latex.ts';
import classes from './math.module.css';
import { useMathfield } from './useMathfield.ts';

export type EquationModalProps = {
  opened: boolean;
  /** The formula being edited (LaTeX without delimiters); '' for a new one. */
  latex: string;
  /** Display (own line, `[[% %]]`) rather than inline (`[% %]`). */
  display: boolean;
  onSave: (latex: string, display: boolean) => void;
  onCancel: () => void;
};

export function EquationModal(props: EquationModalProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [dirty, setDirty] = useState(false);
  // Cancelling with changes asks first; the body reports whether it has changes.
  const requestClose = () => (dirty ? setConfirming(true) : props.onCancel());

  return (
    <>
      <Modal
        opened={props.opened}
        // The editor takes the caret back itself; the modal handing focus to the toolbar
        // button after its closing transition would take it away again.
        returnFocus={false}
        onClose={requestClose}
        title={props.latex ? t('rich_text.math.edit_title') : t('rich_text.math.insert_title')}
        size="lg"
        centered
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="equation-modal"
      >
        {props.opened && <EquationBody {...props} onDirtyChange={setDirty} onCancel={requestClose} />}
      </Modal>
      <ConfirmModal
        opened={confirming}
        title={t('rich_text.math.discard_title')}
        confirmLabel={t('rich_text.math.discard')}
        cancelLabel={t('rich_text.math.keep_editing')}
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          setDirty(false);
          props.onCancel();
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('rich_text.math.discard_body')}
      </ConfirmModal>
    </>
  );
}

function EquationBody({
  latex: initialLatex,
  display: initialDisplay,
  onSave,
  onCancel,
  onDirtyChange,
}: EquationModalProps & { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const [latex, setLatex] = useState(initialLatex);
  const [display, setDisplay] = useState(initialDisplay);
  const [sourceOpen, setSourceOpen] = useState(false);
  const { hostRef, fieldRef, state } = useMathfield({
    value: latex,
    onChange: setLatex,
    label: t('rich_text.math.field_label'),
    autoFocus: true,
  });

  const dirty = latex !== initialLatex || display !== initialDisplay;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const blank = latex.trim() === '';
  const tooLarge = !matricesWithinLimit(latex);
  const fallback = state === 'unavailable';

  const insertMatrix = (matrix: string) => {
    const field = fieldRef.current;
    if (field) {
      field.focus();
      field.executeCommand(['insert', matrix, { selectionMode: 'placeholder', format: 'latex' }]);
      setLatex(field.value);
    } else {
      setLatex((current) => `${current}${matrix.replace(/\\placeholder\{\}/g, ' ')}`);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !tooLarge) onSave(cleanLatex(latex), display);
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SegmentedControl
            size="xs"
            value={display ? 'display' : 'inline'}
            onChange={(value) => setDisplay(value === 'display')}
            aria-label={t('rich_text.math.layout')}
            data={[
              { value: 'inline', label: t('rich_text.math.inline') },
              { value: 'display', label: t('rich_text.math.display') },
            ]}
          />
          <MatrixPicker onInsert={insertMatrix} />
        </Group>
        {fallback ? (
          <Textarea
            label={t('rich_text.math.latex_label')}
            value={latex}
            onChange={(event) => setLatex(event.currentTarget.value)}
            autosize
            minRows={2}
            data-autofocus
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        ) : (
          <div
            ref={hostRef}
            className={`${classes.fieldHost} ${classes.modalField}`}
            data-state={state}
            data-testid="equation-field"
            aria-busy={state === 'loading'}
          />
        )}
        {(fallback || state === 'loading') && latex.trim() !== '' && (
          <MathText className={classes.preview}>{mathSource(latex, display)}</MathText>
        )}
        {!fallback && (
          <div>
            <UnstyledButton onClick={() => setSourceOpen((o) => !o)} aria-expanded={sourceOpen}>
              <Group gap={4}>
                {sourceOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                <Text size="sm">{t('rich_text.math.latex_label')}</Text>
              </Group>
            </UnstyledButton>
            <Collapse expanded={sourceOpen}>
              <Textarea
                mt="xs"
                aria-label={t('rich_text.math.latex_label')}
                value={latex}
                onChange={(event) => setLatex(event.currentTarget.value)}
                autosize
                minRows={2}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
            </Collapse>
          </div>
        )}
        {tooLarge && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('rich_text.math.matrix_too_large', { max: MATRIX_MAX })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={blank || tooLarge}>
            {t('rich_text.math.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
