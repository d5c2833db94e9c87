// Where the "Open" link of the result goes: the copy (or the moved record) in its editor or
// overview, by kind (the course tree's own addresses).
import type { Language } from '../../../../domain/constants.ts';
import type { CopyMoveResult } from '../../../../domain/schemas/copying.ts';
import { contentPaths } from '../../../lib/content/contentPaths.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';

export function resultPath(language: Language, result: Pick<CopyMoveResult, 'kind' | 'id'>): string {
  switch (result.kind) {
    case 'course':
      return treePaths.course(language, result.id);
    case 'bundle':
      return treePaths.unit(language, result.id);
    case 'topic':
      return treePaths.topic(language, result.id);
    case 'chapter':
      return contentPaths.page(language, result.id);
    case 'question':
      return contentPaths.question(language, result.id);
    case 'passage':
      return contentPaths.passage(language, result.id);
  }
}
