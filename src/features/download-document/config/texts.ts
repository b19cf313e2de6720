import type { SliceTexts } from '@/shared/i18n';

/** The download-document slice's own texts (nl-NL), loaded with its chunk. */
export const downloadDocumentTexts: SliceTexts = {
  features: {
    downloadDocument: {
      fileType: '{{extension}}',
      downloading: 'Bezig met downloaden…',
    },
  },
};
