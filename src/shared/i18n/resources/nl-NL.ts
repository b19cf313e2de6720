/**
 * Dutch texts (nl-NL, the default) of the shell and the login page, which
 * the first paint needs. Keys are namespaced by the slice that shows them.
 * Every other slice owns its texts (`<slice>/config/texts.ts`), loaded with
 * its chunk (see `addTexts`); the validation messages are `nl-NL/validation.ts`.
 */
export const nlNL = {
  app: {
    title: 'Mijn omgeving',
    titleWithLabel: 'Mijn {{label}}',
    notFoundTitle: 'Pagina niet gevonden',
    skipToContent: 'Naar de inhoud',
    loading: 'Bezig met laden…',
  },
  labels: {
    zorgzaam: { name: 'Zorgzaam', logoAlt: 'Logo van Zorgzaam' },
    studentenzorg: { name: 'Studentenzorg', logoAlt: 'Logo van Studentenzorg' },
    zorgcollectief: { name: 'Zorgcollectief Werkt', logoAlt: 'Logo van Zorgcollectief Werkt' },
  },
  shell: {
    homeLink: 'Naar het overzicht van Mijn {{label}}',
    loggedInAs: 'Ingelogd als {{name}}',
    logout: 'Uitloggen',
    mainNavigation: 'Hoofdmenu',
    languageSwitch: 'Taal van het menu',
    news: {
      region: 'Nieuws',
      close: 'Nieuws sluiten',
      lead: 'Nieuws:',
      readMore: 'Lees meer',
    },
  },
  routes: {
    root: 'Overzicht',
    home: 'Overzicht',
    logout: 'Uitloggen',
    'member-offers': 'Ledenvoordeel',
    'policy-overview': 'Polisoverzicht',
    'bills-and-payments': 'Rekeningen en betalingen',
    'payment-arrangement': 'Betalingsregeling',
    'edit-policy': 'Polis wijzigen',
    'request-policy-for-year': 'Polis aanvragen',
    'edit-policy-for-year': 'Polis wijzigen',
    'message-box': 'Berichtenbox',
    'message-box-cluster': 'Berichtenbox',
    'add-insured': 'Verzekerde bijschrijven',
    'insurance-card': 'Zorgpas en EHIC',
    'reimbursement-documents': 'Vergoedingsdocumenten',
    'personal-info': 'Persoonlijke gegevens',
    'personal-info-edit': 'Persoonlijke gegevens wijzigen',
    'payment-details': 'Betaal- en rekeninggegevens',
    'payment-details-edit': 'Betaalgegevens wijzigen',
    'contact-form': 'Contactformulier',
    contact: 'Contact opnemen',
    'healthcare-costs': 'Mijn zorgkosten',
    'my-requests': 'Mijn aanvragen',
    coverage: 'Wat wordt vergoed?',
    'seated-transport': 'Zittend ziekenvervoer aanvragen',
    'submit-healthcare-costs': 'Zorgkosten indienen',
    settings: 'Instellingen',
    'settings-edit': 'Instellingen wijzigen',
    'contact-details-edit': 'Contactgegevens wijzigen',
    'medical-selection': 'Medische selectie tandarts',
    'insurance-right': 'Verzekeringsrecht',
    'care-mediation': 'Zorgbemiddeling aanvragen',
    'treatment-abroad': 'Behandeling in het buitenland aanvragen',
    login: 'Inloggen',
    verify: 'Verificatiecode',
    register: 'Account aanmaken',
    activate: 'Account activeren',
    'idin-activate': 'Inloggen met uw bank activeren',
    'idin-register': 'Account aanmaken met uw bank',
    'idin-callback-authentication': 'Inloggen met uw bank',
    'idin-callback-register': 'Account aanmaken met uw bank',
    'idin-callback-abort': 'Inloggen met uw bank afgebroken',
    'idin-callback-error': 'Inloggen met uw bank mislukt',
    'idin-callback': 'Inloggen met uw bank',
    'forgot-password': 'Gebruikersnaam of wachtwoord vergeten',
    'reset-password': 'Nieuw wachtwoord instellen',
  },
  /** the new-password group's checklist (shared/ui/new-password), on every screen that chooses a password */
  forms: {
    errorSummaryTitle: 'Er is een probleem',
  },
  features: {
    login: {
      formName: 'Inlogformulier',
      username: 'Gebruikersnaam',
      password: 'Wachtwoord',
      rememberMe: 'Onthoud mij op dit apparaat',
      submit: 'Inloggen',
      submitting: 'Bezig met inloggen…',
      errors: {
        'username-required': 'Vul uw gebruikersnaam in',
        'password-required': 'Vul uw wachtwoord in',
      },
      formInvalid: 'De combinatie van uw gebruikersnaam en wachtwoord is onjuist. Controleer uw gegevens en probeer het opnieuw.',
      failed: 'Er is iets fout gegaan probeer later opnieuw.',
      locked:
        'U heeft te vaak een verkeerd wachtwoord ingevuld. Uw account is daarom {{minutes}} minuten geblokkeerd. Probeer het daarna opnieuw, of vraag een nieuw wachtwoord aan.',
      noPhoneNumber:
        'Wij kunnen u geen verificatiecode sturen, omdat wij geen telefoonnummer van u hebben. Neem contact op met onze klantenservice, of log in met uw bank.',
      idinLink: 'Inloggen met uw bank (iDIN)',
    },
    trackingConsent: {
      title: 'Cookies op Mijn omgeving',
      text: 'Mijn omgeving gebruikt functionele cookies om te werken. Mogen wij ook meten hoe u de website gebruikt, om hem te verbeteren?',
      preview: 'Voorbeeldweergave: in deze omgeving wordt niets gemeten, ook niet als u accepteert.',
      accept: 'Cookies accepteren',
      decline: 'Alleen functionele cookies',
    },
  },
  pages: {
    login: {
      title: 'Inloggen op Mijn {{label}}',
      intro: 'Log in met uw gebruikersnaam en wachtwoord. Daarna vult u de verificatiecode in die wij u sturen.',
      forgot: 'Gebruikersnaam of wachtwoord vergeten?',
      register: 'Nog geen account? Maak een account aan',
      idin: 'Inloggen met uw bank (iDIN)',
      /** the confirmation after a logout (spec 01 §2: "After logout … the user is redirected to a named route after 1.5 s") */
      loggedOut: 'U bent uitgelogd.',
    },
    chunkFailed: {
      title: 'Loading chunk failed',
      text: 'Deze pagina kon niet worden geladen. Controleer uw internetverbinding en probeer het opnieuw.',
      retry: 'Opnieuw proberen',
      home: 'Naar de startpagina',
    },
    screenFailed: {
      title: 'Er is iets misgegaan',
      text: 'Deze pagina kon niet worden getoond. Probeer het opnieuw, of ga naar de startpagina.',
    },
  },
  notices: {
    ok: 'Ok',
    close: 'Melding sluiten',
    update: 'Er is een nieuwe versie van Mijn omgeving beschikbaar. Kies Ok om de pagina te vernieuwen.',
  },
  errors: {
    sessionInvalid: 'De sessie is niet langer geldig, u wordt uitgelogd.',
    forbidden: 'Niet toegestaan',
    server: 'Er heeft zich een onbekende fout voorgedaan. Probeer het later opnieuw.',
    otherStatus: 'Er is een fout opgetreden, foutcode: {{error}}',
    unreachable: 'Er is geen verbinding met Mijn omgeving. Controleer uw internetverbinding en probeer het opnieuw.',
    routeNotPermitted: 'Deze pagina is niet voor u beschikbaar.',
    download: 'Het downloaden van de het bestand is niet gelukt, foutcode: {{error}}',
    configUnavailable: 'Mijn omgeving kan nu niet worden geladen. Probeer het later opnieuw.',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Resources = Widen<typeof nlNL>;
