/**
 * A small but valid PDF (1.4) of one A4 page with a few lines of text in
 * Helvetica: the file behind every downloadable document. Written by hand
 * (catalogue, page tree, page, font, content stream, cross-reference table
 * with exact byte offsets), so no PDF library is needed.
 */

/** Backslash and brackets escaped inside a PDF string literal. */
function escaped(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

/**
 * The page's text is shown in Helvetica with WinAnsiEncoding (Windows-1252):
 * Latin-1 plus 0x80-0x9F, where the euro sign (0x80) and the typographic
 * quotes and dashes live (issue 33 point 14: "the invoice PDF prints €, not ?").
 * The characters of 0x80-0x9F in byte order, from the PDF reference's
 * appendix D; a space marks a byte without a character. (Node's TextDecoder
 * cannot serve: this machine's Node decodes windows-1252 0x80 as nothing.)
 */
const WIN_ANSI_0X80 = '€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ';
const WIN_ANSI_EXTRAS = new Map(
  [...WIN_ANSI_0X80].flatMap((character, index) => (character === ' ' ? [] : [[character, String.fromCharCode(0x80 + index)] as const])),
);

/** Text of the page's content stream, in WinAnsiEncoding; what it cannot hold becomes '?'. */
function pageText(text: string): string {
  return escaped(text.replace(/[^\x20-\x7e\xa0-\xff]/g, (character) => WIN_ANSI_EXTRAS.get(character) ?? '?'));
}

/** Text of the document information (PDFDocEncoding, which agrees with Latin-1 only): others become '?'. */
function infoText(text: string): string {
  return escaped(text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?'));
}

export interface PdfContent {
  title: string;
  lines?: readonly string[];
}

export function minimalPdf({ title, lines = [] }: PdfContent): Buffer {
  const text = [
    'BT',
    '/F1 18 Tf',
    '56 770 Td',
    `(${pageText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    '14 TL',
    ...lines.map((line) => `(${pageText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title (${infoText(title)}) /Producer (Mijn omgeving fake backend) >>`,
  ];
  // the binary comment line tells tools the file holds 8-bit data
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
