import type { SliceTexts } from '@/shared/i18n';

/** The forgot-credentials slice's own texts (nl-NL), loaded with its chunk. */
export const forgotCredentialsTexts: SliceTexts = {
  features: {
    forgotCredentials: {
      formName: 'Gebruikersnaam of wachtwoord opvragen',
      kindLegend: 'Wat bent u vergeten?',
      kinds: {
        password: 'Mijn wachtwoord',
        username: 'Mijn gebruikersnaam',
      },
      policyNumber: 'Polisnummer',
      policyNumberHint: 'Het polisnummer bestaat uit 12 cijfers. U vindt het op uw polisblad.',
      username: 'Gebruikersnaam',
      birthDate: 'Geboortedatum',
      birthDateHint: 'Bijvoorbeeld 31-12-1980',
      submit: 'Verificatiecode aanvragen',
      submitting: 'Bezig met aanvragen…',
      required: {
        policyNumber: 'Vul uw polisnummer in.',
        username: 'Vul uw gebruikersnaam in.',
        birthDate: 'Vul uw geboortedatum in.',
      },
      unknownUsername:
        'De gebruikersnaam die u heeft ingevuld, is niet bekend bij ons. Controleer uw gebruikersnaam, of kies ‘Mijn gebruikersnaam’ om uw gebruikersnaam op te vragen met uw polisnummer.',
      accountNotFound:
        'Wij kunnen geen account vinden bij de gegevens die u heeft ingevuld. Controleer uw gegevens en probeer het opnieuw.',
      accountNotActivated:
        'Uw account is nog niet geactiveerd. Maak hier uw account verder aan; daarna kunt u inloggen.',
      missingContact: {
        title: 'Wij kunnen u geen verificatiecode sturen',
        phoneAndEmail: 'Wij hebben geen telefoonnummer en geen e-mailadres van u.',
        phone: 'Wij hebben geen telefoonnummer van u.',
        email: 'Wij hebben geen e-mailadres van u.',
        advice:
          'Daarom kunt u uw gebruikersnaam of wachtwoord niet op deze manier opvragen. Neem contact op met onze klantenservice, of log in met uw bank (iDIN).',
        idinLink: 'Inloggen met uw bank (iDIN)',
        close: 'Sluiten',
      },
    },
  },
};
