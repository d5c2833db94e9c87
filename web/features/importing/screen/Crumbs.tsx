// Where the browser is: Courses › the course › the topic; each level above opens again.
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../components/math/index.ts';

type Level = { label: string; onOpen?: () => void };

export function Crumbs({ levels }: { levels: Level[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs separatorMargin={6} aria-label={t('importing.where')} data-testid="import-crumbs" style={{ flexWrap: 'wrap', rowGap: 4 }}>
      {levels.map((level, index) =>
        level.onOpen ? (
          <Anchor key={index} component="button" type="button" size="sm" onClick={level.onOpen} style={{ wordBreak: 'break-word' }}>
            <MathText inline>{level.label}</MathText>
          </Anchor>
        ) : (
          <Text key={index} size="sm" c="dimmed" aria-current="location" style={{ wordBreak: 'break-word' }}>
            <MathText inline>{level.label}</MathText>
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
