// Reads a PDF that a test printed: its number of pages and the text of each, with pdf.js's
// build for Node (no canvas or worker needed to read text).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Each page's text, its runs joined by spaces and white space (non-breaking too) collapsed. */
  text: string[];
}

export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of the bytes it is given: pass a copy.
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const text: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const runs = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''));
      text.push(runs.join('').replace(/\s+/g, ' ').trim());
    }
    return { pages: doc.numPages, text };
  } finally {
    await task.destroy();
  }
}
