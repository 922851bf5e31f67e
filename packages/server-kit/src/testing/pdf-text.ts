import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** A hex string of a content stream (`<48656C6C6F> Tj`) as its text: the standard fonts' bytes are WinAnsi. */
const hexText = (hex: string): string => Buffer.from(hex, 'hex').toString('latin1');

/**
 * The text a PDF shows, line by line, read back by inflating each page's content streams: what a reader of the file
 * sees, without trusting the code that wrote it.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(hexText(match[1]!));
    }
  }
  return lines.join('\n');
}
