import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { SignatureRow } from '@lakehouse/server-kit';

/** The stay the signed agreement is for, as the PDF names it. */
export interface PdfStay {
  houseName: string;
  reference: string;
  dates: string;
  guests: number;
}

const PAGE = { width: 612, height: 792, margin: 60 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** Lays lines out top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number = PAGE.height - PAGE.margin;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  /** The standard fonts encode WinAnsi only: a character outside it (an emoji, CJK) prints as '?'. */
  private printable(font: PDFFont, text: string): string {
    const known = new Set(font.getCharacterSet());
    return [...text.replace(/\t/g, '    ')].map((char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
  }

  /** Word-wrapped to the page's width; a word longer than a line is cut. */
  private wrap(font: PDFFont, size: number, text: string): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/ +/)) {
      let next = line ? `${line} ${word}` : word;
      while (font.widthOfTextAtSize(next, size) > TEXT_WIDTH && next.length > 1) {
        if (line) {
          lines.push(line);
          line = '';
          next = word;
          continue;
        }
        let cut = next.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(next.slice(0, cut), size) > TEXT_WIDTH) cut -= 1;
        lines.push(next.slice(0, cut));
        next = next.slice(cut);
      }
      line = next;
    }
    lines.push(line);
    return lines;
  }

  text(text: string, { size = 10.5, bold = false, gapAfter = 0 } = {}): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of this.wrap(font, size, this.printable(font, text))) {
      if (this.y - size < PAGE.margin) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size * 1.35;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font });
    }
    this.y -= gapAfter;
  }

  gap(points: number): void {
    this.y -= points;
  }
}

/** The signed text as printed: a Markdown heading in bold, list items and paragraphs as they are. */
function writeAgreementText(writer: Writer, text: string): void {
  for (const line of text.split('\n')) {
    const heading = line.match(/^#{1,6}\s+(.*)$/);
    if (heading) writer.text(heading[1]!, { size: 12.5, bold: true, gapAfter: 2 });
    else if (line.trim() === '') writer.gap(6);
    else writer.text(line.replace(/\*\*|__/g, ''));
  }
}

/**
 * The signed agreement as a PDF: the stay, the text exactly as signed, then the signature (the name typed, when,
 * the version and the text's SHA-256, so anyone can check the text against the record).
 */
export async function signedAgreementPdf(stay: PdfStay, signature: SignatureRow): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Rental agreement, ${stay.houseName}, booking ${stay.reference}`);
  pdf.setCreationDate(signature.signedAt);
  const writer = new Writer(pdf, {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  });
  writer.text(`Rental agreement: ${stay.houseName}`, { size: 17, bold: true, gapAfter: 6 });
  writer.text(`Booking ${stay.reference}: ${stay.dates}, ${stay.guests} guest${stay.guests === 1 ? '' : 's'}`);
  writer.gap(14);
  writeAgreementText(writer, signature.signedText);
  writer.gap(18);
  writer.text('Signature', { size: 12.5, bold: true, gapAfter: 2 });
  writer.text(`Signed by typing their full name: ${signature.name}`);
  writer.text(`Signed at: ${signature.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`);
  writer.text(`Agreement version: ${signature.version}`);
  writer.text(`SHA-256 of the text as signed: ${signature.sha256}`, { size: 9 });
  return pdf.save();
}
