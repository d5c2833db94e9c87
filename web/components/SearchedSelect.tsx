// A pick of one record that the server searches by name (the person of the activity feed, the
// course of the failed lists): the typed text is sent after the §9 pause, the options are what
// the server answered, and the chosen record keeps its name when the answer does not hold it.
// The caller owns the query, so its hook is called the usual way: `useSelectSearch` gives the
// text to search for, the caller's hook answers it, `SearchedSelect` shows the answer.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../domain/constants.ts';

export type SelectSearch = {
  /** What the box shows. */
  text: string;
  setText: (text: string) => void;
  /** What to ask the server for: the typed text, trimmed and paused; empty once a record is chosen. */
  query: string;
  setChosenLabel: (label: string | null) => void;
};

export function useSelectSearch(): SelectSearch {
  const [text, setText] = useState('');
  // Once a record is chosen the box shows its name: that is not a search.
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [query] = useDebouncedValue(text === chosenLabel ? '' : text.trim(), FILTER_DEBOUNCE_MS);
  return { text, setText, query, setChosenLabel };
}

type Props<T extends { id: number }> = {
  search: SelectSearch;
  /** The server's answer to `search.query`. */
  results: { data?: readonly T[]; isFetching: boolean };
  labelOf: (item: T) => string;
  /** The chosen record's label when the answer does not hold it. */
  fallbackLabel: (id: number) => string;
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  placeholder: string;
  icon: ReactNode;
  searchingMessage: string;
  nothingFoundMessage: string;
  /** The width from the `sm` breakpoint up; below it the box is full width. */
  width: number;
};

export function SearchedSelect<T extends { id: number }>({ search, results, labelOf, fallbackLabel, value, onChange, label, placeholder, icon, searchingMessage, nothingFoundMessage, width }: Props<T>) {
  const data = (results.data ?? []).map((item) => ({ value: String(item.id), label: labelOf(item) }));
  if (value !== null && !data.some((o) => o.value === String(value))) data.unshift({ value: String(value), label: fallbackLabel(value) });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      leftSection={icon}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next, option) => {
        search.setChosenLabel(option?.label ?? null);
        onChange(next === null ? null : Number(next));
      }}
      searchable
      clearable
      searchValue={search.text}
      onSearchChange={search.setText}
      // The server searched already: show what it answered.
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? searchingMessage : nothingFoundMessage}
      w={{ base: '100%', sm: width }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
