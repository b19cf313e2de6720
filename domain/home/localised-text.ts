import type { LocalisedText } from './content';

/** A content text as shown: its words and the language they are in (for the element's `lang`, WCAG 3.1.2). */
export interface ShownText {
  text: string;
  language: 'nl-NL' | 'en-US';
}

/**
 * A content text in the chosen language: "Texts are Dutch; an English set exists only for a few navigation
 * labels" (spec 01 §1), so English where the content host gives it, else the Dutch text, read as Dutch.
 */
export function localisedText(text: LocalisedText, language: string): ShownText {
  const english = language === 'en-US' ? text['en-US'] : undefined;
  return english === undefined ? { text: text['nl-NL'], language: 'nl-NL' } : { text: english, language: 'en-US' };
}
