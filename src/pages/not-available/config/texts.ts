import type { SliceTexts } from '@/shared/i18n';

/** The not-yet-available page's texts (nl-NL), loaded with its chunk. */
export const notAvailableTexts: SliceTexts = {
  pages: {
    notAvailable: {
      badge: 'Nog niet beschikbaar',
      title: '{{screen}}: nog niet beschikbaar',
      text: 'Dit onderdeel van Mijn omgeving is nog in ontwikkeling. U kunt hier nog niets bekijken of wijzigen.',
      contact: 'Heeft u nu iets nodig? Neem dan contact op met onze klantenservice.',
      home: 'Naar uw overzicht',
      login: 'Naar inloggen',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [notAvailableTexts];
