import { describe, expect, test } from 'vitest';
import { minimalPdf } from './pdf';

/** The content stream's text lines as the bytes a PDF reader gets (latin1 keeps one byte a character). */
const streamOf = (pdf: Buffer) => {
  const body = pdf.toString('latin1');
  return body.slice(body.indexOf('stream\n') + 7, body.indexOf('\nendstream'));
};

describe('issue 33 point 14: "the invoice PDF prints €, not ?" (Helvetica in WinAnsiEncoding)', () => {
  test.for([
    { name: 'the euro sign is WinAnsi 0x80', line: 'Bedrag: € 12,50', bytes: 'Bedrag: \x80 12,50' },
    { name: "Intl's no-break space stays 0xA0", line: 'Bedrag: €\u00a0373,15', bytes: 'Bedrag: \x80\xa0373,15' },
    { name: 'typographic dash and quotes of Windows-1252', line: 'Utrecht – Nieuwegein ‘heen’ “terug”', bytes: 'Utrecht \x96 Nieuwegein \x91heen\x92 \x93terug\x94' },
    { name: 'Latin-1 letters unchanged', line: 'Crème brûlée, ëën', bytes: 'Cr\xe8me br\xfbl\xe9e, \xeb\xebn' },
    { name: 'brackets and backslash escaped', line: 'Nota (kopie) a\\b', bytes: 'Nota \\(kopie\\) a\\\\b' },
    { name: 'what WinAnsi cannot hold becomes ?', line: 'Łódź ✓', bytes: '?\xf3d? ?' },
  ])('$name', ({ line, bytes }) => {
    expect(streamOf(minimalPdf({ title: 'Factuur', lines: [line] }))).toContain(`(${bytes}) '`);
  });

  test('the stream length counts the bytes written, so the cross-reference stays exact', () => {
    const pdf = minimalPdf({ title: 'Factuur', lines: ['Bedrag: € 12,50', 'Nog te betalen: € 0,00'] });
    const length = Number(/\/Length (\d+)/.exec(pdf.toString('latin1'))?.[1]);
    expect(length).toBe(Buffer.byteLength(streamOf(pdf), 'latin1'));
    const body = pdf.toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(body)?.[1]);
    expect(body.slice(xref, xref + 4)).toBe('xref');
  });
});
