// {lang}/courses/{courseId}/publish (spec §2; guarded by the publish permission, §6).
import { SelectionPage } from './SelectionPage.tsx';

export function PublishPage() {
  return <SelectionPage mode="publish" />;
}
