// The page saves bench/history.ts sends: the editor's autosave of a 2,000-word text page
// (PUT /content/chapters/{id} with the whole page and the lock_version its last save returned),
// each save with its own revision line; and the autocannon hooks (bench/lib/cannon.ts) that send
// them: each request takes a page no other connection is saving and gives it back when the reply
// comes. With one author's headers every save of a page is that author's (an autosaving sitting:
// history folds the saves into one version); with two, the authors take turns on each page, so
// every save starts a version of its own.
import type { Context, Request } from 'autocannon';
import { revisedPage } from './pageText.ts';

/** The body of a page's save: its text with revision `revision`, against `lockVersion`. */
export function pageSaveBody(text: string, revision: number, lockVersion: number): string {
  return JSON.stringify({ type: 'text', title: 'Gerak lurus', content: revisedPage(text, revision), sections: [], lock_version: lockVersion });
}

export interface PageSaveArgs {
  /** One author's headers (saves fold), or two (authors alternate: a version per save). */
  authors: Record<string, string>[];
  pages: { id: number; lockVersion: number }[];
  text: string;
}

export function requests(args: PageSaveArgs): Request[] {
  const free = args.pages.map((p) => ({ ...p, saves: 0 }));
  const busy = new Map<number, (typeof free)[number]>();
  return [
    {
      setupRequest: (request: Request, context: Context) => {
        const page = free.pop();
        if (!page) throw new Error('more connections than pages');
        busy.set(page.id, page);
        context.page = page.id;
        page.saves++;
        const headers = { ...args.authors[page.saves % args.authors.length]!, 'content-type': 'application/json' };
        return { ...request, method: 'PUT', path: `/content/chapters/${page.id}`, headers, body: pageSaveBody(args.text, page.saves, page.lockVersion) };
      },
      onResponse: (status: number, body: string, context: Context) => {
        const page = busy.get(context.page as number);
        if (!page) return;
        busy.delete(page.id);
        if (status === 200) page.lockVersion = (JSON.parse(body) as { lock_version: number }).lock_version;
        free.push(page);
      },
    },
  ];
}
