// {lang}/courses/{courseId}/unpublish (spec §2; guarded by the publish permission, §6).
import { SelectionScreen } from './SelectionScreen.tsx';

export function UnpublishScreen() {
  return <SelectionScreen mode="unpublish" />;
}
