import { VALIDATION_MESSAGES_NL } from '@portal/domain';

/**
 * The domain validators' message keys with the texts the domain package keeps
 * beside them; every screen loads them (see `pageWithTexts`), the login page does not need them.
 */
export const validationNL = {
  validation: VALIDATION_MESSAGES_NL,
  // the new-password group's live checklist (settings, first login, reset, registration)
  newPassword: {
    rulesTitle: 'Uw wachtwoord heeft:',
    rules: {
      length: 'minimaal 8 en maximaal 50 tekens',
      letter: 'een letter',
      digit: 'een cijfer',
      special: 'een van deze tekens: {{characters}}',
    },
    ruleMet: '(in orde)',
    ruleNotMet: '(nog niet in orde)',
  },
  forms: {
    refusals: {
      tooLong: 'Vul maximaal {{max}} tekens in.',
    },
    /** an error names its field (issue 33): in the summary and at the field */
    requiredNamed: 'Vul dit in: {{field}}',
    errorNamed: '{{field}}: {{message}}',
    errorAfterQuestion: '{{field}} {{message}}',
    required: '(verplicht)',
    /**
     * Under every phone field of one number (spec 01 §5: a Dutch number, or '+' and a country code): one text for
     * all of them; a slice that says what the number is for puts its sentence beside it with `$t(forms.phoneHint)`
     */
    phoneHint: 'Een Nederlands nummer, zoals 06 12345678 of 020 1234567, of een nummer met landnummer, zoals +32 470 12 34 56.',
    optional: '(niet verplicht)',
    /** the server's refusal, in its own words */
    serverRefusal: '{{reason}}',
    /** a form sent without an answer (network, time-out): the answers stay (issue 13) */
    unreachable: 'Het versturen is niet gelukt: er is geen verbinding met Mijn omgeving. Uw antwoorden zijn bewaard. Controleer uw internetverbinding en probeer het opnieuw.',
    wizard: {
      step: 'Stap {{number}} van {{count}}: {{name}}',
      next: 'Volgende',
      back: 'Vorige',
      cancel: 'Annuleren',
      summary: 'Controleer uw gegevens',
      change: 'Wijzig {{what}}',
      cancelTitle: 'Weet u zeker dat u wilt stoppen?',
      cancelText: 'De gegevens die u heeft ingevuld, worden niet bewaard.',
      cancelConfirm: 'Ja, stoppen',
      cancelKeep: 'Nee, verder invullen',
    },
    leave: {
      title: 'Pagina verlaten?',
      text: 'U heeft gegevens ingevuld die nog niet zijn verstuurd. Als u de pagina verlaat, worden ze niet bewaard.',
      confirm: 'Pagina verlaten',
      stay: 'Op deze pagina blijven',
    },
    files: {
      choose: 'Bestanden kiezen',
      takePhoto: 'Foto maken',
      dropHere: 'of sleep de bestanden hierheen',
      remove: 'Verwijder {{name}}',
      checking: 'De bestanden worden gecontroleerd op leesbaarheid…',
      list: 'Gekozen bestanden',
      hint: 'Toegestaan: {{types}}. Samen maximaal 20 MB.',
      duplicates_one: '{{names}} had u al toegevoegd en is overgeslagen.',
      duplicates_other: '{{names}} had u al toegevoegd en zijn overgeslagen.',
      /** at the field itself while any chosen file cannot be sent; each file's card says why */
      problems_one: 'Het bestand {{names}} kan niet worden verstuurd. Hieronder staat waarom.',
      problems_other: '{{count}} bestanden kunnen niet worden verstuurd: {{names}}. Hieronder staat bij elk bestand waarom.',
      sending_one: '{{count}} bestand ({{size}}) wordt verstuurd…',
      sending_other: '{{count}} bestanden ({{size}}) worden verstuurd…',
      none: 'Geen bestanden',
    },
  },
} as const;
