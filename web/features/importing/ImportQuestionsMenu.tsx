// The topic's "Import questions" menu (spec §2 "Topic buttons"; §6 route
// guards): from the provider's test bank (import_provider), from another school of the
// teacher (import_organization, in the teacher's role there), from a spreadsheet
// (import_excel), from an exam document read by the built-in reader or an AI model
// (import_document), from another tool's file (QTI, Moodle XML, GIFT, Aiken, Common Cartridge:
// the spreadsheet import's guard), and the topic's questions exported to a spreadsheet (a download). An entry
// the teacher may not use is not shown; with none, the menu is not shown. The export leaves the
// test bank's read-only questions out: the entry says how many, and when they are all the topic
// has it is disabled, saying why (the server refuses such an export the same way).
import { Button, Menu, Text } from '@mantine/core';
import { IconBuildingBank, IconChevronDown, IconFileText, IconFileSpreadsheet, IconFileExport, IconFileZip, IconSchool, IconTableImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accessForRole, guardRoute, organizationFactsFromSummary } from '../../../domain/access/index.ts';
import type { OrganizationSummary } from '../../../domain/schemas/account.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useSignedIn } from '../auth/index.ts';
import { interchangeImportPaths } from '../interchange/index.ts';
import { useOrganizations } from '../organizations/index.ts';
import { importPaths } from './paths.ts';

export type ImportQuestionsMenuProps = {
  topic: { id: number; organization_id: number };
  /** May add questions to this topic (create, and edit it). */
  canAdd: boolean;
  /** The topic's questions: how many, and how many of them are the test bank's read-only references (left out of an export). */
  questions: { total: number; bank: number };
};

/** Another school of the teacher's they may import from: verified, not the provider, and the import permission there. */
function importableFrom(organization: OrganizationSummary, currentId: number): boolean {
  if (organization.id === currentId || organization.is_provider || !organization.verified) return false;
  const facts = organizationFactsFromSummary(organization);
  return guardRoute(accessForRole(organization.role, facts), facts, 'import_organization');
}

/** The export entry: its note on the test bank's questions, disabled when they are all there is. */
function ExportItem({ topicId, questions }: { topicId: number; questions: { total: number; bank: number } }) {
  const { t } = useTranslation();
  const onlyBank = questions.bank > 0 && questions.bank === questions.total;
  const note = onlyBank ? t('spreadsheet_import.export.bank_only') : questions.bank > 0 ? t('spreadsheet_import.export.bank_left_out', { count: questions.bank }) : null;
  const label = (
    <>
      {t('importing.menu.export')}
      {note && (
        <Text size="xs" c="dimmed" maw={280} style={{ whiteSpace: 'normal' }} data-testid="export-note">
          {note}
        </Text>
      )}
    </>
  );
  if (onlyBank) {
    return (
      <Menu.Item disabled leftSection={<IconFileExport size={16} />} aria-label={`${t('importing.menu.export')}. ${note}`}>
        {label}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component="a" href={importPaths.spreadsheetExport(topicId)} download leftSection={<IconFileExport size={16} />} aria-label={note ? `${t('importing.menu.export')}. ${note}` : undefined}>
      {label}
    </Menu.Item>
  );
}

export function ImportQuestionsMenu({ topic, canAdd, questions }: ImportQuestionsMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, access, facts } = useSignedIn();
  const fromSchools = canAdd && guardRoute(access, facts, 'import_organization');
  const organizations = useOrganizations({ enabled: fromSchools && user.has_multiple_organizations });
  const schools = fromSchools ? (organizations.data ?? []).filter((o) => importableFrom(o, topic.organization_id)) : [];
  const fromBank = canAdd && guardRoute(access, facts, 'import_provider');
  const spreadsheet = guardRoute(access, facts, 'import_excel');
  const fromSpreadsheet = canAdd && spreadsheet;
  const toSpreadsheet = spreadsheet && questions.total > 0;
  const fromDocument = canAdd && guardRoute(access, facts, 'import_document');

  if (!fromBank && schools.length === 0 && !fromSpreadsheet && !fromDocument && !toSpreadsheet) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconTableImport size={16} />} rightSection={<IconChevronDown size={14} />}>
          {t('importing.menu.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="import-menu">
        {fromBank && (
          <Menu.Item component={Link} to={importPaths.testBank(language, topic.id)} leftSection={<IconBuildingBank size={16} />}>
            {t('importing.menu.test_bank')}
          </Menu.Item>
        )}
        {schools.length > 0 && (
          <>
            <Menu.Label>{t('importing.menu.other_school')}</Menu.Label>
            {schools.map((school) => (
              <Menu.Item key={school.id} component={Link} to={importPaths.organization(language, topic.id, school.id)} leftSection={<IconSchool size={16} />}>
                {school.name}
              </Menu.Item>
            ))}
          </>
        )}
        {fromSpreadsheet && (
          <>
            {(fromBank || schools.length > 0) && <Menu.Divider />}
            <Menu.Item component={Link} to={importPaths.spreadsheet(language, topic.id)} leftSection={<IconFileSpreadsheet size={16} />}>
              {t('importing.menu.spreadsheet')}
            </Menu.Item>
            <Menu.Item component={Link} to={interchangeImportPaths.page(language, topic.id)} leftSection={<IconFileZip size={16} />}>
              {t('interchange.menu.import')}
            </Menu.Item>
          </>
        )}
        {fromDocument && (
          <>
            {!fromSpreadsheet && (fromBank || schools.length > 0) && <Menu.Divider />}
            <Menu.Item component={Link} to={importPaths.document(language, topic.id)} leftSection={<IconFileText size={16} />}>
              {t('importing.menu.document')}
            </Menu.Item>
          </>
        )}
        {toSpreadsheet && (
          <>
            {!fromSpreadsheet && !fromDocument && (fromBank || schools.length > 0) && <Menu.Divider />}
            <ExportItem topicId={topic.id} questions={questions} />
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
