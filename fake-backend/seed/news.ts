/**
 * News texts for the login page (public) and the portal (after login):
 * current, expired and future ones in both languages. Ids are strings and
 * every text has a link, as the portal's pact expects. The text that carries
 * a script tag (shown as plain text, before and after login) is no news for a
 * demo user: the tests add it with the provider state 'a news text carries a
 * script tag' (issue 12 point 11).
 */
import { addDays } from './dates';
import type { NewsRecord } from './schema';

export function seedNews(today: string): NewsRecord[] {
  /** date-only ISO 'yyyy-MM-dd': a start counts from the start of that day, an end to its end */
  const at = (days: number) => addDays(today, days);
  return [
    {
      id: '1',
      audience: ['public', 'authenticated'],
      text: 'Vanaf 1 januari zijn de vergoedingen voor fysiotherapie gewijzigd. Bekijk de nieuwe vergoedingen.',
      url: 'https://www.example.nl/vergoedingen',
      hyperlinkSubstring: 'Bekijk de nieuwe vergoedingen',
      startDate: at(-10),
      endDate: at(20),
      language: 'nl-NL',
    },
    {
      id: '2',
      audience: ['public', 'authenticated'],
      text: 'Reimbursements for physiotherapy changed on 1 January. View the new reimbursements.',
      url: 'https://www.example.nl/en/reimbursements',
      hyperlinkSubstring: 'View the new reimbursements',
      startDate: at(-10),
      endDate: at(20),
      language: 'en-US',
    },
    {
      id: '4',
      audience: ['public', 'authenticated'],
      text: 'Onze klantenservice was op 2e kerstdag gesloten. Bekijk de openingstijden.',
      url: 'https://www.example.nl/contact',
      hyperlinkSubstring: 'Bekijk de openingstijden',
      startDate: at(-60),
      endDate: at(-30),
      language: 'nl-NL',
    },
    {
      id: '5',
      audience: ['public', 'authenticated'],
      text: 'Binnenkort kunt u inloggen met de nieuwe app. Lees er meer over op onze website.',
      url: 'https://www.example.nl/app',
      hyperlinkSubstring: 'Lees er meer over',
      startDate: at(10),
      endDate: at(40),
      language: 'nl-NL',
    },
    {
      id: '6',
      audience: ['authenticated'],
      text: 'Uw zorgpas staat nu ook digitaal in Mijn omgeving. Bekijk uw zorgpas.',
      url: 'https://www.example.nl/zorgpas',
      hyperlinkSubstring: 'Bekijk uw zorgpas',
      startDate: at(-5),
      endDate: at(60),
      language: 'nl-NL',
    },
    {
      id: '7',
      audience: ['authenticated'],
      text: 'Your insurance card is now available digitally. View your card.',
      url: 'https://www.example.nl/en/card',
      hyperlinkSubstring: 'View your card',
      startDate: at(-5),
      endDate: at(60),
      language: 'en-US',
    },
  ];
}

/** A current news text whose text carries a script tag: the portal must show it as plain text. */
export function scriptTagNews(today: string): NewsRecord {
  const at = (days: number) => addDays(today, days);
  return {
    id: '3',
    audience: ['public', 'authenticated'],
    text: 'Gepland onderhoud <script>alert(1)</script> zaterdag tussen 22:00 en 23:00 uur: inloggen is dan niet mogelijk. Meer over het onderhoud.',
    url: 'https://www.example.nl/onderhoud',
    hyperlinkSubstring: 'Meer over het onderhoud',
    startDate: at(-2),
    endDate: at(5),
    language: 'nl-NL',
  };
}
