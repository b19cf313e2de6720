import type { SliceTexts } from '@/shared/i18n';

/** The contact slice's own texts (nl-NL), loaded with its chunk. */
export const contactPageTexts: SliceTexts = {
  pages: {
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
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [contactPageTexts];
