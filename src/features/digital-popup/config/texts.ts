import type { SliceTexts } from '@/shared/i18n';

/** The digital-popup slice's own texts (nl-NL), loaded with its chunk. */
export const digitalPopupTexts: SliceTexts = {
  features: {
    digitalPopup: {
      title: 'Ontvang uw post digitaal',
      text: 'U ontvangt uw post van ons nu op papier. Dat kost {{cost}} per maand.',
      benefit: 'Kiest u voor digitale post? Dan vindt u uw post in uw berichtenbox en krijgt u een e-mail als er iets nieuws is. Dat is gratis.',
      accept: 'Ja, ik kies voor digitale post',
      decline: 'Nee, bedankt',
    },
  },
};
