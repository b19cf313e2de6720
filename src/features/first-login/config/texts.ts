import type { SliceTexts } from '@/shared/i18n';

/** The first-login steps' texts (nl-NL): loaded with the logged-in shell, which shows the gate. */
export const firstLoginTexts: SliceTexts = {
  features: {
    firstLogin: {
      passwordTitle: 'Kies een nieuw wachtwoord',
      passwordIntro: 'U bent ingelogd met een tijdelijk wachtwoord. Kies eerst een nieuw wachtwoord; daarna gaat u verder naar Mijn omgeving.',
      newPassword: 'Nieuw wachtwoord',
      passwordRules: 'Minimaal 8 en maximaal 50 tekens, met een letter, een cijfer en een van deze tekens: ? ! / : ; @ # % ( ) _',
      repeatPassword: 'Herhaal het nieuwe wachtwoord',
      savePassword: 'Wachtwoord opslaan',
      passwordSaved: 'Uw nieuwe wachtwoord is opgeslagen.',
      termsTitle: 'Gebruiksvoorwaarden van Mijn omgeving',
      termsIntro: 'Voordat u Mijn omgeving gebruikt, vragen wij u akkoord te gaan met de gebruiksvoorwaarden. In het kort:',
      termsPersonal: 'U gebruikt Mijn omgeving alleen voor uzelf en de personen voor wie u dat mag doen.',
      termsDigital: 'Wij sturen u berichten over uw verzekering digitaal, in uw berichtenbox.',
      termsSecurity: 'U houdt uw gebruikersnaam, wachtwoord en verificatiecodes geheim.',
      acceptTerms: 'Ik ga akkoord met de gebruiksvoorwaarden',
      signTerms: 'Akkoord en verder',
    },
  },
};
