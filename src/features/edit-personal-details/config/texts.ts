import type { SliceTexts } from '@/shared/i18n';

/** The edit-personal-details slice's own texts (nl-NL), loaded with its chunk. */
export const editPersonalDetailsTexts: SliceTexts = {
  features: {
    editPersonalDetails: {
      formName: 'Persoonlijke gegevens wijzigen',
      address: 'Adres',
      contact: 'Contactgegevens',
      fields: {
        street: 'Straat',
        houseNumber: 'Huisnummer',
        houseNumberAddition: 'Toevoeging',
        postalCode: 'Postcode',
        city: 'Woonplaats',
        emailAddress: 'E-mailadres',
        phoneNumber: 'Telefoonnummer',
      },
      country: 'Land',
      countryHint: 'Verhuist u naar een ander land? Dat kunt u niet online doorgeven. Neem dan contact op met onze klantenservice.',
      optional: 'Niet verplicht',
      postalCodeHint: 'Bijvoorbeeld 1234 AB',
      // the shared phone hint (forms.phoneHint), with what this number is for
      phoneHint: '$t(forms.phoneHint) Hierop ontvangt u ook uw verificatiecode.',
      phoneHintOptional: 'Niet verplicht. $t(forms.phoneHint)',
      save: 'Wijzigingen opslaan',
      saving: 'Bezig met opslaan…',
      saved: 'Uw wijzigingen zijn opgeslagen.',
      errorSaving: 'Het opslaan van de gegevens is niet gelukt. Probeer het later opnieuw.',
    },
  },
};
