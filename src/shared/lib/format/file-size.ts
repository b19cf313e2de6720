const kilobytes = new Intl.NumberFormat('nl-NL', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
const megabytes = new Intl.NumberFormat('nl-NL', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

const KB = 1024;
const MB = 1024 * 1024;

/** A file's size as people read it in Dutch: '840 kB', '2,4 MB' (binary units, as the 20 MB limit counts). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return kilobytes.format(Math.max(1, Math.round(bytes / KB)));
  return megabytes.format(bytes / MB);
}

const dutchList = new Intl.ListFormat('nl-NL', { style: 'long', type: 'conjunction' });

/** The file types a form takes, as a Dutch sentence part from the domain's list: 'pdf, jpg, jpeg, png, bmp, tif en tiff'. */
export function formatFileTypes(extensions: readonly string[]): string {
  return dutchList.format(extensions);
}

/** Names as a Dutch list: 'a.pdf, b.png en c.jpg'. */
export function formatFileNames(names: readonly string[]): string {
  return dutchList.format(names);
}
