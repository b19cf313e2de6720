/**
 * Dutch texts of the forgot-flows screens, by layer and slice
 * (`pages.<slice>`, `widgets.<slice>`, `features.<slice>`, `entities.<slice>`);
 * nl-NL.ts spreads each layer into its own.
 */
export const forgotFlowsNL = {
  pages: {
    forgotPassword: {
      title: 'Gebruikersnaam of wachtwoord vergeten',
      intro:
        'Vraag uw gebruikersnaam op met uw polisnummer, of kies een nieuw wachtwoord met uw gebruikersnaam. Wij sturen u eerst een verificatiecode.',
      backToLogin: 'Terug naar inloggen',
      resultTitle: 'Uw gebruikersnaam',
      resultIntro: 'Wij hebben uw account gevonden. Met deze gebruikersnaam logt u in:',
      username: 'Gebruikersnaam',
      emailAddress: 'E-mailadres van uw account',
      toLogin: 'Naar inloggen',
    },
    resetPassword: {
      title: 'Kies een nieuw wachtwoord',
      intro: 'U kiest een nieuw wachtwoord voor het account met het e-mailadres {{emailAddress}}.',
      noCode:
        'U kunt hier een nieuw wachtwoord kiezen nadat u de verificatiecode heeft ingevuld die wij u sturen. Vraag die eerst aan met uw gebruikersnaam en geboortedatum.',
      start: 'Wachtwoord vergeten',
    },
  },
  widgets: {},
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
    resetPassword: {
      formName: 'Nieuw wachtwoord kiezen',
      newPassword: 'Nieuw wachtwoord',
      passwordRules:
        'Minimaal 8 en maximaal 50 tekens, met een letter, een cijfer en een van deze tekens: ? ! / : ; @ # % ( ) _',
      passwordRequired: 'Vul een nieuw wachtwoord in.',
      repeatPassword: 'Herhaal het nieuwe wachtwoord',
      submit: 'Wachtwoord opslaan',
      saving: 'Bezig met opslaan…',
      saved: 'Uw nieuwe wachtwoord is opgeslagen. Log in met uw gebruikersnaam en uw nieuwe wachtwoord.',
      expired:
        'De tijd om een nieuw wachtwoord te kiezen is voorbij. Vraag opnieuw een verificatiecode aan.',
    },
    /** the code step of the forgot flows (the login's texts of this step are in nl-NL.ts) */
    verify: {
      forgotExpired:
        'Uw verificatiecode is verlopen. Vraag uw gebruikersnaam of wachtwoord opnieuw op om een nieuwe code te ontvangen.',
    },
  },
  entities: {},
} as const;
