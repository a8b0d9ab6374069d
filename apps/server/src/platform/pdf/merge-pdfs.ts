import fs from 'node:fs';
import { once } from 'node:events';
import {
  PDFArray,
  PDFCatalog,
  PDFCrossRefStream,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFObjectStream,
  PDFPageLeaf,
  PDFPageTree,
  PDFRef,
  PDFStream,
  StandardFonts,
  rgb,
  type PDFObject,
} from 'pdf-lib';

/** The joined file's own objects; the parts' objects follow, renumbered. */
const PAGES = 1;
const CATALOG = 2;
const INFO = 3;

/**
 * Joins PDFs rendered in parts (files) into one file and numbers its pages "Page n of N" where the house
 * footer puts them (bottom right, 8 pt grey Helvetica): a document too large to lay out at once is
 * rendered part by part, and only the joined file knows the page count. The file is written object by
 * object with one part in memory at a time (a first pass counts the pages), so its size is bounded by
 * the disk, not the heap (decision 350). Runs on a render thread (CPU work).
 */
export async function writeNumberedPdf(partPaths: string[], title: string, outPath: string): Promise<void> {
  let pageCount = 0;
  for (const partPath of partPaths) pageCount += (await loadPart(partPath)).getPageCount();
  const out = new PdfFileWriter(outPath);
  try {
    await out.write(Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1'));
    const kids: number[] = [];
    let nextNumber = INFO + 1;
    for (const partPath of partPaths) {
      const part = await loadPart(partPath);
      await numberPages(part, kids.length, pageCount);
      const offset = nextNumber - 1;
      const ownRefs = new Set([part.context.trailerInfo.Root, part.context.trailerInfo.Info]);
      const renumbered = new Set<PDFObject>();
      for (const [ref, object] of part.context.enumerateIndirectObjects()) {
        // The part's catalog, page tree and metadata give way to the joined file's; stream containers are not kept by the parser.
        if (ownRefs.has(ref) || object instanceof PDFCatalog || object instanceof PDFPageTree) continue;
        if (object instanceof PDFObjectStream || object instanceof PDFCrossRefStream) continue;
        renumber(object, offset, renumbered);
        if (object instanceof PDFPageLeaf) object.set(PDFName.of('Parent'), PDFRef.of(PAGES));
        await out.writeObject(ref.objectNumber + offset, object);
      }
      kids.push(...part.getPages().map((page) => page.ref.objectNumber + offset));
      nextNumber = offset + part.context.largestObjectNumber + 1;
    }
    await out.writeRaw(PAGES, `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`);
    await out.writeRaw(CATALOG, `<< /Type /Catalog /Pages ${PAGES} 0 R >>`);
    await out.writeRaw(INFO, `<< /Title ${PDFHexString.fromText(title).toString()} /Author (VendorProof) /Producer (VendorProof) >>`);
    await out.finish(nextNumber, CATALOG, INFO);
  } finally {
    await out.close();
  }
}

async function loadPart(partPath: string): Promise<PDFDocument> {
  return PDFDocument.load(await fs.promises.readFile(partPath), { updateMetadata: false });
}

async function numberPages(part: PDFDocument, before: number, pageCount: number): Promise<void> {
  const font = await part.embedFont(StandardFonts.Helvetica);
  part.getPages().forEach((page, index) => {
    const text = `Page ${before + index + 1} of ${pageCount}`;
    const size = 8;
    page.drawText(text, {
      x: page.getWidth() - 40 - font.widthOfTextAtSize(text, size),
      y: 24 + 2,
      size,
      font,
      color: rgb(0x7b / 255, 0x87 / 255, 0x94 / 255),
    });
  });
  // pdf-lib writes the embedded font's objects when a document is saved: now, since this one is not.
  await part.flush();
}

/**
 * Shifts every reference inside `object` by `offset`, in place, each object once: a dictionary may be both
 * an indirect object and a page's direct entry (pdf-lib gives a page its own Resources when it draws).
 */
function renumber(object: PDFObject, offset: number, done: Set<PDFObject>): PDFObject {
  if (object instanceof PDFRef) return PDFRef.of(object.objectNumber + offset, object.generationNumber);
  if (done.has(object)) return object;
  done.add(object);
  if (object instanceof PDFStream) renumber(object.dict, offset, done);
  else if (object instanceof PDFDict) for (const [key, value] of object.entries()) object.set(key, renumber(value, offset, done));
  else if (object instanceof PDFArray) for (let i = 0; i < object.size(); i++) object.set(i, renumber(object.get(i), offset, done));
  return object;
}

/** A PDF file written object by object, with the cross-reference table of the offsets at the end. */
class PdfFileWriter {
  private readonly stream: fs.WriteStream;
  private position = 0;
  private readonly offsets: number[] = [];

  constructor(outPath: string) {
    this.stream = fs.createWriteStream(outPath);
  }

  async write(bytes: Uint8Array): Promise<void> {
    this.position += bytes.length;
    if (!this.stream.write(bytes)) await once(this.stream, 'drain');
  }

  async writeObject(number: number, object: PDFObject): Promise<void> {
    const bytes = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(bytes, 0);
    this.offsets[number] = this.position;
    await this.write(Buffer.from(`${number} 0 obj\n`, 'latin1'));
    await this.write(bytes);
    await this.write(Buffer.from('\nendobj\n', 'latin1'));
  }

  async writeRaw(number: number, body: string): Promise<void> {
    this.offsets[number] = this.position;
    await this.write(Buffer.from(`${number} 0 obj\n${body}\nendobj\n`, 'latin1'));
  }

  /** The cross-reference table (objects never written are free) and the trailer. */
  async finish(size: number, root: number, info: number): Promise<void> {
    const start = this.position;
    await this.write(Buffer.from(`xref\n0 ${size}\n0000000000 65535 f \n`, 'latin1'));
    const LINES = 4_096;
    for (let from = 1; from < size; from += LINES) {
      let lines = '';
      for (let number = from; number < Math.min(size, from + LINES); number++) {
        const offset = this.offsets[number];
        lines += offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
      }
      await this.write(Buffer.from(lines, 'latin1'));
    }
    await this.write(
      Buffer.from(`trailer\n<< /Size ${size} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${start}\n%%EOF\n`, 'latin1'),
    );
  }

  async close(): Promise<void> {
    this.stream.end();
    await once(this.stream, 'close');
  }
}
