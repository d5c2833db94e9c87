// An import's three steps as Mantine's Stepper (spreadsheet: Convert → Import → Review; document:
// Upload → Processing → Review). Wide screens: the steps with their labels in a row. A phone
// (under Mantine's xs): the numbered circles only, and the current step named beneath ("Step 2
// of 3 · Import"), so nothing is squeezed or cut. The words are the feature's own, under
// `${prefix}.label`, `${prefix}.<step>`, `${prefix}.<step>_description` and `${prefix}.position`.
import { Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './ImportStepper.module.css';

type Props<Step extends string> = {
  steps: readonly Step[];
  step: Step;
  /** The feature's i18n key for its steps, e.g. 'spreadsheet_import.steps'. */
  prefix: string;
};

export function ImportStepper<Step extends string>({ steps, step, prefix }: Props<Step>) {
  const { t } = useTranslation();
  const active = steps.indexOf(step);
  return (
    <nav aria-label={t(`${prefix}.label`)}>
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator, steps: classes.steps }}
      >
        {steps.map((name, index) => (
          <Stepper.Step
            key={name}
            label={t(`${prefix}.${name}`)}
            description={t(`${prefix}.${name}_description`)}
            // Named even on a phone, where the label is hidden (WCAG 4.1.2), by its place ("Step 1
            // of 3 · Convert"), which no action button of the screen shares.
            aria-label={t(`${prefix}.position`, { number: index + 1, total: steps.length, name: t(`${prefix}.${name}`) })}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Text className={classes.current} size="sm" fw={600} mt="xs" data-testid="current-step">
        {t(`${prefix}.position`, { number: active + 1, total: steps.length, name: t(`${prefix}.${step}`) })}
      </Text>
    </nav>
  );
}
