/**
 * Dutch texts of the home (menu, dashboard, news, opening hours, contact) screens, by layer and slice
 * (`pages.<slice>`, `widgets.<slice>`, `features.<slice>`, `entities.<slice>`);
 * nl-NL.ts spreads each layer into its own.
 */
export const homeNL = {
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
    contact: {
      title: 'Contact opnemen',
      intro: 'Heeft u een vraag? Bel ons, of stuur uw vraag via het contactformulier.',
      phoneHeading: 'Bellen',
      callUs: 'Bel ons op {{phoneNumber}}',
      defaultHours: 'Dit zijn onze gewone openingstijden.',
      specialHours: 'Let op: deze week gelden aangepaste openingstijden.',
      weekHeading: 'Openingstijden deze week',
      weekCaption: 'Openingstijden van de klantenservice deze week',
      day: 'Dag',
      hours: 'Bereikbaar',
      open: '{{startTime}} tot {{endTime}} uur',
      closed: 'Gesloten',
      closedHoliday: 'Gesloten ({{holiday}})',
      today: '(vandaag)',
      nextAvailableHeading: 'Wanneer kunt u ons bereiken?',
      availableToday: 'Vandaag zijn wij bereikbaar van {{startTime}} tot {{endTime}} uur.',
      nextAvailable: 'Wij zijn weer bereikbaar op {{date}}, van {{startTime}} tot {{endTime}} uur.',
      noNextAvailable: 'Op dit moment is niet bekend wanneer wij weer bereikbaar zijn.',
      holidaysHeading: 'Gesloten op feestdagen',
      holidaysIntro: 'Op deze feestdagen is de klantenservice gesloten:',
      holiday: '{{date}}: {{name}}',
      formHeading: 'Schrijven',
      formText: 'Stuur uw vraag via het contactformulier. U krijgt binnen {{days}} werkdagen antwoord, dus uiterlijk op {{date}}.',
      formLink: 'Naar het contactformulier',
      loadFailed: 'De contactgegevens konden niet worden geladen. Probeer het later opnieuw.',
    },
  },
  widgets: {
    mainMenu: {
      openMenu: 'Menu',
      closeMenu: 'Menu sluiten',
      primary: '{{group}}',
      secondary: 'Meer over {{group}}',
    },
  },
  features: {},
  entities: {},
} as const;
