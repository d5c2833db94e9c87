// Where a unit or topic sits (the course, the unit) above its title. Mantine keeps each crumb on
// one line, so a long course or unit name ran off a phone's screen and the page scrolled
// sideways; here a crumb wraps like the title below it.
import { Breadcrumbs } from '@mantine/core';
import type { BreadcrumbsProps } from '@mantine/core';

const styles = { breadcrumb: { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.45 } } as const;

export function PlaceBreadcrumbs(props: BreadcrumbsProps) {
  return <Breadcrumbs mb="sm" separatorMargin={6} styles={styles} {...props} />;
}
