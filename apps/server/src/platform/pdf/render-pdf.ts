import { renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';

/** Renders a @react-pdf document to a PDF buffer (server-side; the browser only downloads it). */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  return renderToBuffer(document);
}
