/**
 * Test fixture: tiny files built byte by byte, just enough of each format for
 * the readability rule to read (a PNG signature and IHDR chunk, a JPEG with
 * an SOF0 segment, BMP and TIFF headers, a PDF with or without an /Encrypt
 * entry). `padTo` appends zero bytes so a file reaches a size (the 1 KB
 * minimum of an attachment, or several MB for the size limits). Used by the
 * domain's and the fake backend's tests; the e2e tests write real, viewable
 * files (e2e/support/files.ts).
 */

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0) & 0xff);

function bytesOf(parts: readonly (readonly number[])[], padTo = 0): Uint8Array<ArrayBuffer> {
  const length = parts.reduce((total, part) => total + part.length, 0);
  const bytes = new Uint8Array(Math.max(length, padTo));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

const uint32BigEndian = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const uint16BigEndian = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const uint32LittleEndian = (value: number) => [...uint32BigEndian(value)].reverse();
const uint16LittleEndian = (value: number) => [...uint16BigEndian(value)].reverse();

export interface SampleOptions {
  /** total size in bytes, zero-padded at the end */
  padTo?: number;
}

/** A PNG signature and IHDR chunk (8-bit RGB) with the given size; the CRC is not checked by the rule. */
export function samplePng(width: number, height: number, { padTo }: SampleOptions = {}): Uint8Array<ArrayBuffer> {
  return bytesOf(
    [
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      uint32BigEndian(13),
      ascii('IHDR'),
      uint32BigEndian(width),
      uint32BigEndian(height),
      [8, 2, 0, 0, 0],
      uint32BigEndian(0),
    ],
    padTo,
  );
}

/**
 * A JPEG: SOI, an APP0 (JFIF) segment to skip, then a start-of-frame segment
 * (`marker` 0xC0 baseline by default, 0xC2 progressive) with height and width.
 */
export function sampleJpeg(
  width: number,
  height: number,
  { padTo, marker = 0xc0 }: SampleOptions & { marker?: number } = {},
): Uint8Array<ArrayBuffer> {
  return bytesOf(
    [
      [0xff, 0xd8],
      [0xff, 0xe0, ...uint16BigEndian(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
      [0xff, marker, ...uint16BigEndian(17), 8, ...uint16BigEndian(height), ...uint16BigEndian(width), 3],
      [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
      [0xff, 0xda, ...uint16BigEndian(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0],
      [0xff, 0xd9],
    ],
    padTo,
  );
}

/** A BMP file header and BITMAPINFOHEADER (a negative height means rows stored top-down). */
export function sampleBmp(width: number, height: number, { padTo }: SampleOptions = {}): Uint8Array<ArrayBuffer> {
  return bytesOf(
    [
      ascii('BM'),
      uint32LittleEndian(padTo ?? 54),
      uint32LittleEndian(0),
      uint32LittleEndian(54),
      uint32LittleEndian(40),
      uint32LittleEndian(width),
      uint32LittleEndian(height >>> 0),
      uint16LittleEndian(1),
      uint16LittleEndian(24),
      new Array<number>(24).fill(0),
    ],
    padTo,
  );
}

/** A TIFF header and one image file directory with ImageWidth (SHORT) and ImageLength (LONG). */
export function sampleTiff(
  width: number,
  height: number,
  { padTo, byteOrder = 'little-endian' }: SampleOptions & { byteOrder?: 'little-endian' | 'big-endian' } = {},
): Uint8Array<ArrayBuffer> {
  const u16 = byteOrder === 'little-endian' ? uint16LittleEndian : uint16BigEndian;
  const u32 = byteOrder === 'little-endian' ? uint32LittleEndian : uint32BigEndian;
  const entry = (tag: number, type: number, value: number) => [
    ...u16(tag),
    ...u16(type),
    ...u32(1),
    ...(type === 3 ? [...u16(value), 0, 0] : u32(value)),
  ];
  return bytesOf(
    [
      byteOrder === 'little-endian' ? [0x49, 0x49, 0x2a, 0x00] : [0x4d, 0x4d, 0x00, 0x2a],
      u32(8),
      u16(3),
      entry(254, 4, 0),
      entry(256, 3, width),
      entry(257, 4, height),
      u32(0),
    ],
    padTo,
  );
}

/**
 * A one-page PDF; `encrypted` adds an encryption dictionary and names it in
 * the trailer (`/Encrypt 5 0 R`), as a password-protected PDF does.
 */
export function samplePdf({ padTo, encrypted = false }: SampleOptions & { encrypted?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    ...(encrypted ? ['5 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /EncryptMetadata true >> endobj'] : []),
  ];
  const trailer = `trailer << /Size 6 /Root 1 0 R${encrypted ? ' /Encrypt 5 0 R' : ''} >>`;
  return bytesOf([ascii(['%PDF-1.7', ...objects, trailer, '%%EOF', ''].join('\n'))], padTo);
}
