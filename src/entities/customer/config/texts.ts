import type { SliceTexts } from '@/shared/i18n';

/** The customer slice's own texts (nl-NL), loaded with its chunk. */
export const customerTexts: SliceTexts = {
  entities: {
    customer: {
      initials: 'Voorletters',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      birthDate: 'Geboortedatum',
      gender: 'Geslacht',
      genders: { M: 'Man', F: 'Vrouw' },
      role: 'Rol',
      roles: { H: 'Hoofdverzekerde', M: 'Meeverzekerde', P: 'Partner' },
      customerNumber: 'Klantnummer',
      address: 'Adres',
      emailAddress: 'E-mailadres',
      phoneNumber: 'Telefoonnummer',
      unknown: 'Niet bekend',
    },
  },
};
