// Which browser the user agent names (spec §1: Chrome, Safari and Firefox are supported).
// Chromium-based browsers that brand themselves (Edge, Opera, Samsung Internet, in-app
// browsers…) count as "other"; headless Chrome counts as Chrome.
export type BrowserFamily = 'chrome' | 'safari' | 'firefox' | 'other';

const otherBrands: readonly RegExp[] = [
  /\bEdg(e|A|iOS)?\//, // Microsoft Edge (desktop, Android, iOS)
  /\bOPR\//, // Opera
  /\bOPT\//, // Opera Touch
  /\bOpera\b/,
  /\bOPiOS\//,
  /\bSamsungBrowser\//,
  /\bUCBrowser\//,
  /\bYaBrowser\//,
  /\bVivaldi\//,
  /\bMiuiBrowser\//,
  /\bHuaweiBrowser\//,
  /\bFBAN\/|\bFBAV\//, // Facebook in-app browser
  /\bInstagram\b/,
  /\bLine\//,
  /; wv\)/, // Android WebView
  /\bMSIE\b|\bTrident\//, // Internet Explorer
];

export function detectBrowser(userAgent: string): BrowserFamily {
  if (!userAgent) return 'other';
  if (otherBrands.some((pattern) => pattern.test(userAgent))) return 'other';
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  if (/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//.test(userAgent)) return 'chrome';
  if (/\bSafari\//.test(userAgent) && /\bVersion\//.test(userAgent) && !/\bAndroid\b/.test(userAgent)) return 'safari';
  return 'other';
}

export function isSupportedBrowser(userAgent: string): boolean {
  return detectBrowser(userAgent) !== 'other';
}
