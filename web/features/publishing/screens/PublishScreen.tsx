// {lang}/courses/{courseId}/publish (spec §2; guarded by the publish permission, §6).
import { SelectionScreen } from './SelectionScreen.tsx';

export function PublishScreen() {
  return <SelectionScreen mode="publish" />;
}
