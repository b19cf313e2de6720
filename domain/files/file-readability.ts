import { READABILITY_SCORES, isSentForReadabilityCheck, readabilityMessageKey, type ReadabilityScore } from './readability';

/**
 * Judging a file's readability from its bytes (spec 02 §3 "Readability
 * result", §7 "Declaration/ValidateAttachmentsReadability"). The insurer's
 * real service is not described; this is the fake backend's rule, kept
 * deterministic so tests and demos can predict the answer:
 *
 * - a PDF (starts with `%PDF-`) that holds an `/Encrypt` entry (its trailer
 *   names an encryption dictionary, i.e. it is password-protected) is
 *   **locked** (3); any other PDF is **readable** (2);
 * - a PNG, JPEG, BMP or TIFF image is judged by the smaller of its width and
 *   height, read from its header: under 200 px **unreadable** (0), under
 *   600 px **barely readable** (1), otherwise **readable** (2) — a scanned
 *   A4 page at a legible resolution is well over 600 px on its short side;
 * - anything else (a file whose bytes are none of these, or whose header is
 *   cut off) is **unreadable** (0): nobody at the insurer could open it.
 *
 * The type is read from the bytes, not from the file name.
 */

/** Below this many pixels on the shorter side an image is unreadable. */
export const IMAGE_MIN_PIXELS_LEGIBLE = 200;
/** Below this many pixels on the shorter side an image is barely readable. */
export const IMAGE_MIN_PIXELS_READABLE = 600;

export type ImageFormat = 'png' | 'jpeg' | 'bmp' | 'tiff';

export interface ImageDimensions {
  format: ImageFormat;
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((value, index) => bytes[at + index] === value);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const PDF_SIGNATURE = ascii('%PDF-');
/** "The file must start with %PDF-"; readers accept it within the first 1024 bytes. */
const PDF_SIGNATURE_WINDOW = 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8];
const BMP_SIGNATURE = ascii('BM');
const TIFF_LITTLE_ENDIAN = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BIG_ENDIAN = [0x4d, 0x4d, 0x00, 0x2a];

function indexOfBytes(bytes: Uint8Array, needle: readonly number[], from = 0, until = bytes.length): number {
  const last = Math.min(until, bytes.length) - needle.length;
  outer: for (let index = from; index <= last; index += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (bytes[index + offset] !== needle[offset]) continue outer;
    }
    return index;
  }
  return -1;
}

export function isPdf(bytes: Uint8Array): boolean {
  return indexOfBytes(bytes, PDF_SIGNATURE, 0, PDF_SIGNATURE_WINDOW + PDF_SIGNATURE.length) !== -1;
}

const ENCRYPT_NAME = ascii('/Encrypt');
/** After a PDF name come white space or a delimiter; a longer name such as /EncryptMetadata is another key. */
const isNameEnd = (byte: number | undefined) => byte === undefined || !/[A-Za-z0-9#_.-]/.test(String.fromCharCode(byte));

/** A PDF that names an encryption dictionary (`/Encrypt 7 0 R` in its trailer or cross-reference stream). */
export function isEncryptedPdf(bytes: Uint8Array): boolean {
  if (!isPdf(bytes)) return false;
  for (let index = indexOfBytes(bytes, ENCRYPT_NAME); index !== -1; index = indexOfBytes(bytes, ENCRYPT_NAME, index + 1)) {
    if (isNameEnd(bytes[index + ENCRYPT_NAME.length])) return true;
  }
  return false;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** PNG: the IHDR chunk comes first, width and height big-endian at bytes 16 and 20. */
function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return null;
  const data = view(bytes);
  return { format: 'png', width: data.getUint32(16), height: data.getUint32(20) };
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): C0–CF except C4, C8, CC. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Markers without a length field: TEM, RST0–7, SOI, EOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
const START_OF_SCAN = 0xda;

/** JPEG: walks the marker segments to the first start-of-frame, which holds height then width. */
function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  const data = view(bytes);
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    if (marker === START_OF_SCAN || offset + 4 > bytes.length) return null;
    const length = data.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { format: 'jpeg', height: data.getUint16(offset + 5), width: data.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** BMP: the DIB header after the 14-byte file header; the old OS/2 header (12 bytes) has 16-bit sizes. */
function bmpDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 26) return null;
  const data = view(bytes);
  const headerSize = data.getUint32(14, true);
  if (headerSize === 12) {
    return { format: 'bmp', width: data.getUint16(18, true), height: data.getUint16(20, true) };
  }
  // a negative height means the rows are stored top-down
  return { format: 'bmp', width: Math.abs(data.getInt32(18, true)), height: Math.abs(data.getInt32(22, true)) };
}

const TIFF_IMAGE_WIDTH = 256;
const TIFF_IMAGE_LENGTH = 257;
const TIFF_SHORT = 3;
const TIFF_LONG = 4;

/** TIFF: the first image file directory's ImageWidth (256) and ImageLength (257) tags. */
function tiffDimensions(bytes: Uint8Array): ImageDimensions | null {
  const littleEndian = startsWith(bytes, TIFF_LITTLE_ENDIAN);
  const data = view(bytes);
  if (bytes.length < 8) return null;
  const directory = data.getUint32(4, littleEndian);
  if (directory + 2 > bytes.length) return null;
  const entries = data.getUint16(directory, littleEndian);
  let width: number | null = null;
  let height: number | null = null;
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > bytes.length) return null;
    const tag = data.getUint16(entry, littleEndian);
    const type = data.getUint16(entry + 2, littleEndian);
    const value =
      type === TIFF_SHORT
        ? data.getUint16(entry + 8, littleEndian)
        : type === TIFF_LONG
          ? data.getUint32(entry + 8, littleEndian)
          : null;
    if (tag === TIFF_IMAGE_WIDTH) width = value;
    if (tag === TIFF_IMAGE_LENGTH) height = value;
  }
  return width === null || height === null ? null : { format: 'tiff', width, height };
}

/** The format and pixel size of a PNG, JPEG, BMP or TIFF image; `null` for anything else or a cut-off header. */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return pngDimensions(bytes);
  if (startsWith(bytes, JPEG_SIGNATURE)) return jpegDimensions(bytes);
  if (startsWith(bytes, TIFF_LITTLE_ENDIAN) || startsWith(bytes, TIFF_BIG_ENDIAN)) return tiffDimensions(bytes);
  if (startsWith(bytes, BMP_SIGNATURE)) return bmpDimensions(bytes);
  return null;
}

/** An image's readability by its shorter side (see above). */
export function imageReadability({ width, height }: { width: number; height: number }): ReadabilityScore {
  const shorterSide = Math.min(width, height);
  if (shorterSide < IMAGE_MIN_PIXELS_LEGIBLE) return READABILITY_SCORES.unreadable;
  if (shorterSide < IMAGE_MIN_PIXELS_READABLE) return READABILITY_SCORES.barelyReadable;
  return READABILITY_SCORES.readable;
}

/** The readability score of a file, judged from its bytes alone (rules at the top of this module). */
export function judgeReadability(bytes: Uint8Array): ReadabilityScore {
  if (isPdf(bytes)) return isEncryptedPdf(bytes) ? READABILITY_SCORES.locked : READABILITY_SCORES.readable;
  const image = imageDimensions(bytes);
  return image ? imageReadability(image) : READABILITY_SCORES.unreadable;
}

/** A file as a server receives it: its name and its bytes. */
export interface ReceivedFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * Issue 32: a form's server judges readability again, as the portal's check
 * did: the first received file of a checked type (pdf, jpg, jpeg, png, bmp,
 * tif, tiff) that is unreadable, barely readable or locked, with the reason
 * the portal shows for it ("Unreadable, barely readable or locked files
 * give warnings and are marked invalid"); null when every file can be read.
 */
export function unreadableReceivedFile(
  files: readonly ReceivedFile[],
): { fileName: string; messageKey: 'file-unreadable' | 'file-barely-readable' | 'file-locked' } | null {
  const [first] = unreadableReceivedFiles(files);
  return first ? { fileName: first.fileName, messageKey: first.messageKey } : null;
}

/** Every received file the readability rule refuses, with its place in the list as sent (the server names each). */
export function unreadableReceivedFiles(
  files: readonly ReceivedFile[],
): { index: number; fileName: string; messageKey: 'file-unreadable' | 'file-barely-readable' | 'file-locked' }[] {
  return files.flatMap((file, index) => {
    const messageKey = isSentForReadabilityCheck(file.fileName) ? readabilityMessageKey(judgeReadability(file.bytes)) : null;
    return messageKey ? [{ index, fileName: file.fileName, messageKey }] : [];
  });
}
