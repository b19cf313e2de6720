import { downloadDocumentTexts } from '@/features/download-document/index.texts';
import type { SliceTexts } from '@/shared/i18n';

/** Texts of `vergoedingen` ("Wat wordt vergoed?", issue 34), loaded with its chunk. */
export const coverageTexts = {
  pages: {
    coverage: {
      title: 'Wat wordt vergoed?',
      intro: 'Zoek een behandeling en zie of uw verzekering die betaalt, hoeveel u dit jaar al heeft gebruikt en wat er nog over is.',
      filters: 'Zoek in de vergoedingen',
      search: 'Zoek een behandeling',
      searchHint: 'Bijvoorbeeld fysio, bril, beugel, tandarts of pil',
      person: 'Verzekerde',
      onlyPerson: 'U ziet de vergoedingen van {{name}}.',
      personsFailed: 'De verzekerden konden niet worden geladen. Probeer het later opnieuw.',
      loading: 'De vergoedingen worden geladen',
      failed: 'De vergoedingen konden niet worden geladen. Probeer het later opnieuw.',
      found_one: '{{count}} behandeling gevonden voor "{{text}}".',
      found_other: '{{count}} behandelingen gevonden voor "{{text}}".',
      all: 'Alle {{count}} behandelingen in {{year}} voor {{name}}.',
      nothingFound: 'Niets gevonden voor "{{text}}". Probeer een ander woord, zoals fysiotherapie of tandarts.',
      results: 'Vergoedingen',
      covered: 'Vergoed',
      notCovered: 'Niet vergoed',
      coveredBy: 'Vergoed uit',
      notCoveredByYours: 'Uw pakket vergoedt dit niet.',
      wouldCover: 'Wel vergoed met',
      noPackage: 'Geen van onze pakketten vergoedt dit voor {{name}}.',
      otherPackages: 'Met een ander pakket',
      usage: {
        treatments: 'Dit jaar gebruikt: {{used}} van {{total}} behandelingen. Nog over: {{left}}.',
        amount: 'Dit jaar gebruikt: {{used}} van {{total}}. Nog over: {{left}}.',
        amountPeriod: 'Gebruikt in {{from}} tot en met {{to}}: {{used}} van {{total}}. Nog over: {{left}}.',
        paid: 'Dit jaar vergoed: {{used}}.',
        resets: 'Het maximum begint opnieuw op {{date}}.',
      },
      ownRisk: {
        yes: 'Eigen risico: ja, dit gaat eerst van uw eigen risico af.',
        no: 'Eigen risico: nee.',
      },
      limit: {
        treatments_one: '{{count}} behandeling per jaar',
        treatments_other: '{{count}} behandelingen per jaar',
        treatmentHours_one: '{{count}} behandeluur per jaar',
        treatmentHours_other: '{{count}} behandeluren per jaar',
        attemptsPerPregnancy_one: '{{count}} poging per zwangerschap',
        attemptsPerPregnancy_other: '{{count}} pogingen per zwangerschap',
        amountYear: '{{amount}} per jaar',
        amountPeriod: '{{amount}} per {{years}} kalenderjaren',
        percentage: '{{percent}}% van de kosten',
        percentageMax: '{{percent}}% tot {{amount}} per jaar',
        plus: '{{first}}, plus {{second}}',
        full: 'volledig',
      },
      conditions: 'Voorwaarden',
      conditionsDocument: 'Polisvoorwaarden {{name}} (pdf)',
      contact: 'Vraag over een vergoeding? Stel hem via het contactformulier.',
    },
  },
} as const;

/** The texts of this page and of the slices it shows (the conditions' download button). */
export const texts: readonly SliceTexts[] = [coverageTexts, downloadDocumentTexts];
