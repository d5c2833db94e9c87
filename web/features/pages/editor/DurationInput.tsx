// The video duration as minutes:seconds. The teacher types freely; the form holds seconds
// (null when blank, NaN while unreadable so the schema reports it).
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, parseDuration } from './duration.ts';

type Props = {
  value: number | null | undefined;
  onChange: (seconds: number | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
};

export function DurationInput({ value, onChange, onBlur, error, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatDuration(value));
  // A value set from outside (taking the other version) replaces what is shown.
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(parseDuration(text), value)) setText(formatDuration(value));
  }
  return (
    <TextInput
      label={t('pages.duration')}
      description={t('pages.duration_hint')}
      placeholder="4:30"
      maw={320}
      inputMode="numeric"
      value={text}
      disabled={disabled}
      error={error}
      onBlur={() => {
        const seconds = parseDuration(text);
        if (seconds !== null && Number.isFinite(seconds)) setText(formatDuration(seconds));
        onBlur?.();
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const seconds = parseDuration(next);
        setShown(seconds);
        onChange(seconds);
      }}
    />
  );
}
