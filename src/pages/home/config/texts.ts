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
      ownRisk: {
        meterLabel: 'Verbruikt eigen risico {{year}}',
        consumed: '{{consumed}} verbruikt',
        remaining: 'Nog {{remaining}} over',
        total: 'Uw eigen risico in {{year}} is {{total}}.',
        valueText: '{{consumed}} van {{total}} verbruikt, nog {{remaining}} over',
      },
      messages: {
        unread_one: 'U heeft {{count}} ongelezen bericht.',
        unread_other: 'U heeft {{count}} ongelezen berichten.',
        recent_one: 'Daarvan is {{count}} bericht van de afgelopen 6 maanden.',
        recent_other: 'Daarvan zijn {{count}} berichten van de afgelopen 6 maanden.',
      },
      openInvoices: {
        count_one: 'U heeft {{count}} openstaande rekening van in totaal {{amount}}.',
        count_other: 'U heeft {{count}} openstaande rekeningen van in totaal {{amount}}.',
      },
      paymentArrangement: {
        count_one: '{{count}} rekening valt onder uw betalingsregeling.',
        count_other: '{{count}} rekeningen vallen onder uw betalingsregeling.',
      },
      ehic: {
        text: 'Uw zorgpas en de Europese zorgpas (EHIC) staan digitaal voor u klaar.',
      },
      declaration: {
        handled: 'Uw declaratie van {{careProvider}} van {{amount}} is afgehandeld.',
        received: 'Ontvangen op {{date}}',
      },
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [homePageTexts];
