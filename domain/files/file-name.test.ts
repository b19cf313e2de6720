import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DOCUMENT_FILE_NAME_MAX_LENGTH, documentFileName } from './file-name';

describe('documentFileName: what the document is, as a name every system accepts', () => {
  test.for([
    // the document's own title, as the user saw it
    { case: 'policy conditions', title: 'Polisvoorwaarden Aanvullende verzekeringen 2026', extension: 'pdf', expected: 'Polisvoorwaarden Aanvullende verzekeringen 2026.pdf' },
    { case: 'a message', title: 'Premienota november 2026', extension: 'pdf', expected: 'Premienota november 2026.pdf' },
    { case: 'a name with accents stays as it is', title: 'Zorgpas en EHIC Juliëtte Kok', extension: 'pdf', expected: 'Zorgpas en EHIC Juliëtte Kok.pdf' },
    { case: 'the extension in any case', title: 'Jaaroverzicht 2025', extension: 'PDF', expected: 'Jaaroverzicht 2025.pdf' },
    { case: 'an extension with its dot', title: 'Jaaroverzicht 2025', extension: '.pdf', expected: 'Jaaroverzicht 2025.pdf' },
    { case: 'no extension: pdf', title: 'Jaaroverzicht 2025', extension: '', expected: 'Jaaroverzicht 2025.pdf' },
    { case: 'a title that ends in its extension keeps it once', title: 'factuur-2026123456.pdf', extension: 'pdf', expected: 'factuur-2026123456.pdf' },
    // characters Windows refuses
    { case: 'a slash', title: 'Premie 2025/2026', extension: 'pdf', expected: 'Premie 2025-2026.pdf' },
    { case: 'a backslash', title: 'Zorg\\Kosten', extension: 'pdf', expected: 'Zorg-Kosten.pdf' },
    { case: 'a colon', title: 'Let op: nieuwe polis', extension: 'pdf', expected: 'Let op- nieuwe polis.pdf' },
    { case: 'a run of refused characters is one dash', title: 'Vraag <*?> antwoord', extension: 'pdf', expected: 'Vraag - antwoord.pdf' },
    { case: 'quotes and a pipe', title: '"Fysio" | extra', extension: 'pdf', expected: 'Fysio- - extra.pdf' },
    { case: 'control characters; a line break is a space', title: 'Brief\u0000\u0007 juni\n2026', extension: 'pdf', expected: 'Brief- juni 2026.pdf' },
    { case: 'a path is no path', title: '../../etc/passwd', extension: 'pdf', expected: 'etc-passwd.pdf' },
    // the ends Windows refuses
    { case: 'trailing dots and spaces', title: 'Brief van de zorgverzekeraar. . ', extension: 'pdf', expected: 'Brief van de zorgverzekeraar.pdf' },
    { case: 'spaces collapse', title: '  Polisvoorwaarden   Basis\t2026  ', extension: 'pdf', expected: 'Polisvoorwaarden Basis 2026.pdf' },
    // device names
    { case: 'CON', title: 'CON', extension: 'pdf', expected: 'CON_.pdf' },
    { case: 'nul in lower case', title: 'nul', extension: 'txt', expected: 'nul_.txt' },
    { case: 'LPT1', title: 'LPT1', extension: 'pdf', expected: 'LPT1_.pdf' },
    { case: 'a device name before a dot', title: 'com1.txt', extension: 'pdf', expected: 'com1_.txt.pdf' },
    { case: 'a device name inside a title is fine', title: 'Aux en con', extension: 'pdf', expected: 'Aux en con.pdf' },
    // nothing to name it by
    { case: 'empty', title: '', extension: 'pdf', expected: 'Document.pdf' },
    { case: 'null', title: null, extension: 'pdf', expected: 'Document.pdf' },
    { case: 'only refused characters and dots', title: '/// ...', extension: 'pdf', expected: 'Document.pdf' },
    // too long: cut at a word
    {
      case: 'a long title is cut at a word',
      title: `${'Polisvoorwaarden '.repeat(7)}2026`,
      extension: 'pdf',
      expected: `${'Polisvoorwaarden '.repeat(5).trim()}.pdf`,
    },
    { case: 'one long word is cut at the limit', title: 'x'.repeat(130), extension: 'pdf', expected: `${'x'.repeat(100)}.pdf` },
  ])('$case', ({ title, extension, expected }) => {
    expect(documentFileName(title, extension)).toBe(expected);
  });

  const anyTitle = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('CON', 'com1.txt', ' . ', 'a/b\\c'));

  test('every name is one Windows accepts, with the extension asked for', () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        const name = documentFileName(title, 'pdf');
        const stem = name.slice(0, -'.pdf'.length);
        expect(name.endsWith('.pdf')).toBe(true);
        // eslint-disable-next-line no-control-regex -- the characters Windows refuses
        expect(name).not.toMatch(/[\\/:*?"<>|\u0000-\u001f\u007f]/);
        expect(stem).not.toMatch(/^[\s.]|[\s.]$/);
        expect(stem).not.toMatch(/^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\.|$)/i);
        expect(stem.length).toBeGreaterThan(0);
        expect(stem.length).toBeLessThanOrEqual(DOCUMENT_FILE_NAME_MAX_LENGTH + 1);
      }),
    );
  });

  test('a name made safe stays as it is (naming is idempotent)', () => {
    fc.assert(
      fc.property(anyTitle, (title) => {
        const name = documentFileName(title, 'pdf');
        expect(documentFileName(name, 'pdf')).toBe(name);
      }),
    );
  });
});
