import type { SliceTexts } from '@/shared/i18n';

/** The contract cards' texts (nl-NL), shared by edit policy, request policy and add insured. */
export const contractCardsTexts: SliceTexts = {
  widgets: {
    contractCards: {
      maximum: 'U kunt hier per verzekerde maximaal {{count}} verzekeringen kiezen.',
      maximumExceeded: 'U kunt hier per verzekerde maximaal {{count}} verzekering(en) kiezen. Zet eerst een andere keuze uit.',
      perMonth: '{{amount}} per maand',
      ownRiskDiscount: '{{amount}} korting per maand',
      ownRiskVoluntary: '{{amount}} vrijwillig (totaal {{total}})',
      ownRiskNone: 'Geen vrijwillig eigen risico (totaal {{total}})',
      free: 'gratis meeverzekerd',
      medicalSelection: 'Voor deze verzekering is een medische selectie nodig.',
      questionnaireLink: 'Vragenlijst alvast invullen',
      validating: 'De premie wordt berekend…',
      links: 'Documenten bij {{title}}',
      insuranceCard: 'Uw zorgpas bij deze verzekering',
      termsShort: { '1': 'per maand', '3': 'per kwartaal', '6': 'per halfjaar', '12': 'per jaar' },
      premium: {
        title: 'Uw premie',
        caption: 'Premie per maand voor en na uw wijziging',
        person: 'Verzekerde',
        before: 'Nu',
        after: 'Nieuw',
        total: 'Totaal per maand',
        totalTerm: 'Totaal per betaaltermijn',
        ownRisk: 'Eigen risico per jaar van {{name}}',
        noOwnRisk: 'geen',
        termValue: '{{amount}} {{term}}',
        discount: 'korting {{amount}}',
        notOnPolicy: 'niet verzekerd',
        free: 'gratis',
        product: '{{name}}',
      },
    },
  },
};
