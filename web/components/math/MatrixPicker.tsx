// "Insert matrix": choose rows and columns (at most 9 × 9, spec §5) on a grid, or with the
// two number boxes for keyboard users, then insert an empty matrix to fill in.
import { Button, Group, NumberInput, Popover, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMatrix } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATRIX_MAX } from '../../../domain/constants.ts';
import { matrixLatex } from './latex.ts';
import classes from './MatrixPicker.module.css';

type Brackets = 'bmatrix' | 'pmatrix' | 'vmatrix';

export function MatrixPicker({ onInsert }: { onInsert: (latex: string) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [rows, setRows] = useState(2);
  const [cols, setCols] = useState(2);
  const [hover, setHover] = useState<{ rows: number; cols: number } | null>(null);
  const [brackets, setBrackets] = useState<Brackets>('bmatrix');
  const shown = hover ?? { rows, cols };

  const insert = (r: number, c: number) => {
    onInsert(matrixLatex(r, c, brackets));
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconMatrix size={16} />} onClick={() => setOpened((o) => !o)}>
          {t('rich_text.math.insert_matrix')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('rich_text.math.matrix_size', { rows: shown.rows, cols: shown.cols })}
          </Text>
          <div className={classes.grid} onMouseLeave={() => setHover(null)} role="presentation">
            {Array.from({ length: MATRIX_MAX }, (_, r) =>
              Array.from({ length: MATRIX_MAX }, (_, c) => (
                <UnstyledButton
                  key={`${r}-${c}`}
                  tabIndex={-1}
                  aria-hidden
                  className={classes.cell}
                  data-active={r < shown.rows && c < shown.cols ? true : undefined}
                  onMouseEnter={() => setHover({ rows: r + 1, cols: c + 1 })}
                  onClick={() => insert(r + 1, c + 1)}
                />
              )),
            )}
          </div>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NumberInput
              size="xs"
              w={80}
              label={t('rich_text.math.rows')}
              min={1}
              max={MATRIX_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              value={rows}
              onChange={(v) => setRows(Math.min(MATRIX_MAX, Math.max(1, Number(v) || 1)))}
            />
            <NumberInput
              size="xs"
              w={80}
              label={t('rich_text.math.columns')}
              min={1}
              max={MATRIX_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              value={cols}
              onChange={(v) => setCols(Math.min(MATRIX_MAX, Math.max(1, Number(v) || 1)))}
            />
          </Group>
          <SegmentedControl
            size="xs"
            value={brackets}
            onChange={(v) => setBrackets(v as Brackets)}
            aria-label={t('rich_text.math.brackets')}
            data={[
              { value: 'bmatrix', label: '[ ]' },
              { value: 'pmatrix', label: '( )' },
              { value: 'vmatrix', label: '| |' },
            ]}
          />
          <Text size="xs" c="dimmed">
            {t('rich_text.math.matrix_limit', { max: MATRIX_MAX })}
          </Text>
          <Button size="xs" onClick={() => insert(rows, cols)}>
            {t('rich_text.math.insert_matrix_size', { rows, cols })}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
