// ProseMirror measures the page (scrolling the caret into view, coordinates of positions);
// jsdom, where component tests run, has no layout and lacks those methods. Under jsdom only,
// they answer "nothing here" so editors can be mounted and driven in any component test
// (the page, passage and question editors' tests included) without each adding the shims.
const emptyRect = (): DOMRect => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) }) as DOMRect;
const emptyList = () => ({ length: 0, item: () => null, [Symbol.iterator]: function* () {} }) as unknown as DOMRectList;

export function installJsdomShims(): void {
  if (typeof window === 'undefined' || !/jsdom/i.test(window.navigator.userAgent)) return;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyList;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;
  const text = Text.prototype as unknown as { getClientRects?: () => DOMRectList };
  if (!text.getClientRects) text.getClientRects = emptyList;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}

installJsdomShims();
