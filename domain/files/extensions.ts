/** "Allowed extensions pdf, jpg, jpeg, png, bmp, tif, tiff" — declarations and the other request forms. */
export const DECLARATION_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'bmp', 'tif', 'tiff'] as const;

/** "Plus doc, docx, xls, xlsx on the contact form." */
export const CONTACT_FORM_FILE_EXTENSIONS = [
  ...DECLARATION_FILE_EXTENSIONS,
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const;

/** "Readability check: only pdf, jpg, jpeg, png, bmp, tif, tiff are sent." */
export const READABILITY_CHECK_EXTENSIONS = DECLARATION_FILE_EXTENSIONS;

/**
 * Which list applies: the contact form has its own; declarations, seated
 * transport, treatment abroad, care mediation and the insurance-right check
 * use the declaration list (the spec names no other).
 */
export type AttachmentForm = 'declaration' | 'contact-form';

export function allowedFileExtensions(form: AttachmentForm): readonly string[] {
  return form === 'contact-form' ? CONTACT_FORM_FILE_EXTENSIONS : DECLARATION_FILE_EXTENSIONS;
}

/** The extension after the last dot, lower-cased ('Scan.PDF' gives 'pdf'); '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** "The extension must be in the allowed list" — compared case-insensitively. */
export function hasAllowedExtension(fileName: string, form: AttachmentForm): boolean {
  return allowedFileExtensions(form).includes(fileExtension(fileName));
}
