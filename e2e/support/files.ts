/**
 * Files for the attachment tests, written at test time into
 * `e2e/.artifacts/files` (git-ignored). Each call writes its file into a
 * folder of its own and answers its path, ready for `setInputFiles`: a file
 * the browser holds is never written again by another test or worker (Chromium
 * refuses to upload a chosen file whose disk copy changed since it was chosen:
 * `net::ERR_UPLOAD_FILE_CHANGED`, which the portal rightly shows as no connection). What the fake backend's
 * readability check makes of them (domain/files/file-readability.ts):
 *
 * | function | file | readability |
 * |---|---|---|
 * | `readablePng()` | `scan-nota.png`, 1200 × 900, a page with lines of "text" | 2 readable |
 * | `barelyReadablePng()` | `foto-klein.png`, 400 × 300 | 1 barely readable |
 * | `tinyPng()` | `icoon.png`, 50 × 50 | 0 unreadable |
 * | `plainPdf()` | `nota.pdf`, one A4 page | 2 readable |
 * | `lockedPdf()` | `beveiligd.pdf`, the same page with an /Encrypt entry in its trailer | 3 locked |
 * | `exeFile()` | `programma.exe` | type not allowed (never checked) |
 * | `emptyPdf()` | `leeg.pdf`, 0 bytes | under the 1 KB minimum (never checked) |
 * | `largeFile()` | `groot-bestand.pdf`, 21 MB (or the size asked) | over the 20 MB total |
 *
 * Every file but `emptyPdf()` is at least the 1 KB minimum of an attachment,
 * so only the rule a test is about refuses it. The PNGs are real (zlib-compressed, with CRCs)
 * so that the browser can show their thumbnails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { minimalPdf } from '../../fake-backend/pdf';

const MB = 1024 * 1024;

/** `E2E_ARTIFACTS_DIR` (read at each call) moves the folder, e.g. for a unit test. */
let written = 0;

function write(fileName: string, bytes: Uint8Array): string {
  written += 1;
  const folder = join(process.env['E2E_ARTIFACTS_DIR'] ?? 'e2e/.artifacts', 'files', `${process.pid}-${written}`);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, fileName);
  writeFileSync(path, bytes);
  return path;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A true-colour PNG (8-bit RGB, no interlace) of `width` × `height`, each pixel from `pixel(x, y)`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      raw.set(pixel(x, y), y * rowLength + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A page-like picture: white paper, a dark heading bar and grey lines of "text" of varying length. */
function documentPixel(width: number, height: number) {
  const margin = Math.round(width / 12);
  const lineHeight = Math.max(4, Math.round(height / 30));
  return (x: number, y: number): readonly [number, number, number] => {
    const line = Math.floor(y / lineHeight);
    const inLine = y % lineHeight < lineHeight / 2;
    const lineEnd = width - margin - ((line * 97) % Math.round(width / 3));
    if (line === 2 && inLine && x > margin && x < width / 2) return [20, 60, 120];
    if (line > 3 && line < 28 && inLine && x > margin && x < lineEnd) return [90, 90, 90];
    return [255, 255, 255];
  };
}

/** Deterministic noise, so that a tiny image still compresses to more than 1 KB. */
function noisePixel(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 24;
  };
  return (): readonly [number, number, number] => [next(), next(), next()];
}

export function readablePng(): string {
  return write('scan-nota.png', encodePng(1200, 900, documentPixel(1200, 900)));
}

export function barelyReadablePng(): string {
  return write('foto-klein.png', encodePng(400, 300, documentPixel(400, 300)));
}

export function tinyPng(): string {
  return write('icoon.png', encodePng(50, 50, noisePixel(50)));
}

const PDF_LINES = Array.from(
  { length: 20 },
  (_, index) => `Behandeling ${index + 1}: consult huisarts, 12-0${(index % 9) + 1}-2026, bedrag EUR ${(35 + index * 2.5).toFixed(2)}`,
);

function notaPdf(): Buffer {
  return minimalPdf({ title: 'Nota zorgverlener', lines: PDF_LINES });
}

export function plainPdf(): string {
  return write('nota.pdf', notaPdf());
}

/**
 * The same PDF whose trailer names an encryption dictionary, as a
 * password-protected PDF has (the content itself is not encrypted: the
 * readability rule looks only for the /Encrypt entry). Only the trailer
 * changes, so the cross-reference offsets stay right.
 */
export function lockedPdf(): string {
  const pdf = notaPdf().toString('latin1');
  const locked = pdf.replace(
    /trailer\n<< /,
    'trailer\n<< /Encrypt << /Filter /Standard /V 1 /R 2 /P -44 /O <00> /U <00> >> ',
  );
  if (locked === pdf) throw new Error('lockedPdf: no trailer found in the PDF');
  return write('beveiligd.pdf', Buffer.from(locked, 'latin1'));
}

export function exeFile(): string {
  // "MZ", the start of every Windows program, then noise
  const noise = noisePixel(7);
  const bytes = Buffer.alloc(4095);
  for (let index = 0; index < bytes.length; index += 3) bytes.set(noise(), index);
  bytes.write('MZ', 0, 'latin1');
  return write('programma.exe', bytes);
}

/** An empty file named as a PDF: a cloud placeholder or an aborted download. */
export function emptyPdf(): string {
  return write('leeg.pdf', new Uint8Array(0));
}

/** A PDF of `size` bytes (default 21 MB, over the 20 MB total on its own); name it to use two of them. */
export function largeFile({ fileName = 'groot-bestand.pdf', size = 21 * MB }: { fileName?: string; size?: number } = {}): string {
  const pdf = notaPdf();
  const bytes = Buffer.alloc(Math.max(size, pdf.length));
  pdf.copy(bytes);
  return write(fileName, bytes);
}
