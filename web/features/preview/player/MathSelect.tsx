// A select whose choices show their math (`[% %]` / `[[% %]]`) as KaTeX, as the stems do: the
// matching and categorise players' choices ("a^m × aⁿ" in a native select's options was all a
// learner could read). A button with a listbox (Mantine's Combobox): Space, Enter or the arrows
// open it, the arrows move through the choices, Enter picks one, Escape closes it. Once checked
// it is locked, with its full-contrast text (lockedSelectStyles).
import { Combobox, Input, InputBase, useCombobox } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { MathText } from '../../../components/math/index.ts';
import { lockedSelectStyles } from './parts.tsx';
import classes from './MathSelect.module.css';

export interface MathSelectChoice {
  value: string;
  /** Plain text with `[% %]` math. */
  label: string;
}

export interface MathSelectProps {
  choices: readonly MathSelectChoice[];
  /** The chosen value; null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shown, and offered first to clear the choice, while nothing is chosen ("Choose…"). */
  placeholder: string;
  locked: boolean;
  label?: ReactNode;
  'aria-labelledby'?: string;
  leftSection?: ReactNode;
  style?: CSSProperties;
}

const NONE = '';

export function MathSelect({ choices, value, onChange, placeholder, locked, label, leftSection, style, ...aria }: MathSelectProps) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const chosen = choices.find((choice) => choice.value === value) ?? null;
  return (
    <Combobox
      store={combobox}
      readOnly={locked}
      onOptionSubmit={(next) => {
        onChange(next === NONE ? null : next);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button" withExpandedAttribute>
        <InputBase
          component="button"
          type="button"
          pointer
          multiline
          label={label}
          aria-labelledby={aria['aria-labelledby']}
          leftSection={leftSection}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          disabled={locked}
          styles={locked ? lockedSelectStyles : undefined}
          classNames={{ input: classes.target }}
          style={style}
          onClick={() => combobox.toggleDropdown()}
        >
          {chosen ? <MathText inline text={chosen.label} /> : <Input.Placeholder>{placeholder}</Input.Placeholder>}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          <Combobox.Option value={NONE} active={chosen === null} className={classes.none}>
            {placeholder}
          </Combobox.Option>
          {choices.map((choice) => (
            <Combobox.Option key={choice.value} value={choice.value} active={choice.value === value} className={classes.option}>
              <MathText inline text={choice.label} />
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
