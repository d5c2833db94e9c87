// "Export questions": a topic's or a course's questions as another tool's file (QTI 3.0, QTI
// 2.1, Moodle XML, GIFT, Aiken; a course's topics become one category or section each), and for
// a course "Export as Common Cartridge" (the whole course as .imscc). Each choice shows the plan
// first (ExportPlanModal), then downloads.
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport, IconPackageExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_EXPORT_FORMATS } from '../../../../domain/schemas/interchange.ts';
import type { ExportTarget } from '../paths.ts';
import { ExportPlanModal } from './ExportPlanModal.tsx';

export type ExportQuestionsMenuProps = { scope: 'topic' | 'course'; id: number };

export function ExportQuestionsMenu({ scope, id }: ExportQuestionsMenuProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ExportTarget | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconFileExport size={16} />} rightSection={<IconChevronDown size={14} />} data-testid="export-menu-button">
            {t('interchange.export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="export-menu">
          <Menu.Label>{t('interchange.export.as_label')}</Menu.Label>
          {QUESTION_EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => setTarget({ scope, id, format })}>
              {t(`interchange.formats.${format}`)}
            </Menu.Item>
          ))}
          {scope === 'course' && (
            <>
              <Menu.Divider />
              <Menu.Item leftSection={<IconPackageExport size={16} />} onClick={() => setTarget({ scope: 'course', id, format: 'cartridge' })}>
                {t('interchange.export.cartridge')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <ExportPlanModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
