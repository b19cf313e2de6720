import { describe, expect, test } from 'vitest';
import { localisedText } from './localised-text';

// "Texts are Dutch; an English set exists only for a few navigation labels. Supported locales: nl-NL (default) and en-US" (spec 01 §1)
describe('a content text in the chosen language, with the language it is in', () => {
  test.for([
    { name: 'Dutch chosen', text: { 'nl-NL': 'Mijn gegevens', 'en-US': 'My details' }, language: 'nl-NL', shown: { text: 'Mijn gegevens', language: 'nl-NL' } },
    { name: 'English chosen, English given', text: { 'nl-NL': 'Mijn gegevens', 'en-US': 'My details' }, language: 'en-US', shown: { text: 'My details', language: 'en-US' } },
    { name: 'English chosen, only Dutch given: Dutch, read as Dutch', text: { 'nl-NL': 'Ledenvoordeel' }, language: 'en-US', shown: { text: 'Ledenvoordeel', language: 'nl-NL' } },
    { name: 'a language the portal does not know: Dutch', text: { 'nl-NL': 'Contact', 'en-US': 'Contact' }, language: 'de-DE', shown: { text: 'Contact', language: 'nl-NL' } },
  ])('$name', ({ text, language, shown }) => {
    expect(localisedText(text, language)).toEqual(shown);
  });
});
