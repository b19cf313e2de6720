import type { SliceTexts } from '@/shared/i18n';

/** The home slice's own texts (nl-NL), loaded with its chunk. */
export const homePageTexts: SliceTexts = {
  pages: {
    home: {
      greeting: {
        morning: 'Goedemorgen {{name}}',
        afternoon: 'Goedemiddag {{name}}',
        evening: 'Goedenavond {{name}}',
        night: 'Goedenacht {{name}}',
      },
      intro: 'Welkom in Mijn {{label}}. Hier ziet u in één oogopslag wat er voor u klaarstaat.',
      tilesRegion: 'Uw overzicht',
      loading: 'Uw overzicht wordt geladen…',
      loadFailed: 'Uw overzicht kon niet worden geladen. Probeer het later opnieuw.',
      newWindow: '(opent in een nieuw venster)',
      linkTo: 'Naar {{page}}',
      externalLink: 'Meer informatie',
      tileLoading: 'Gegevens van deze tegel worden geladen…',
      tileFailed: 'Deze gegevens kunnen we nu niet laten zien. Probeer het later opnieuw.',
      summary: {
        title: 'Uw gegevens in het kort',
        package: 'Uw basisverzekering',
        ownRisk: 'Eigen risico dit jaar',
        ownRiskValue: 'Nog {{remaining}} van {{total}} over',
        ownRiskNone: 'Geen eigen risico',
        paymentMethod: 'Betaalwijze premie',
        paymentMethods: {
          iDeal: 'Betalen met iDEAL',
          DirectDebit: 'Automatische incasso',
          Mail: 'Nota per post',
          BOR: 'Via uw werkgever',
          TPS: 'Via uw tussenpersoon',
        },
        unknown: 'Niet bekend',
        unavailable: 'Nu niet beschikbaar',
      },
      yourInsurance: {
        packages: 'Uw verzekeringen',
        // next year's saved choice, apart from this year's packages above it (issue 33 point 13)
        upcoming: 'Vanaf {{date}}:',
        // the agreement's number (at most 8 digits), not a person's 12-digit policy number (spec 01 §9)
        agreement_one: 'Overeenkomst {{agreementNumber}} · {{count}} verzekerde',
        agreement_other: 'Overeenkomst {{agreementNumber}} · {{count}} verzekerden',
      },
      ownRisk: {
        meterLabel: 'Verbruikt eigen risico {{year}}',
        consumed: '{{consumed}} verbruikt',
        remaining: 'Nog {{remaining}} over',
        total: 'Uw eigen risico in {{year}} is {{total}}.',
        valueText: '{{consumed}} van {{total}} verbruikt, nog {{remaining}} over',
        dental: {
          used: 'Tandarts {{year}}: {{consumed}} van {{total}} vergoed, nog {{remaining}} over.',
          none: 'Uw verzekering vergoedt in {{year}} geen tandartskosten.',
          loading: 'Tandartskosten laden',
          failed: 'Uw tandartskosten kunnen nu niet worden getoond.',
        },
      },
      messages: {
        unread_one: 'U heeft {{count}} ongelezen bericht.',
        unread_other: 'U heeft {{count}} ongelezen berichten.',
        recent_one: 'Daarvan is {{count}} bericht van de afgelopen 6 maanden.',
        recent_other: 'Daarvan zijn {{count}} berichten van de afgelopen 6 maanden.',
      },
      openInvoices: {
        // issue 33 point 5: the bills page's "Totaal nog te betalen", in the same words
        count_one: 'U heeft {{count}} rekening om te betalen: nog {{amount}} te betalen.',
        count_other: 'U heeft {{count}} rekeningen om te betalen: samen nog {{amount}} te betalen.',
      },
      paymentArrangement: {
        count_one: '{{count}} rekening valt onder uw betalingsregeling.',
        count_other: '{{count}} rekeningen vallen onder uw betalingsregeling.',
      },
      inBankruptcy_one: '{{count}} rekening valt onder uw faillissement. De curator handelt die af.',
      inBankruptcy_other: '{{count}} rekeningen vallen onder uw faillissement. De curator handelt die af.',
      ehic: {
        text: 'Uw zorgpas en de Europese zorgpas (EHIC) staan digitaal voor u klaar.',
      },
      coverageSearch: {
        label: 'Zoek een behandeling',
        hint: 'Bijvoorbeeld fysio, bril of tandarts',
        button: 'Zoeken',
      },
      declaration: {
        newest: 'Uw nieuwste declaraties',
        claim: '{{careProvider}}, {{amount}}',
        // issue 32: a bill in another currency, its euros and beside them the amount as declared
        claimInCurrency: '{{careProvider}}, {{amount}} ({{original}})',
        received: 'Ontvangen op {{date}} · {{status}}',
        // spec 02 §3 "Declaration status: 0 handled, 1 in progress, 2 not applicable"
        status: {
          0: 'Afgehandeld',
          1: 'In behandeling',
          2: 'Niet van toepassing',
          unknown: 'Status onbekend',
        },
      },
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [homePageTexts];
