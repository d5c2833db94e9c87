// Upload → Processing → Review (spec §2 "AI flow"; §4 "Document import steps") as Mantine's
// Stepper, as the spreadsheet import shows its steps: wide screens the three with their labels;
// a phone the numbered circles and the current step named beneath ("Step 2 of 3 · Processing").
import { Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './DocumentStepper.module.css';

export const STEPS = ['upload', 'processing', 'review'] as const;
export type StepName = (typeof STEPS)[number];

export function DocumentStepper({ step }: { step: StepName }) {
  const { t } = useTranslation();
  const active = STEPS.indexOf(step);
  return (
    <nav aria-label={t('document_import.steps.label')}>
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator, steps: classes.steps }}
      >
        {STEPS.map((name, index) => (
          <Stepper.Step
            key={name}
            label={t(`document_import.steps.${name}`)}
            description={t(`document_import.steps.${name}_description`)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Text className={classes.current} size="sm" fw={600} mt="xs" data-testid="current-step">
        {t('document_import.steps.position', { number: active + 1, total: STEPS.length, name: t(`document_import.steps.${step}`) })}
      </Text>
    </nav>
  );
}
