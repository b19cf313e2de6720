import type { SliceTexts } from '@/shared/i18n';

/** The footer's own texts (nl-NL): they come with its chunk, which loads when the user scrolls to it or presses Tab. */
export const siteFooterTexts: SliceTexts = {
  widgets: {
    siteFooter: {
      customerService: 'Klantenservice',
      callUs: 'Bel ons op {{phoneNumber}}',
      openToday: 'Vandaag bereikbaar van {{startTime}} tot {{endTime}} uur',
      closedToday: 'Vandaag zijn wij gesloten',
      copyright: '© {{year}} {{label}}',
    },
  },
};
