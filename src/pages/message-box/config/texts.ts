import type { SliceTexts } from '@/shared/i18n';
import { downloadDocumentTexts } from '@/features/download-document/index.texts';

/** The message-box slice's own texts (nl-NL), loaded with its chunk. */
export const messageBoxPageTexts: SliceTexts = {
  pages: {
    messageBox: {
      title: 'Berichtenbox',
      intro: 'Hier vindt u de brieven en documenten die wij u hebben gestuurd, van de afgelopen 5 kalenderjaren. Kies een bericht om het te openen als pdf.',
      unreadNone: 'U heeft geen ongelezen berichten.',
      unread_one: 'U heeft {{count}} ongelezen bericht.',
      unread_other: 'U heeft {{count}} ongelezen berichten.',
      unreadRecent_one: 'Daarvan is {{count}} van de afgelopen 6 maanden.',
      unreadRecent_other: 'Daarvan zijn er {{count}} van de afgelopen 6 maanden.',
      folders: 'Mappen',
      allFolders: 'Alle berichten',
      filters: {
        title: 'Berichten filteren',
        year: 'Jaar',
        allYears: 'Alle jaren',
        unreadOnly: 'Alleen ongelezen berichten',
        documentTypes: 'Soort document',
        insured: 'Verzekerde',
        clear: 'Filters wissen',
        active_one: '{{count}} filter gekozen',
        active_other: '{{count}} filters gekozen',
      },
      results: {
        title: 'Berichten',
        titleInFolder: 'Berichten in {{folder}}',
        count_one: '{{count}} bericht gevonden',
        count_other: '{{count}} berichten gevonden',
        none: 'Er zijn geen berichten die passen bij uw keuze.',
        noneInFolder: 'Er zijn geen berichten in deze map.',
        empty: 'U heeft nog geen berichten.',
        loading: 'De berichten worden geladen…',
        failed: 'De berichten kunnen nu niet worden getoond. Probeer het later opnieuw.',
      },
      message: {
        unread: 'Ongelezen',
        about: 'Betreft: {{name}}',
        published: 'Verstuurd op {{date}}',
      },
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [messageBoxPageTexts, downloadDocumentTexts];
