import type { SliceTexts } from '@/shared/i18n';

/** The main-menu slice's own texts (nl-NL), loaded with its chunk. */
export const mainMenuTexts: SliceTexts = {
  widgets: {
    mainMenu: {
      openMenu: 'Menu',
      closeMenu: 'Menu sluiten',
      primary: '{{group}}',
      secondary: 'Meer over {{group}}',
    },
  },
};
