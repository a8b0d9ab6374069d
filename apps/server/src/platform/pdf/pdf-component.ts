import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

/**
 * A @react-pdf document component with where it is exported, so a worker thread can import and render it:
 * a React element (with its functions) cannot cross threads; the module URL, export name and plain props can.
 */
export interface PdfComponent<Props> {
  component: (props: Props) => ReactElement<DocumentProps>;
  moduleUrl: string;
  /** The name this object is exported under in its module. */
  exportName: string;
}

/** Declares a document next to its component: `export const auditDocument = pdfComponent(AuditDocument, import.meta.url, 'auditDocument')`. */
export function pdfComponent<Props>(
  component: (props: Props) => ReactElement<DocumentProps>,
  moduleUrl: string,
  exportName: string,
): PdfComponent<Props> {
  return { component, moduleUrl, exportName };
}
