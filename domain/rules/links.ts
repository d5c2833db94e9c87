// Link URLs (spec §5 "Video, links and embeds": a link URL must be valid): the study-guide
// links of a lesson and the links a teacher puts into rich text. Decisions:
// - http and https only: anything else (javascript:, data:, mailto:, file:) is refused.
// - A scheme-less address that looks like a host ("www.example.com/a", "example.org") is
//   read as https, because teachers type them that way; the stored value is the full URL.
// - The host must be real-looking: a domain of at least two labels with an alphabetic (or
//   punycode) top-level label, an IPv4 or an IPv6 address. "localhost" and single labels
//   are refused (learners could not reach them).
// - Credentials in the URL (`https://user:pass@host`) are refused: they are a phishing trick.
// - At most 2048 characters.
import { msg } from '../messages/index.ts';

export const LINK_URL_MAX = 2048;

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** "host.tld", "host.tld:8080", "host.tld/path" … without a scheme. */
const SCHEMELESS_HOST = /^[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)+(:\d{1,5})?([/?#]|$)/;
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Whether a URL's hostname (as WHATWG URL gives it: lowercase, punycode) is a usable host. */
export function isValidHost(hostname: string): boolean {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.length > 2;
  const ip = IPV4.exec(hostname);
  if (ip) return ip.slice(1).every((part) => Number(part) <= 255);
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const top = labels[labels.length - 1] ?? '';
  return TOP_LABEL.test(top) && labels.every((label) => LABEL.test(label));
}

/** Parses an http(s) URL (adding https:// to a scheme-less host); null when it is not one. */
export function parseHttpUrl(input: string | null | undefined): URL | null {
  const raw = (input ?? '').trim();
  if (raw === '' || raw.length > LINK_URL_MAX || /[\s<>"`]/.test(raw)) return null;
  const withScheme = SCHEMELESS_HOST.test(raw) || !SCHEME.test(raw) ? `https://${raw.replace(/^\/\//, '')}` : raw;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!isValidHost(url.hostname)) return null;
  return url;
}

/** The link as it is stored (full URL with scheme), or null when it is not a valid link. */
export function normaliseLinkUrl(input: string | null | undefined): string | null {
  const url = parseHttpUrl(input);
  if (!url) return null;
  const href = url.href;
  return href.length <= LINK_URL_MAX ? href : null;
}

export function isValidLinkUrl(input: string | null | undefined): boolean {
  return normaliseLinkUrl(input) !== null;
}

/** The message of the link rule, or null when the link is valid. Blank is "Required". */
export function linkUrlError(input: string | null | undefined): string | null {
  if ((input ?? '').trim() === '') return msg('required');
  return isValidLinkUrl(input) ? null : msg('link_url_invalid');
}
