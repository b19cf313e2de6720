import type { SliceTexts } from '@/shared/i18n';
import { downloadDocumentTexts } from '@/features/download-document/index.texts';

/** The reimbursement-documents slice's own texts (nl-NL), loaded with its chunk. */
export const reimbursementDocumentsPageTexts: SliceTexts = {
  pages: {
    reimbursementDocuments: {
      title: 'Vergoedingsdocumenten',
      intro: 'Hier vindt u per jaar de polisvoorwaarden en de vergoedingenoverzichten van uw zorgverzekering. Daarin leest u wat wij vergoeden en onder welke voorwaarden.',
      year: 'Jaar',
      conditions: 'Polisvoorwaarden',
      compensationOverviews: 'Vergoedingenoverzichten',
      other: 'Overige documenten',
      none: 'Er zijn geen vergoedingsdocumenten voor {{year}}.',
      loading: 'De documenten worden geladen…',
      failed: 'De documenten kunnen nu niet worden getoond. Probeer het later opnieuw.',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [reimbursementDocumentsPageTexts, downloadDocumentTexts];
