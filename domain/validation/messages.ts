import { HOURS_PER_WEEK_MAXIMUM } from './numeric-ranges';

/**
 * Message keys of the shared validation rules (spec 01 §5, spec 02 §5 and §8).
 * A validator returns `null` when the value is valid, else one of these keys;
 * the UI turns the key into text (i18n), the Dutch texts are below.
 */
export type ValidationMessageKey =
  // required values
  | 'required-field'
  | 'no-confirmation'
  // e-mail
  | 'email-required'
  | 'email-invalid'
  | 'email-mismatch'
  // login, registration and forgot flows
  | 'username-required'
  | 'username-too-short'
  | 'username-too-long'
  | 'password-too-long'
  | 'password-too-short'
  | 'password-needs-letter'
  | 'password-needs-digit'
  | 'password-needs-special-character'
  | 'password-rules-unmet'
  | 'password-mismatch'
  | 'password-same-as-temporary'
  | 'verification-code-invalid'
  | 'activation-code-invalid'
  | 'agreement-number-invalid'
  | 'policy-number-invalid'
  // identity and address
  | 'bsn-invalid'
  | 'bsn-already-registered'
  | 'name-invalid-characters'
  | 'name-with-spaces-invalid-characters'
  | 'postal-code-invalid'
  | 'child-not-under-16'
  // phone
  | 'phone-required'
  | 'phone-prefix-missing'
  | 'phone-invalid'
  | 'phone-length-invalid'
  | 'phone-dutch-length-invalid'
  // payment and amounts
  | 'iban-invalid'
  | 'direct-debit-mandate-refused'
  | 'amount-invalid'
  | 'amount-ambiguous'
  | 'amount-below-min'
  | 'amount-zero'
  | 'amount-above-max'
  | 'amount-too-many-digits'
  // dates
  | 'date-invalid'
  | 'date-before-min'
  | 'date-after-max'
  | 'birth-date-in-future'
  | 'birth-date-before-1900'
  | 'date-in-past'
  | 'date-more-than-1-year-ahead'
  | 'date-more-than-2-years-ahead'
  | 'treatment-date-in-future'
  | 'treatment-date-more-than-3-years-ago'
  | 'due-date-more-than-1-year-ahead'
  | 'year-invalid'
  | 'year-in-future'
  // care mediation and treatment abroad
  | 'big-code-invalid'
  | 'agb-code-invalid'
  | 'number-invalid'
  | 'house-number-too-small'
  | 'house-number-too-large'
  | 'distance-meters-out-of-range'
  | 'distance-km-out-of-range'
  | 'months-out-of-range'
  | 'times-per-week-out-of-range'
  | 'times-per-month-out-of-range'
  | 'hours-above-weekly-maximum'
  | 'minutes-above-hourly-maximum'
  | 'visual-acuity-invalid'
  | 'weeks-out-of-range'
  | 'dialyses-out-of-range'
  | 'nursing-time-required'
  | 'personal-care-time-required'
  | 'care-time-required'
  | 'end-date-before-start'
  // seated patient transport
  | 'duration-out-of-range'
  | 'rides-out-of-range'
  | 'care-instances-at-least-two'
  | 'care-instances-only-one'
  | 'choice-invalid'
  | 'choice-required'
  | 'text-too-long'
  // input masks
  | 'input-mask-mismatch'
  // contact form
  | 'topic-invalid'
  | 'question-too-long'
  // attachments
  | 'files-required'
  | 'files-total-too-large'
  | 'file-type-not-allowed'
  | 'file-too-small'
  | 'file-duplicate'
  | 'file-unreadable'
  | 'file-barely-readable'
  | 'file-locked'
  | 'file-too-large-to-check'
  | 'files-too-large-to-check-together';

/**
 * Dutch texts per key. Where the spec quotes a text it is copied exactly
 * (including its missing full stops); the other texts are ours.
 */
export const VALIDATION_MESSAGES_NL: Record<ValidationMessageKey, string> = {
  'required-field': 'Dit veld is verplicht.',
  'no-confirmation': 'Vink dit vakje aan om verder te gaan.',

  'email-required': 'Vul uw e-mailadres in.',
  'email-invalid': 'Vul een valide e-mail adres in',
  'email-mismatch': 'De opgegeven e-mailadressen komen niet overeen',

  'username-required': 'Vul uw gebruikersnaam in.',
  'username-too-short': 'De gebruikersnaam moet minimaal 8 tekens lang zijn.',
  'username-too-long': 'De gebruikersnaam mag maximaal 50 tekens lang zijn.',
  'password-too-long': 'Het wachtwoord mag maximaal 50 tekens lang zijn.',
  'password-too-short': 'Het wachtwoord moet minimaal 8 tekens lang zijn.',
  'password-needs-letter': 'Het wachtwoord moet minimaal één letter bevatten.',
  'password-needs-digit': 'Het wachtwoord moet minimaal één cijfer bevatten.',
  'password-needs-special-character':
    'Het wachtwoord moet minimaal één van deze tekens bevatten: ? ! / : ; @ # % ( ) _',
  // several rules unmet at once: the checklist under the field ("Uw wachtwoord heeft:") marks which
  'password-rules-unmet': 'Het wachtwoord voldoet nog niet aan meerdere eisen. Onder het veld ziet u welke.',
  'password-mismatch': 'De opgegeven wachtwoorden komen niet overeen.',
  'password-same-as-temporary': 'Kies een ander wachtwoord dan uw tijdelijke wachtwoord.',
  'verification-code-invalid': 'De verificatiecode bestaat uit 5 tekens.',
  'activation-code-invalid': 'De activatiecode bestaat uit 5 cijfers.',
  'agreement-number-invalid': 'Het overeenkomstnummer bestaat uit maximaal 8 cijfers.',
  'policy-number-invalid': 'Het polisnummer bestaat uit 12 cijfers.',

  'bsn-invalid': 'Vul een geldig burgerservicenummer (BSN) in.',
  'bsn-already-registered': 'Deze BSN heeft u al geregistreerd.',
  'name-invalid-characters': "Gebruik alleen letters en de tekens - ' ,",
  'name-with-spaces-invalid-characters': "Gebruik alleen letters, spaties en de tekens - ' ,",
  'postal-code-invalid': 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
  'child-not-under-16': 'Het kind moet jonger zijn dan 16 jaar.',

  'phone-required': 'Vul uw telefoonnummer in.',
  'phone-prefix-missing': 'Het telefoonnummer moet beginnen met een landnummer, bijvoorbeeld +31.',
  'phone-invalid': 'Het telefoonnummer mag na het landnummer alleen cijfers bevatten.',
  'phone-length-invalid':
    'Het telefoonnummer moet inclusief landnummer 10 tot en met 15 tekens lang zijn.',
  'phone-dutch-length-invalid': 'Een Nederlands telefoonnummer heeft 10 cijfers, zoals 06 12345678, of +31 en 9 cijfers.',

  'iban-invalid': 'Vul een geldig IBAN-rekeningnummer in.',
  // spec 02 §8 "Direct debit mandate not accepted"
  'direct-debit-mandate-refused': 'De machtiging automatische incasso is niet geaccepteerd.',
  'amount-invalid': 'Vul een geldig bedrag in, bijvoorbeeld 12,50 of 1.250,00.',
  'amount-ambiguous': 'Dit bedrag kan op twee manieren gelezen worden. Gebruik een komma voor de centen en een punt tussen de duizendtallen, bijvoorbeeld 1.250,00.',
  'amount-below-min': 'Het bedrag is lager dan het minimum.',
  'amount-zero': 'Vul een bedrag in dat hoger is dan 0.',
  'amount-above-max': 'Het bedrag is hoger dan het maximum.',
  'amount-too-many-digits': 'Het bedrag mag uit maximaal 9 cijfers bestaan.',

  'date-invalid': 'Vul een geldige datum in.',
  'date-before-min': 'Deze datum ligt te ver in het verleden.',
  'date-after-max': 'Deze datum ligt te ver in de toekomst.',
  'birth-date-in-future': 'De geboortedatum mag niet in de toekomst liggen.',
  'birth-date-before-1900': 'De geboortedatum mag niet vóór 01-01-1900 liggen.',
  'date-in-past': 'De datum mag niet in het verleden liggen.',
  'date-more-than-1-year-ahead': 'De datum mag niet meer dan 1 jaar in de toekomst liggen.',
  'date-more-than-2-years-ahead': 'De einddatum mag niet meer dan 2 jaar in de toekomst liggen.',
  'treatment-date-in-future': 'De behandeldatum mag niet in de toekomst liggen.',
  'treatment-date-more-than-3-years-ago': 'De behandeldatum mag niet meer dan 3 jaar geleden zijn.',
  'due-date-more-than-1-year-ahead':
    'De uitgerekende datum mag niet meer dan 1 jaar in de toekomst liggen.',
  // a year on its own (the insurance right's last Dutch income); the form puts its question before them
  'year-invalid': 'Vul een jaartal in van 4 cijfers, vanaf 1900.',
  'year-in-future': 'Het jaar mag niet in de toekomst liggen.',

  'big-code-invalid': 'De BIG-code bestaat uit 11 cijfers.',
  'agb-code-invalid': 'De AGB-code bestaat uit 8 cijfers.',
  'number-invalid': 'Vul een geheel getal in.',
  'house-number-too-small': 'Het huisnummer is 1 of hoger.',
  'house-number-too-large': 'Het huisnummer is maximaal 99999.',
  'distance-meters-out-of-range': 'Vul een afstand in van 1 tot en met 1000 meter.',
  'distance-km-out-of-range': 'Vul een afstand in van 1 tot en met 400 kilometer.',
  'months-out-of-range': 'Vul een aantal maanden in van 1 tot en met 12.',
  'times-per-week-out-of-range': 'Vul een aantal keer per week in van 1 tot en met 7.',
  'times-per-month-out-of-range': 'Vul een aantal keer per maand in van 1 tot en met 31.',
  'hours-above-weekly-maximum': `Een week heeft ${HOURS_PER_WEEK_MAXIMUM} uur: vul een aantal uren in van 0 tot en met ${HOURS_PER_WEEK_MAXIMUM}.`,
  'minutes-above-hourly-maximum': 'Het aantal minuten mag niet hoger zijn dan 59.',
  'visual-acuity-invalid': 'Vul de gezichtsscherpte in als decimaal getal, bijvoorbeeld 0.9.',
  'weeks-out-of-range': 'Vul een aantal weken in van 1 tot en met 52.',
  'dialyses-out-of-range': 'Vul een aantal dialyses in van 1 tot en met 100.',
  'nursing-time-required': 'Vul de tijd voor verpleging in.',
  'personal-care-time-required': 'Vul de tijd voor persoonlijke verzorging in.',
  'care-time-required': 'Vul de tijd voor verpleging of voor persoonlijke verzorging in.',
  'end-date-before-start': 'De einddatum mag niet vóór de begindatum liggen.',
  'duration-out-of-range': 'Vul een duur in van 1 tot en met 365.',
  'rides-out-of-range': 'Vul een aantal ritten in van 1 tot en met 999.',
  'care-instances-at-least-two': 'U reist naar meerdere zorginstellingen: vul er ten minste twee in.',
  'care-instances-only-one': 'U reist naar één zorginstelling: verwijder de andere zorginstellingen.',
  'choice-invalid': 'Kies een van de mogelijkheden.',
  'choice-required': 'Maak een keuze.',
  'text-too-long': 'Deze tekst is te lang.',

  'input-mask-mismatch': 'De invoer heeft niet het juiste formaat.',

  'topic-invalid': 'Kies een onderwerp uit de lijst.',
  'question-too-long': 'Uw vraag mag maximaal 2000 tekens lang zijn.',

  'files-required': 'Voeg minimaal één bestand toe.',
  'files-total-too-large':
    'Het totaal van de geselecteerde bestanden overschrijdt het maximum van 20 MB.',
  'file-type-not-allowed': 'Dit bestandstype is niet toegestaan.',
  'file-too-small': 'Dit bestand is leeg of te klein om te versturen.',
  'file-duplicate': 'Dit bestand heeft u al toegevoegd.',
  'file-unreadable': 'Dit bestand is onleesbaar. Voeg een beter leesbare versie toe.',
  'file-barely-readable': 'Dit bestand is slecht leesbaar. Voeg een beter leesbare versie toe.',
  'file-locked': 'Dit bestand is beveiligd. Voeg een bestand toe zonder wachtwoord.',
  // the readability check refused the choice as too large (413): not checked, so not sent; the spec has no words for it
  'file-too-large-to-check': 'Dit bestand is te groot om te controleren op leesbaarheid. Verwijder het en voeg een kleiner bestand toe.',
  'files-too-large-to-check-together':
    'De bestanden die u tegelijk koos, zijn samen te groot om te controleren op leesbaarheid. Verwijder dit bestand en voeg het apart toe, of kies een kleiner bestand.',
};

/** The first failing rule of several, or `null` when all pass (rules are cheap and pure). */
export function firstValidationError<K extends ValidationMessageKey>(
  ...results: readonly (K | null)[]
): K | null {
  return results.find((result) => result !== null) ?? null;
}
