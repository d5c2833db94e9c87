// QTI 3 spells the QTI 2.x vocabulary in kebab case with a `qti-` prefix
// (`<qti-choice-interaction response-identifier="…" max-choices="1">`); this turns a QTI 3
// item, test or fragment into the 2.x spelling (`<choiceInteraction responseIdentifier="…"
// maxChoices="1">`) in place, so one reading serves both versions. HTML and MathML elements
// (`img`, `data-*` attributes, `mfrac`) are left as they are.
import { isTag } from 'domhandler';
import { type Element, localName } from '../xml.ts';

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_m, ch: string) => ch.toUpperCase());

/** QTI 3 names whose 2.x counterpart is not their camel-cased form. */
const RENAMED: Record<string, string> = {
  // QTI 3 wraps the body of feedback and rubric blocks; 2.x puts it inline (unwrapped later).
  'qti-content-body': 'contentBody',
};

/** Whether an element is in QTI 3's spelling. */
export const isQti3Name = (el: Element) => localName(el).startsWith('qti-');

/** Renames the QTI 3 elements and their attributes under (and including) `root`. */
export function normaliseQtiNames(root: Element): void {
  const walk = (el: Element) => {
    const name = localName(el);
    if (name.startsWith('qti-')) {
      el.name = RENAMED[name] ?? camel(name.slice(4));
      el.attribs = Object.fromEntries(Object.entries(el.attribs).map(([key, value]) => [key.startsWith('data-') || !key.includes('-') ? key : camel(key), value]));
    }
    for (const child of el.children) if (isTag(child)) walk(child);
  };
  walk(root);
}
