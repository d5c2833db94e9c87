// Mounts a MathLive <math-field> into a host element and keeps it in step with React state:
// the field reports each edit through `onChange`; a `value` that changes from outside (a
// reset, the LaTeX box) is written into the field unless it already shows it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMathfield, loadMathLive, mathLiveSupported, type MathfieldElement } from './mathlive.ts';

export type MathfieldState = 'loading' | 'ready' | 'unavailable';

declare global {
  interface Window {
    /** MathLive's shared virtual keyboard, once MathLive has loaded. */
    mathVirtualKeyboard?: { hide: () => void; visible: boolean };
  }
}

export function useMathfield({
  value,
  onChange,
  label,
  autoFocus = false,
}: {
  value: string;
  onChange: (latex: string) => void;
  label?: string;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const translate = useRef({ t: (key: string) => t(key), language: i18n.resolvedLanguage ?? i18n.language });
  useEffect(() => {
    translate.current = { t: (key: string) => t(key), language: i18n.resolvedLanguage ?? i18n.language };
  });
  const hostRef = useRef<HTMLDivElement | null>(null);
  const fieldRef = useRef<MathfieldElement | null>(null);
  const onChangeRef = useRef(onChange);
  const valueRef = useRef(value);
  const [state, setState] = useState<MathfieldState>(() => (mathLiveSupported() ? 'loading' : 'unavailable'));

  useEffect(() => {
    onChangeRef.current = onChange;
    valueRef.current = value;
  });

  useEffect(() => {
    if (!mathLiveSupported()) return;
    let cancelled = false;
    let field: MathfieldElement | null = null;
    const onInput = () => {
      if (field) onChangeRef.current(field.value);
    };
    loadMathLive()
      .then((mathlive) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        field = createMathfield(mathlive, { value: valueRef.current, ...(label ? { label } : {}), ...translate.current });
        field.addEventListener('input', onInput);
        host.replaceChildren(field);
        fieldRef.current = field;
        setState('ready');
        if (autoFocus) requestAnimationFrame(() => field?.focus());
      })
      .catch(() => {
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
      field?.removeEventListener('input', onInput);
      // The virtual keyboard belongs to the page, not the field: close it with the field.
      if (field && window.mathVirtualKeyboard?.visible) window.mathVirtualKeyboard.hide();
      field?.remove();
      fieldRef.current = null;
    };
    // The field is created once per mount; label and focus are read at creation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const field = fieldRef.current;
    if (field && field.value !== value) field.setValue(value, { silenceNotifications: true });
  }, [value, state]);

  return { hostRef, fieldRef, state };
}
