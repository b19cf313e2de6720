import type { SliceTexts } from '@/shared/i18n';
import type { IdinMode, IdinOutcome } from '@portal/domain';

/**
 * Spec 01 §8 "Bank identity login": "Message texts: not shown". The outcome
 * texts below are ours; each names the action, as the spec asks for Expired
 * and Cancelled ("message includes the action").
 */
const outcomes = {
  login: {
    success: 'U bent ingelogd met uw bank.',
    abort: 'U heeft het inloggen met uw bank afgebroken. Probeer het opnieuw, of log in met uw gebruikersnaam en wachtwoord.',
    error:
      'Bij uw bank is iets misgegaan, daardoor is het inloggen met uw bank niet gelukt. Probeer het later opnieuw, of log in met uw gebruikersnaam en wachtwoord.',
    expired: 'Het inloggen met uw bank duurde te lang en is verlopen. Probeer het opnieuw.',
    cancelled: 'Het inloggen met uw bank is geannuleerd. Probeer het opnieuw, of log in met uw gebruikersnaam en wachtwoord.',
    failure: 'Het inloggen met uw bank is niet gelukt. Probeer het later opnieuw, of log in met uw gebruikersnaam en wachtwoord.',
    'account-not-found': 'Wij hebben bij de gegevens van uw bank geen account gevonden. Maak hier een account aan met uw bank.',
    'should-activate':
      'Inloggen met uw bank is voor uw account nog niet geactiveerd. Log in met uw gebruikersnaam en wachtwoord en activeer daarna inloggen met uw bank.',
    'account-exists': 'U heeft al een account. Log in met uw gebruikersnaam en wachtwoord.',
  },
  activation: {
    success: 'Inloggen met uw bank is geactiveerd. Voortaan kunt u inloggen met uw bank.',
    abort: 'U heeft het activeren van inloggen met uw bank afgebroken. Inloggen met uw bank is niet geactiveerd.',
    error: 'Bij uw bank is iets misgegaan, daardoor is het activeren van inloggen met uw bank niet gelukt. Probeer het later opnieuw.',
    expired: 'Het activeren van inloggen met uw bank duurde te lang en is verlopen. Probeer het opnieuw.',
    cancelled: 'Het activeren van inloggen met uw bank is geannuleerd. Inloggen met uw bank is niet geactiveerd.',
    failure: 'Het activeren van inloggen met uw bank is niet gelukt. Controleer of u bij uw eigen bank bevestigt en probeer het opnieuw.',
    'account-not-found': 'De gegevens van uw bank horen niet bij uw account. Inloggen met uw bank is niet geactiveerd.',
    'should-activate': 'Het activeren van inloggen met uw bank is niet gelukt. Probeer het opnieuw.',
    'account-exists': 'Het activeren van inloggen met uw bank is niet gelukt. Probeer het opnieuw.',
  },
  registration: {
    success: 'Uw bank heeft bevestigd wie u bent. Maak nu uw account verder aan.',
    abort:
      'U heeft het aanmaken van een account met uw bank afgebroken. Probeer het opnieuw, of maak een account aan met uw gegevens.',
    error:
      'Bij uw bank is iets misgegaan, daardoor is het aanmaken van een account met uw bank niet gelukt. Probeer het later opnieuw.',
    expired: 'Het aanmaken van een account met uw bank duurde te lang en is verlopen. Probeer het opnieuw.',
    cancelled: 'Het aanmaken van een account met uw bank is geannuleerd. Probeer het opnieuw, of maak een account aan met uw gegevens.',
    failure:
      'Het aanmaken van een account met uw bank is niet gelukt. Probeer het later opnieuw, of maak een account aan met uw gegevens.',
    'account-not-found':
      'Met de gegevens van uw bank vinden wij geen verzekerde die een account kan aanmaken. Neem contact op met onze klantenservice.',
    'should-activate':
      'U heeft al een account, maar inloggen met uw bank is nog niet geactiveerd. Log in met uw gebruikersnaam en wachtwoord en activeer daarna inloggen met uw bank.',
    'account-exists': 'U heeft al een account. Log in met uw gebruikersnaam en wachtwoord, of met uw bank.',
  },
} as const satisfies Record<IdinMode, Record<IdinOutcome, string>>;


/** The idin-callback slice's own texts (nl-NL), loaded with its chunk. */
export const idinCallbackTexts: SliceTexts = {
  features: {
    idinCallback: {
      processing: 'Een moment geduld. Wij verwerken het antwoord van uw bank.',
      done: 'Het antwoord van uw bank is verwerkt.',
      toLogin: 'Naar inloggen',
      outcomes,
    },
  },
};
