import type { SliceTexts } from '@/shared/i18n';

/** The logout page's texts (nl-NL), loaded with its chunk. */
export const logoutTexts: SliceTexts = {
  pages: {
    logout: {
      title: 'U wordt uitgelogd',
      text: 'Een moment geduld. U gaat zo naar de inlogpagina.',
    },
  },
};

/** The texts of this page and of the slices it shows: added with its screen's chunk and with its model's. */
export const texts = [logoutTexts];
