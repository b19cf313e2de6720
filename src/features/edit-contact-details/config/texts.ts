import type { SliceTexts } from '@/shared/i18n';

/** The edit-contact-details slice's own texts (nl-NL), loaded with its chunk. */
export const editContactDetailsTexts: SliceTexts = {
  features: {
    editContactDetails: {
      formName: 'Contactgegevens wijzigen',
      email: 'E-mailadres',
      emailHint: 'Hierop krijgt u bericht als er iets nieuws in uw berichtenbox staat.',
      preference: 'Hoe wilt u uw post ontvangen?',
      preferences: {
        digital: 'Digitaal',
        paper: 'Op papier',
      },
      digitalHint: 'Gratis. U vindt uw post in uw berichtenbox en krijgt een e-mail als er iets nieuws is.',
      paperCost: 'Post op papier kost {{cost}} per maand.',
      paperNotAllowed: 'Niet mogelijk zolang u met iDEAL betaalt. Post op papier kost {{cost}} per maand.',
      subscriptions: 'E-mails van ons',
      newsletter: 'Ik ontvang graag de digitale nieuwsbrief',
      announcements: 'Ik ontvang graag aankondigingen per e-mail, bijvoorbeeld over een nieuwe polis',
      save: 'Wijzigingen opslaan',
      saving: 'Bezig met opslaan…',
      saved: 'Uw contactgegevens zijn opgeslagen.',
      errorSaving: 'Het opslaan van uw contactgegevens is niet gelukt. Probeer het later opnieuw.',
    },
  },
};
