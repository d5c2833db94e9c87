// A created or published date range (spec §2 filters). The picker speaks in days; the
// list speaks in epoch ms (spec §7): the start of the first day and the end of the last,
// in the teacher's time zone. A half-picked range stays in the picker until it is whole.
import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';

type Props = {
  label: string;
  from: number | null;
  to: number | null;
  onChange: (range: { from: number | null; to: number | null }) => void;
};

const toDay = (ms: number | null) => (ms === null ? null : dayjs(ms).format('YYYY-MM-DD'));

export function DateRangeFilter({ label, from, to, onChange }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [value, setValue] = useState<DatesRangeValue<string>>([toDay(from), toDay(to)]);
  // A new range from outside (the address, "clear filters") replaces a half-picked one.
  const [seen, setSeen] = useState({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setValue([toDay(from), toDay(to)]);
  }

  const change = (next: DatesRangeValue<string>) => {
    setValue(next);
    const [start, end] = next;
    if (start && end) onChange({ from: dayjs(start).startOf('day').valueOf(), to: dayjs(end).endOf('day').valueOf() });
    else if (!start && !end) onChange({ from: null, to: null });
  };

  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        label={label}
        placeholder={t('courses.filters.date_placeholder')}
        value={value}
        onChange={change}
        allowSingleDateInRange
        clearable
        clearButtonProps={{ 'aria-label': t('courses.filters.clear_dates') }}
        valueFormat="D MMM YYYY"
        leftSection={<IconCalendar size={16} />}
        maxDate={dayjs().format('YYYY-MM-DD')}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
