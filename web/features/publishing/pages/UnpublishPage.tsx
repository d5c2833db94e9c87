// {lang}/courses/{courseId}/unpublish (spec §2; guarded by the publish permission, §6).
import { SelectionPage } from './SelectionPage.tsx';

export function UnpublishPage() {
  return <SelectionPage mode="unpublish" />;
}
