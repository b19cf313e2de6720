import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  IMAGE_MIN_PIXELS_LEGIBLE,
  IMAGE_MIN_PIXELS_READABLE,
  imageDimensions,
  imageReadability,
  isEncryptedPdf,
  isPdf,
  judgeReadability,
  unreadableReceivedFile,
  unreadableReceivedFiles,
} from './file-readability';
import { READABILITY_SCORES } from './readability';
import { sampleBmp, sampleJpeg, samplePdf, samplePng, sampleTiff } from './sample-files.fixture';

const ascii = (text: string) => Uint8Array.from([...text].map((character) => character.charCodeAt(0)));

// "readabilityScore (0 unreadable, 1 barely readable, 2 readable, 3 locked)";
// "unreadable, barely readable or locked files give warnings" (spec 02 §3, §5).
describe('judgeReadability', () => {
  test.for([
    { case: 'a plain PDF', bytes: samplePdf(), score: 2 },
    { case: 'an encrypted PDF (/Encrypt in its trailer)', bytes: samplePdf({ encrypted: true }), score: 3 },
    { case: 'a large encrypted PDF', bytes: samplePdf({ encrypted: true, padTo: 3_000_000 }), score: 3 },
    { case: 'a PNG scan of 1240 × 1754', bytes: samplePng(1240, 1754), score: 2 },
    { case: 'a PNG of 50 × 50', bytes: samplePng(50, 50), score: 0 },
    { case: 'a PNG of 199 wide', bytes: samplePng(199, 2000), score: 0 },
    { case: 'a PNG of 200 high', bytes: samplePng(2000, 200), score: 1 },
    { case: 'a PNG of 599 on its short side', bytes: samplePng(599, 800), score: 1 },
    { case: 'a PNG of 600 × 600', bytes: samplePng(600, 600), score: 2 },
    { case: 'a baseline JPEG of 1200 × 900', bytes: sampleJpeg(1200, 900), score: 2 },
    { case: 'a progressive JPEG of 640 × 480', bytes: sampleJpeg(640, 480, { marker: 0xc2 }), score: 1 },
    { case: 'a JPEG of 120 × 160', bytes: sampleJpeg(120, 160), score: 0 },
    { case: 'a BMP of 800 × 600', bytes: sampleBmp(800, 600), score: 2 },
    { case: 'a top-down BMP of 300 × 300', bytes: sampleBmp(300, -300), score: 1 },
    { case: 'a little-endian TIFF of 2480 × 3508', bytes: sampleTiff(2480, 3508), score: 2 },
    { case: 'a big-endian TIFF of 100 × 3508', bytes: sampleTiff(100, 3508, { byteOrder: 'big-endian' }), score: 0 },
    { case: 'an empty file', bytes: new Uint8Array(0), score: 0 },
    { case: 'text that is no image or PDF', bytes: ascii('Beste zorgverzekeraar, hierbij mijn nota.'), score: 0 },
    { case: 'a PNG cut off in its header', bytes: samplePng(1200, 900).slice(0, 20), score: 0 },
    { case: 'a JPEG without a start-of-frame before the scan', bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]), score: 0 },
  ])('$case → $score', ({ bytes, score }) => {
    expect(judgeReadability(bytes)).toBe(score);
  });

  test('zero padding after the header changes nothing', () => {
    expect(judgeReadability(samplePng(50, 50, { padTo: 4096 }))).toBe(READABILITY_SCORES.unreadable);
    expect(judgeReadability(samplePdf({ padTo: 4096 }))).toBe(READABILITY_SCORES.readable);
  });
});

describe('isPdf and isEncryptedPdf', () => {
  test.for([
    { case: 'plain', bytes: samplePdf(), pdf: true, encrypted: false },
    { case: 'encrypted', bytes: samplePdf({ encrypted: true }), pdf: true, encrypted: true },
    { case: '/Encrypt at the very end', bytes: ascii('%PDF-1.4\ntrailer << /Encrypt'), pdf: true, encrypted: true },
    { case: 'only the key /EncryptMetadata', bytes: ascii('%PDF-1.4\n<< /EncryptMetadata false >>'), pdf: true, encrypted: false },
    { case: 'a signature after some junk', bytes: ascii('\u0000\u0000%PDF-1.4\n/Encrypt 4 0 R'), pdf: true, encrypted: true },
    { case: 'no PDF at all, though it says /Encrypt', bytes: ascii('hello /Encrypt 4 0 R'), pdf: false, encrypted: false },
  ])('$case', ({ bytes, pdf, encrypted }) => {
    expect(isPdf(bytes)).toBe(pdf);
    expect(isEncryptedPdf(bytes)).toBe(encrypted);
  });
});

describe('imageDimensions', () => {
  test.for([
    { case: 'PNG', bytes: samplePng(1200, 900), expected: { format: 'png', width: 1200, height: 900 } },
    { case: 'JPEG SOF0', bytes: sampleJpeg(1200, 900), expected: { format: 'jpeg', width: 1200, height: 900 } },
    { case: 'JPEG SOF2', bytes: sampleJpeg(64, 48, { marker: 0xc2 }), expected: { format: 'jpeg', width: 64, height: 48 } },
    { case: 'BMP', bytes: sampleBmp(640, 480), expected: { format: 'bmp', width: 640, height: 480 } },
    { case: 'TIFF II', bytes: sampleTiff(2480, 3508), expected: { format: 'tiff', width: 2480, height: 3508 } },
    { case: 'TIFF MM', bytes: sampleTiff(300, 5, { byteOrder: 'big-endian' }), expected: { format: 'tiff', width: 300, height: 5 } },
    { case: 'a PDF', bytes: samplePdf(), expected: null },
  ])('$case', ({ bytes, expected }) => {
    expect(imageDimensions(bytes)).toEqual(expected);
  });

  const size = fc.integer({ min: 1, max: 65_535 });
  test('every generated header reads back as written, for each format', () => {
    fc.assert(
      fc.property(size, size, (width, height) => {
        for (const bytes of [samplePng(width, height), sampleJpeg(width, height), sampleBmp(width, height)]) {
          expect(imageDimensions(bytes)).toMatchObject({ width, height });
        }
        expect(imageDimensions(sampleTiff(width, height))).toMatchObject({ width, height });
      }),
    );
  });
});

describe('imageReadability', () => {
  test('the thresholds are 200 and 600 pixels on the shorter side', () => {
    expect([IMAGE_MIN_PIXELS_LEGIBLE, IMAGE_MIN_PIXELS_READABLE]).toEqual([200, 600]);
  });

  const side = fc.integer({ min: 1, max: 10_000 });
  test('only the shorter side counts, and more pixels never read worse', () => {
    fc.assert(
      fc.property(side, side, side, (width, height, extra) => {
        const score = imageReadability({ width, height });
        expect(imageReadability({ width: height, height: width })).toBe(score);
        expect(imageReadability({ width: width + extra, height: height + extra })).toBeGreaterThanOrEqual(score);
        expect(score).not.toBe(READABILITY_SCORES.locked);
      }),
    );
  });
});

// issue 32: "the server judges readability again (a locked or unreadable file is refused with its reason)"
describe('unreadableReceivedFile', () => {
  const readable = { fileName: 'nota.pdf', bytes: samplePdf() };
  test.for([
    { case: 'every file readable', files: [readable, { fileName: 'foto.png', bytes: samplePng(1200, 1600) }], refused: null },
    { case: 'a locked pdf', files: [readable, { fileName: 'beveiligd.pdf', bytes: samplePdf({ encrypted: true }) }], refused: { fileName: 'beveiligd.pdf', messageKey: 'file-locked' } },
    { case: 'a photo of 120 px', files: [{ fileName: 'klein.jpg', bytes: sampleJpeg(120, 160) }], refused: { fileName: 'klein.jpg', messageKey: 'file-unreadable' } },
    { case: 'a photo of 400 px', files: [{ fileName: 'vaag.bmp', bytes: sampleBmp(400, 800) }], refused: { fileName: 'vaag.bmp', messageKey: 'file-barely-readable' } },
    { case: 'a pdf of text bytes', files: [{ fileName: 'nep.pdf', bytes: ascii('geen pdf') }], refused: { fileName: 'nep.pdf', messageKey: 'file-unreadable' } },
    { case: 'the first refused one of several', files: [{ fileName: 'a.tif', bytes: ascii('x') }, { fileName: 'b.pdf', bytes: samplePdf({ encrypted: true }) }], refused: { fileName: 'a.tif', messageKey: 'file-unreadable' } },
    { case: 'a type the check does not read is left to the type rule', files: [{ fileName: 'brief.docx', bytes: ascii('x') }], refused: null },
  ])('$case', ({ files, refused }) => {
    expect(unreadableReceivedFile(files)).toEqual(refused);
  });
});

// a submitted list with several bad files: the server names each (its place as sent, its name, its reason)
describe('unreadableReceivedFiles', () => {
  const readable = { fileName: 'nota.pdf', bytes: samplePdf() };
  test.for([
    { case: 'every file readable', files: [readable], refused: [] },
    {
      case: 'a locked pdf and a tiny photo among readable files',
      files: [readable, { fileName: 'beveiligd.pdf', bytes: samplePdf({ encrypted: true }) }, { fileName: 'foto.png', bytes: samplePng(1200, 1600) }, { fileName: 'klein.jpg', bytes: sampleJpeg(120, 160) }],
      refused: [
        { index: 1, fileName: 'beveiligd.pdf', messageKey: 'file-locked' },
        { index: 3, fileName: 'klein.jpg', messageKey: 'file-unreadable' },
      ],
    },
    { case: 'a type the check does not read is left to the type rule', files: [{ fileName: 'brief.docx', bytes: ascii('x') }, { fileName: 'vaag.bmp', bytes: sampleBmp(400, 800) }], refused: [{ index: 1, fileName: 'vaag.bmp', messageKey: 'file-barely-readable' }] },
  ])('$case', ({ files, refused }) => {
    expect(unreadableReceivedFiles(files)).toEqual(refused);
    // the first of them is the one unreadableReceivedFile names
    expect(unreadableReceivedFile(files)).toEqual(refused[0] ? { fileName: refused[0].fileName, messageKey: refused[0].messageKey } : null);
  });
});
