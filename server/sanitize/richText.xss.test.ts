// The sanitizer's proof against stored XSS. Every payload goes through
// sanitizeRichText; the output is then PARSED the way a browser parses it (parse5 is the
// WHATWG parser, used here in the context of the <div> RichTextView renders into) and the
// tree is searched for anything that can run. The output is also serialized and parsed a
// second time, as innerHTML round trips do, so markup that only turns hostile on re-parsing
// (mutation XSS) is caught too. The judge is written apart from the sanitizer's allowlist:
// it must not share the sanitizer's mistakes.
import { type DefaultTreeAdapterMap, defaultTreeAdapter, html as parse5Html, parseFragment, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText.ts';
import { XSS_PAYLOADS } from '../test/xssPayloads.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type Template = DefaultTreeAdapterMap['template'];

/** Elements that run, load or submit something, or switch the parser into foreign content. */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'style', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'keygen', 'isindex',
  'meta', 'base', 'link', 'svg', 'math', 'frame', 'frameset', 'template', 'noscript', 'noembed', 'noframes', 'xmp',
  'plaintext', 'title', 'param', 'source', 'track', 'video', 'body', 'html', 'head',
]);
/** Attributes that hold a URL or a document a browser may load or navigate to. */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'dynsrc', 'lowsrc', 'codebase',
  'cite', 'longdesc', 'usemap', 'srcset', 'ping', 'to', 'from', 'values', 'by', 'manifest', 'icon',
]);
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
const PLAYER_HOSTS = new Set(['www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com', 'players.brightcove.net']);

/** A URL attribute's value as a browser reads its scheme: no whitespace or controls, lower case. */
const normalizedUrl = (value: string) =>
  [...value].filter((c) => c.codePointAt(0)! > 0x20 && !(c.codePointAt(0)! >= 0x7f && c.codePointAt(0)! <= 0x9f)).join('').toLowerCase();

function urlProblem(name: string, value: string): string | null {
  const url = normalizedUrl(value);
  if (/^(javascript|vbscript|data):/.test(url)) return `${name} with a ${url.split(':')[0]}: URL`;
  let scheme: string;
  try {
    scheme = new URL(value, 'https://pena.example/page/').protocol;
  } catch {
    return null; // the browser would not load it either
  }
  return SAFE_SCHEMES.has(scheme) ? null : `${name} with the scheme ${scheme}`;
}

function playerProblem(src: string | undefined): string | null {
  if (!src) return 'an iframe without a player src';
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return `an iframe with an unparseable src ${src}`;
  }
  if (url.protocol !== 'https:' || !PLAYER_HOSTS.has(url.hostname) || url.username || url.password) return `an iframe on ${src}`;
  if (url.hostname !== 'players.brightcove.net' && !url.pathname.startsWith('/embed/')) return `an iframe on ${src}`;
  return null;
}

function styleProblem(style: string): string | null {
  const declarations = style.split(';').map((d) => d.trim()).filter(Boolean);
  const bad = declarations.find((d) => !/^text-align\s*:\s*(left|right|center|justify)$/i.test(d));
  return bad === undefined ? null : `a style other than text-align: ${bad}`;
}

function elementProblems(el: Element): string[] {
  const problems: string[] = [];
  const tag = el.tagName.toLowerCase();
  if (el.namespaceURI !== parse5Html.NS.HTML) problems.push(`a <${tag}> in the ${el.namespaceURI} namespace`);
  if (FORBIDDEN_ELEMENTS.has(tag)) problems.push(`a <${tag}> element`);
  for (const attr of el.attrs) {
    const name = (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();
    if (name.startsWith('on')) problems.push(`an ${name} handler on <${tag}>`);
    if (name === 'srcdoc') problems.push(`a srcdoc on <${tag}>`);
    if (name === 'style') {
      const bad = styleProblem(attr.value);
      if (bad) problems.push(`${bad} on <${tag}>`);
    }
    if (URL_ATTRIBUTES.has(name) || name.endsWith(':href')) {
      const bad = urlProblem(name, attr.value);
      if (bad) problems.push(`${bad} on <${tag}>`);
    }
  }
  if (tag === 'iframe') {
    const bad = playerProblem(el.attrs.find((a) => a.name === 'src')?.value);
    if (bad) problems.push(bad);
  }
  return problems;
}

function collect(node: Node, problems: string[]): void {
  if (defaultTreeAdapter.isElementNode(node)) problems.push(...elementProblems(node));
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) collect(child, problems);
  // A <template>'s content is a separate fragment; it counts too.
  if (defaultTreeAdapter.isElementNode(node) && node.tagName === 'template') collect((node as Template).content, problems);
}

const container = () => defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []);

/** What in this HTML could run once a browser puts it into a <div> (and once more after a round trip). */
function executableParts(html: string): string[] {
  const problems: string[] = [];
  const first = parseFragment(container(), html, {});
  collect(first, problems);
  collect(parseFragment(container(), serialize(first), {}), problems);
  return [...new Set(problems)];
}

describe('the judge of executable HTML', () => {
  // A judge that finds nothing is no proof: it must see what the payloads carry.
  it.each([
    ['<script>alert(1)</script>', 'a <script> element'],
    ['<p onclick="alert(1)">x</p>', 'an onclick handler on <p>'],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', 'href with a javascript: URL on <a>'],
    ['<a href="VBScript:x">x</a>', 'href with a vbscript: URL on <a>'],
    ['<img src="data:image/png;base64,AA">', 'src with a data: URL on <img>'],
    ['<iframe src="https://evil.example/embed/x"></iframe>', 'an iframe on https://evil.example/embed/x'],
    ['<iframe srcdoc="x" src="https://www.youtube.com/embed/x"></iframe>', 'a srcdoc on <iframe>'],
    ['<p style="text-align:center;color:red">x</p>', 'a style other than text-align: color:red on <p>'],
    ['<svg><a xlink:href="javascript:alert(1)">x</a></svg>', 'xlink:href with a javascript: URL on <a>'],
    ['<math><mi>x</mi></math>', 'a <math> element'],
    ['<form><button formaction="javascript:alert(1)">x</button></form>', 'formaction with a javascript: URL on <button>'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', 'a <meta> element'],
    ['<template><img src=x onerror=alert(1)></template>', 'an onerror handler on <img>'],
    ['<a href="x-evil:run">x</a>', 'href with the scheme x-evil: on <a>'],
  ])('finds what can run in %s', (html, problem) => {
    expect(executableParts(html)).toContain(problem);
  });

  it('finds nothing in what the editors write', () => {
    expect(executableParts(EDITOR_HTML.join(''))).toEqual([]);
  });
});

describe('sanitizeRichText against stored XSS', () => {
  it('is tried on at least 120 distinct payloads, at least 250 of them executable as written', () => {
    expect(new Set(XSS_PAYLOADS.map((x) => x.html)).size).toBeGreaterThanOrEqual(120);
    // Proof that the payloads are live: unsanitized, the judge finds something to run in them.
    const live = XSS_PAYLOADS.filter((x) => executableParts(x.html).length > 0);
    expect(live.length).toBeGreaterThanOrEqual(250);
  });

  it.each(XSS_PAYLOADS.map((x, i) => [i + 1, x.kind, x.html] as const))('#%i (%s) leaves nothing executable: %s', (_i, _kind, payload) => {
    const out = sanitizeRichText(payload);
    expect(executableParts(out)).toEqual([]);
    // Stored HTML is sanitized again on each save: a second pass must not uncover anything.
    expect(sanitizeRichText(out)).toBe(out);
  });
});

/** What TipTap writes for each kind of content the editors offer. */
const EDITOR_HTML = [
  '<h1>Bab 1</h1><h2 style="text-align:center">Gaya</h2><h3 style="text-align:right">Hukum Newton</h3>',
  '<p style="text-align:justify">F = [%m \\cdot a%] <strong>kuat</strong> <em>miring</em> <u>garis</u> <s>coret</s> H<sub>2</sub>O x<sup>2</sup> <mark>penting</mark> <code>kode</code></p>',
  '<p>[[%\\frac{a}{b} \\le \\sqrt{x}%]]</p>',
  '<ul><li><p>satu</p></li><li><p>dua</p></li></ul><ol start="3"><li><p>tiga</p></li></ol>',
  '<blockquote><p>Kutipan</p></blockquote><pre><code>let x = 1;</code></pre><hr />',
  '<table><tbody><tr><th colspan="2">Judul</th></tr><tr><td>a</td><td rowspan="1">b</td></tr></tbody></table>',
  '<p><a href="https://pena.id/materi?x=1&amp;y=2" target="_blank" rel="noopener noreferrer nofollow">tautan</a> <a href="mailto:guru@pena.id">surel</a></p>',
  '<img src="/files/org/1/image/a.png" alt="grafik" data-media-id="7" />',
  '<img src="https://cdn.pena.id/a.png" width="320" height="200" data-media-id="8" />',
  '<audio controls src="/files/org/1/audio/b.mp3" data-media-id="9"></audio>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30" allowfullscreen></iframe>',
  '<iframe src="https://players.brightcove.net/1234567890/default_default/index.html?videoId=987654321" allowfullscreen></iframe>',
  '<p>a &lt; b &amp;&amp; c &gt; d, “kutip” – 5 × 3</p>',
];

describe('sanitizeRichText on what the editors write', () => {
  it.each(EDITOR_HTML)('keeps %s unchanged', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps a whole document unchanged', () => {
    const doc = EDITOR_HTML.join('');
    expect(sanitizeRichText(doc)).toBe(doc);
  });
});
