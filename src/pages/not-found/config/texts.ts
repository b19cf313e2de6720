import type { SliceTexts } from '@/shared/i18n';

/** The not-found page's texts (nl-NL), loaded with its chunk. */
export const notFoundTexts: SliceTexts = {
  pages: {
    notFound: {
      title: 'Deze pagina bestaat niet',
      code: 'Error code: 404',
      hint: 'Controleer of u het adres goed heeft getypt, of ga terug naar de vorige pagina.',
      back: 'Terug naar de vorige pagina',
      homeLoggedIn: 'Naar uw overzicht',
      homeLoggedOut: 'Naar inloggen',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [notFoundTexts];
