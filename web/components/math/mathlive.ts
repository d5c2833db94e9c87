// MathLive is large (its own parser, keyboard and menus): it loads on first use, when an
// equation modal or an equation answer field appears, not with the app. Its fonts are the
// KaTeX fonts our KaTeX stylesheet already declares, so MathLive is told not to fetch its
// own copies (and not to play sounds).
import 'katex/dist/katex.min.css';
import { MATHLIVE_STRING_KEYS, mathliveCatalogueKey } from './mathliveStrings.ts';

/**
 * The part of MathLive's <math-field> Pena uses. (TypeScript resolves 'mathlive' to its
 * server-side build under NodeNext, whose types lack the element, so it is declared here.)
 */
export interface MathfieldElement extends HTMLElement {
  value: string;
  smartFence: boolean;
  smartMode: boolean;
  mathVirtualKeyboardPolicy: 'auto' | 'manual' | 'sandboxed';
  setValue(value: string, options?: { silenceNotifications?: boolean }): void;
  executeCommand(command: unknown): boolean;
}

type MathLiveModule = {
  MathfieldElement: {
    new (): MathfieldElement;
    fontsDirectory: string | null;
    soundsDirectory: string | null;
    locale: string;
    strings: Record<string, Record<string, string>>;
  };
};

let loading: Promise<MathLiveModule> | null = null;

/**
 * Whether this environment can run MathLive. jsdom (component tests) has no layout, so the
 * fields fall back to a LaTeX text box there; every real browser gets the visual editor.
 */
export function mathLiveSupported(): boolean {
  return typeof window !== 'undefined' && 'customElements' in window && !/jsdom/i.test(navigator.userAgent);
}

export function loadMathLive(): Promise<MathLiveModule> {
  loading ??= (import('mathlive') as unknown as Promise<MathLiveModule>).then((mathlive) => {
    mathlive.MathfieldElement.fontsDirectory = null;
    mathlive.MathfieldElement.soundsDirectory = null;
    return mathlive;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * MathLive's menus, tooltips and keyboard in the interface language: its strings come from
 * our catalogues (MathLive has no Indonesian of its own). The locale is global to MathLive,
 * so it is set whenever a field is made.
 */
function localise(mathlive: MathLiveModule, language: string, t: (key: string) => string) {
  const locale = language === 'id' ? 'id' : 'en';
  mathlive.MathfieldElement.strings = {
    [locale]: Object.fromEntries(MATHLIVE_STRING_KEYS.map((key) => [key, t(mathliveCatalogueKey(key))])),
  };
  mathlive.MathfieldElement.locale = locale;
}

/** A new <math-field> with Pena's settings. */
export function createMathfield(
  mathlive: MathLiveModule,
  options: { label?: string; value: string; language: string; t: (key: string) => string },
): MathfieldElement {
  localise(mathlive, options.language, options.t);
  const field = new mathlive.MathfieldElement();
  field.smartFence = true;
  field.smartMode = false;
  field.mathVirtualKeyboardPolicy = 'auto';
  if (options.label) field.setAttribute('aria-label', options.label);
  field.value = options.value;
  return field;
}
