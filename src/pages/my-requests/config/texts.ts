import type { SliceTexts } from '@/shared/i18n';

/** Texts of `mijn-aanvragen` (issue 33 point 7), loaded with its chunk. */
export const myRequestsPageTexts = {
  pages: {
    myRequests: {
      title: 'Mijn aanvragen',
      intro: 'Hier vindt u de aanvragen en vragen die u heeft verstuurd, voor uzelf en voor uw meeverzekerde kinderen onder 16 jaar, met hoe ver wij ermee zijn.',
      claims: 'Uw declaraties vindt u onder',
      claimsLink: 'Mijn zorgkosten',
      loading: 'Uw aanvragen worden geladen…',
      failed: 'Uw aanvragen kunnen nu niet worden getoond. Probeer het later opnieuw.',
      none: 'U heeft nog geen aanvragen verstuurd.',
      count_one: 'U heeft 1 aanvraag verstuurd.',
      count_other: 'U heeft {{count}} aanvragen verstuurd.',
      justSent: 'Zojuist verstuurd',
      item: '{{kind}}: {{flow}}',
      receivedAt: 'Verstuurd op',
      person: 'Voor',
      status: 'Status',
      reference: 'Kenmerk',
      kinds: {
        'seated-transport': 'Zittend ziekenvervoer',
        'care-mediation': 'Zorgbemiddeling',
        'treatment-abroad': 'Behandeling in het buitenland',
        'insurance-card': 'Nieuwe zorgpas',
        'contact-form': 'Vraag via het contactformulier',
        'insurance-right': 'Controle verzekeringsrecht',
        'payment-arrangement': 'Betalingsregeling',
        'add-insured': 'Verzekerde bijschrijven',
      },
      flows: {
        'seated-transport': {
          wheelchair: 'rolstoelafhankelijk',
          'visually-impaired': 'visueel gehandicapt',
          'hardship-clause': 'hardheidsclausule',
          other: 'een andere situatie',
        },
        'care-mediation': {
          'general-practitioner': 'huisarts',
          'maternity-care': 'kraamzorg',
          'medical-specialist': 'medisch specialist',
          'district-nursing': 'wijkverpleging',
          'mental-health': 'geestelijke gezondheidszorg (ggz)',
        },
        'treatment-abroad': {
          'medical-treatment': 'medische behandeling',
          fertility: 'vruchtbaarheidsbehandeling',
          'nursing-and-care': 'verpleging en verzorging',
          'mental-health': 'geestelijke gezondheidszorg (ggz)',
          'kidney-dialysis': 'nierdialyse',
        },
        // the role of the person added
        'add-insured': { P: 'partner', M: 'meeverzekerd kind' },
        'contact-form': {
          'submitted-declaration': 'een ingediende declaratie',
          'submitted-declaration-foreign': 'een ingediende declaratie uit het buitenland',
          'my-own-risk': 'mijn eigen risico',
          invoice: 'een rekening of betaling',
          'my-payment-arrangement': 'mijn betalingsregeling',
          'my-health-insurance': 'mijn zorgverzekering',
          'my-reimbursements': 'mijn vergoedingen',
          'policy-edit': 'mijn polis wijzigen',
          'add-insured': 'iemand bijschrijven op mijn polis',
          'file-complaint': 'een klacht',
        },
        'payment-arrangement': {
          new: 'een nieuwe regeling',
          'add-to-existing': 'rekeningen toevoegen aan uw regeling',
        },
      },
      statuses: {
        'in-progress': 'In behandeling, uiterlijk {{date}} afgehandeld',
        handled: 'Afgehandeld',
      },
      // where a kind says it in its own words
      kindStatuses: {
        'contact-form': { 'in-progress': 'Wij antwoorden uiterlijk {{date}}', handled: 'Beantwoord' },
        'insurance-card': { 'in-progress': 'Uw zorgpas komt uiterlijk {{date}}', handled: 'Verstuurd' },
        // as the bills page says it: processed or not yet
        'payment-arrangement': { 'in-progress': 'Nog niet verwerkt, uiterlijk {{date}}', handled: 'Verwerkt' },
      },
    },
  },
} as const;

/** The texts of this page: added with its screen's chunk and with its model's. */
export const texts: readonly SliceTexts[] = [myRequestsPageTexts];
