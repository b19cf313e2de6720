/**
 * A small but valid PDF (1.4) of one A4 page with a few lines of text in
 * Helvetica: the file behind every downloadable document. Written by hand
 * (catalogue, page tree, page, font, content stream, cross-reference table
 * with exact byte offsets), so no PDF library is needed.
 */

/** Text inside a PDF string literal: backslash, brackets escaped; Latin-1 only. */
function pdfText(text: string): string {
  return text
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (character) => `\\${character}`);
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
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    '14 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Mijn omgeving fake backend) >>`,
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
