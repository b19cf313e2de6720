/**
 * The name a downloaded document is saved under: what it is, in the words
 * the user saw ('Polisvoorwaarden Aanvullende verzekeringen 2026.pdf'), not
 * an id ('G1202603.pdf'), and a name every system accepts. Windows is the
 * strictest: it refuses \ / : * ? " < > |, control characters, a name
 * ending in a dot or a space, and the device names CON, PRN, AUX, NUL,
 * COM1–COM9 and LPT1–LPT9 (with any extension); a path component is at most
 * 255 characters.
 */

/** The longest name before the extension: well inside 255, and readable in a downloads list. */
export const DOCUMENT_FILE_NAME_MAX_LENGTH = 100;
/** The name of a document without a title. */
export const DOCUMENT_FILE_NAME_FALLBACK = 'Document';

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const REFUSED_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
/** a device name, alone or before the first dot ('CON', 'com1.txt') */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(?=\.|$)/i;
const EDGE = /^[\s.-]+|[\s.-]+$/g;

/** A file extension as a name ends in: letters and digits only, lower case; 'pdf' when none is left. */
function cleanExtension(extension: string): string {
  const cleaned = extension.toLowerCase().replace(/[^a-z0-9]/g, '');
  return cleaned === '' ? 'pdf' : cleaned;
}

/** Cut at the last space before the limit when there is one in its second half, so no word is broken. */
function shortened(stem: string): string {
  if (stem.length <= DOCUMENT_FILE_NAME_MAX_LENGTH) return stem;
  const cut = stem.slice(0, DOCUMENT_FILE_NAME_MAX_LENGTH);
  const space = cut.lastIndexOf(' ');
  return space > DOCUMENT_FILE_NAME_MAX_LENGTH / 2 ? cut.slice(0, space) : cut;
}

/**
 * A document's title as a safe file name with its extension: each run of
 * refused characters becomes '-' ('Premie 2025/2026' → 'Premie 2025-2026'),
 * white space collapses to one space, dots, dashes and spaces leave both
 * ends, a device name gets a '_' ('CON_', 'com1_.txt'), the name is cut to 100 characters at a word; a title that
 * already ends in the extension keeps it once; no title is 'Document'.
 */
export function documentFileName(title: string | null | undefined, extension = 'pdf'): string {
  const ending = cleanExtension(extension);
  let stem = (title ?? '').normalize('NFC').trim();
  if (stem.toLowerCase().endsWith(`.${ending}`)) stem = stem.slice(0, -(ending.length + 1));
  stem = stem.replace(/\s+/g, ' ').replace(REFUSED_CHARACTERS, '-').replace(EDGE, '');
  stem = shortened(stem).replace(EDGE, '');
  if (stem === '') stem = DOCUMENT_FILE_NAME_FALLBACK;
  stem = stem.replace(WINDOWS_DEVICE_NAME, '$1_');
  return `${stem}.${ending}`;
}
