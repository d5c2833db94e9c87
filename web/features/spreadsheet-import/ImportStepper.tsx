// Convert → Import → Review as Mantine's Stepper. Wide screens: the three steps with their
// labels in a row. A phone (under Mantine's xs): the numbered circles only, and the current
// step named beneath ("Step 2 of 3 · Import"), so nothing is squeezed or cut.
import { Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './ImportStepper.module.css';

export const STEPS = ['convert', 'import', 'review'] as const;
export type StepName = (typeof STEPS)[number];

export function ImportStepper({ step }: { step: StepName }) {
  const { t } = useTranslation();
  const active = STEPS.indexOf(step);
  return (
    <nav aria-label={t('spreadsheet_import.steps.label')}>
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator, steps: classes.steps }}
      >
        {STEPS.map((name, index) => (
          <Stepper.Step
            key={name}
            label={t(`spreadsheet_import.steps.${name}`)}
            description={t(`spreadsheet_import.steps.${name}_description`)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Text className={classes.current} size="sm" fw={600} mt="xs" data-testid="current-step">
        {t('spreadsheet_import.steps.position', { number: active + 1, total: STEPS.length, name: t(`spreadsheet_import.steps.${step}`) })}
      </Text>
    </nav>
  );
}
