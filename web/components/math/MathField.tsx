// An equation answer: a MathLive field whose value is LaTeX (no delimiters). Where MathLive
// cannot run (component tests) it is a LaTeX text box with a rendered preview, so the value
// and the callbacks behave the same everywhere.
import { Input, TextInput } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from './MathText.tsx';
import { mathSource } from './latex.ts';
import classes from './math.module.css';
import { useMathfield } from './useMathfield.ts';

export type MathFieldProps = {
  value: string;
  onChange: (latex: string) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** Accessible name when the label is not plain text. */
  'aria-label'?: string;
  required?: boolean;
  id?: string;
};

export function MathField({ value, onChange, label, description, error, required, id, ...rest }: MathFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const fieldId = id ?? generated;
  const accessibleName = rest['aria-label'] ?? (typeof label === 'string' ? label : t('rich_text.math.field_label'));
  const { hostRef, state } = useMathfield({ value, onChange, label: accessibleName });

  if (state === 'unavailable') {
    return (
      <div>
        <TextInput
          id={fieldId}
          label={label}
          description={description}
          error={error}
          required={required}
          aria-label={accessibleName}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder={t('rich_text.math.latex_placeholder')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {value.trim() !== '' && <MathText className={classes.preview}>{mathSource(value, false)}</MathText>}
      </div>
    );
  }

  return (
    // The field names itself (aria-label on <math-field>); the wrapper only lays out the texts.
    <Input.Wrapper label={label} labelElement="div" description={description} error={error} required={required}>
      <div
        ref={hostRef}
        id={fieldId}
        className={classes.fieldHost}
        data-error={error ? true : undefined}
        data-state={state}
        aria-busy={state === 'loading'}
      />
    </Input.Wrapper>
  );
}
