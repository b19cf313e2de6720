import type { SliceTexts } from '@/shared/i18n';

/** The register-account slice's own texts (nl-NL), loaded with its chunk. */
export const registerAccountTexts: SliceTexts = {
  features: {
    registerAccount: {
      steps: {
        label: 'Stappen om uw account aan te maken',
        heading: 'Stap {{current}} van {{count}}: {{name}}',
        item: 'Stap {{number}} van {{count}}: {{name}}',
        itemWithStatus: 'Stap {{number}} van {{count}}: {{name}}, {{status}}',
        done: 'afgerond',
        byBank: 'gecontroleerd door uw bank',
        names: {
          1: 'Uw gegevens',
          2: 'E-mailadres',
          3: 'Wachtwoord',
          4: 'Telefoonnummer',
          5: 'Verificatiecode',
        },
      },
      identity: {
        intro: 'Wij controleren eerst of u bij ons verzekerd bent. Kies ook de gebruikersnaam waarmee u straks inlogt.',
        username: 'Gebruikersnaam',
        usernameHint: 'Kies een gebruikersnaam van 8 tot en met 50 tekens.',
        birthDate: 'Geboortedatum',
        birthDateHint: 'Bijvoorbeeld 14-03-1991',
        agreementNumber: 'Overeenkomstnummer',
        agreementNumberHint: 'Maximaal 8 cijfers. U vindt het op uw polisblad.',
        submit: 'Controleren',
        /** after a login of an account that was never activated, under the catalogue's form-invalid text */
        notActivated:
          'Uw account is nog niet geactiveerd. Activeer het hier: vul uw geboortedatum en overeenkomstnummer in en doorloop de stappen. Daarna kunt u inloggen.',
      },
      email: {
        intro: 'Wij sturen een activatiecode van 5 cijfers naar uw e-mailadres.',
        byBank: 'Uw bank heeft bevestigd wie u bent. U gaat verder met uw e-mailadres.',
        known: 'Bij ons is dit e-mailadres bekend: {{emailAddress}}. U mag ook een ander e-mailadres gebruiken.',
        email: 'E-mailadres',
        emailRepeat: 'Herhaal uw e-mailadres',
        submit: 'Activatiecode versturen',
        otherDetails: 'Andere gegevens invullen',
      },
      activation: {
        sent: 'Wij hebben een e-mail met een activatiecode van 5 cijfers gestuurd naar {{email}}.',
        code: 'Activatiecode',
        codeHint: 'De code is 5 minuten geldig.',
        submit: 'Code controleren',
        resend: 'Stuur een nieuwe activatiecode',
        otherEmail: 'Ander e-mailadres opgeven',
        resent: 'Wij hebben u een nieuwe activatiecode gestuurd.',
      },
      password: {
        intro: 'Kies het wachtwoord waarmee u inlogt.',
        introWithUsername: 'Kies de gebruikersnaam en het wachtwoord waarmee u inlogt.',
        username: 'Gebruikersnaam',
        usernameHint: 'Kies een gebruikersnaam van 8 tot en met 50 tekens.',
        password: 'Wachtwoord',
        passwordRules: 'Minimaal 8 en maximaal 50 tekens, met een letter, een cijfer en een van deze tekens: ? ! / : ; @ # % ( ) _',
        repeat: 'Herhaal uw wachtwoord',
        submit: 'Volgende stap',
      },
      phone: {
        intro:
          'Bij het inloggen vult u een verificatiecode in die wij u sturen. Op een mobiel nummer krijgt u een sms; op een vast nummer wordt u gebeld en hoort u de code.',
        phoneNumber: 'Telefoonnummer',
        submit: 'Verificatiecode versturen',
      },
      verification: {
        sentBySms: 'Wij hebben een sms met een code van 5 tekens gestuurd naar {{phoneNumber}}.',
        sentByCall: 'U wordt gebeld op {{phoneNumber}}. In dit gesprek hoort u een code van 5 tekens.',
        code: 'Verificatiecode',
        codeHint: 'De code is 5 minuten geldig.',
        submit: 'Account aanmaken',
        resend: 'Stuur een nieuwe verificatiecode',
        otherPhoneNumber: 'Ander telefoonnummer opgeven',
        resent: 'Wij hebben u een nieuwe verificatiecode gestuurd.',
      },
      noRegistration: {
        text: 'Er wacht hier geen account op activatie. U krijgt een activatiecode als u een account aanmaakt en uw e-mailadres invult.',
        start: 'Account aanmaken',
      },
      submitting: 'Een moment geduld…',
      created: 'Uw account is aangemaakt. U kunt nu inloggen met uw gebruikersnaam en wachtwoord.',
      missing: {
        username: 'Kies een gebruikersnaam',
        birthDate: 'Vul uw geboortedatum in',
        agreementNumber: 'Vul uw overeenkomstnummer in',
        activationCode: 'Vul de activatiecode in',
        password: 'Kies een wachtwoord',
        verificationCode: 'Vul de verificatiecode in',
      },
      errors: {
        usernameTaken: 'Deze gebruikersnaam is al in gebruik. Kies een andere gebruikersnaam.',
      },
      failures: {
        unknownData:
          'De combinatie van geboortedatum en overeenkomstnummer is bij ons niet bekend. Controleer uw gegevens en probeer het opnieuw.',
        unknownUsername: 'De gebruikersnaam die u heeft ingevuld, is niet bekend bij ons. Controleer uw gebruikersnaam en probeer het opnieuw.',
        accountRegistered: 'U heeft al een account. Log in met uw gebruikersnaam en wachtwoord.',
        wrongActivationCode: 'De ingevoerde activatiecode is onjuist. Controleer de code en probeer het opnieuw.',
        activationCodeExpired: 'Uw activatiecode is verlopen. Vraag een nieuwe code aan.',
        activationCodeBlocked: 'U heeft 5 keer een onjuiste activatiecode ingevuld. Vraag een nieuwe code aan.',
        verificationCodeExpired: 'Uw verificatiecode is verlopen. Vraag een nieuwe code aan.',
        // the code step's own text (features.verify) is not loaded with the registration
        wrongVerificationCode: 'De verificatiecode is onjuist. Controleer de code en probeer het opnieuw.',
        verificationCodeBlocked: 'U heeft 5 keer een onjuiste verificatiecode ingevuld. Vraag een nieuwe code aan.',
        registrationLost: 'Uw aanmelding is verlopen. Begin opnieuw met het aanmaken van uw account.',
        generic: 'Er is iets fout gegaan probeer later opnieuw.',
      },
    },
  },
};
