// QTI written once for two versions: the code names elements and attributes as QTI 2.1 does
// (camelCase), and QTI 3.0's names are made from them (`choiceInteraction` →
// `qti-choice-interaction`, `responseIdentifier` → `response-identifier`). Feedback and rubric
// blocks wrap their content in `qti-content-body` in 3.0 only. HTML elements inside item bodies
// keep their names in both.
import { escapeXml } from '../../readers/interchange/xml.ts';

export type QtiVersion = 'qti21' | 'qti3';

export const QTI_NAMESPACE: Record<QtiVersion, string> = {
  qti21: 'http://www.imsglobal.org/xsd/imsqti_v2p1',
  qti3: 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0',
};
export const QTI_SCHEMA: Record<QtiVersion, string> = {
  qti21: 'http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p2.xsd',
  qti3: 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd',
};
export const RESOURCE_TYPE: Record<QtiVersion, { item: string; test: string }> = {
  qti21: { item: 'imsqti_item_xmlv2p1', test: 'imsqti_test_xmlv2p1' },
  qti3: { item: 'imsqti_item_xmlv3p0', test: 'imsqti_test_xmlv3p0' },
};
export const MANIFEST_NAMESPACE: Record<QtiVersion, string> = {
  qti21: 'http://www.imsglobal.org/xsd/imscp_v1p1',
  qti3: 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export type Attributes = Record<string, string | number | boolean | null | undefined>;
type Children = string | readonly string[] | null;

/** Elements whose content QTI 3.0 puts in `qti-content-body`. */
const WITH_CONTENT_BODY = new Set(['modalFeedback', 'feedbackBlock', 'rubricBlock']);

export class QtiWriter {
  readonly version: QtiVersion;

  constructor(version: QtiVersion) {
    this.version = version;
  }

  name(element: string): string {
    return this.version === 'qti3' ? `qti-${kebab(element)}` : element;
  }

  attr(attribute: string): string {
    return this.version === 'qti3' && !attribute.includes(':') ? kebab(attribute) : attribute;
  }

  /** A QTI element; `children` is XML already (text must be escaped by the caller). */
  el(element: string, attributes: Attributes = {}, children: Children = null): string {
    const attrs = Object.entries(attributes)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => ` ${this.attr(k)}="${escapeXml(String(v))}"`)
      .join('');
    let body = typeof children === 'string' ? children : children === null ? '' : children.join('');
    if (this.version === 'qti3' && WITH_CONTENT_BODY.has(element)) body = `<qti-content-body>${body}</qti-content-body>`;
    const name = this.name(element);
    return body === '' ? `<${name}${attrs}/>` : `<${name}${attrs}>${body}</${name}>`;
  }

  /** `<value>` elements of a correct response or default value. */
  values(values: readonly string[], attributes: (v: string) => Attributes = () => ({})): string[] {
    return values.map((v) => this.el('value', attributes(v), escapeXml(v)));
  }
}
