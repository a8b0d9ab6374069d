import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * Joins PDFs rendered in parts into one and numbers its pages "Page n of N" where the house footer puts
 * them (bottom right, 8 pt grey Helvetica): a document too large to lay out at once is rendered part by
 * part, and only the joined file knows the page count. Runs on a render thread (CPU work).
 */
export async function mergeNumberedPdfs(parts: Uint8Array[], title: string): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  merged.setTitle(title);
  merged.setAuthor('VendorProof');
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  const font = await merged.embedFont(StandardFonts.Helvetica);
  const pages = merged.getPages();
  pages.forEach((page, index) => {
    const text = `Page ${index + 1} of ${pages.length}`;
    const size = 8;
    page.drawText(text, {
      x: page.getWidth() - 40 - font.widthOfTextAtSize(text, size),
      y: 24 + 2,
      size,
      font,
      color: rgb(0x7b / 255, 0x87 / 255, 0x94 / 255),
    });
  });
  return merged.save();
}
