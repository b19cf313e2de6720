import { i18n } from '@/shared/i18n';

/**
 * English exists only for a few navigation labels (spec 01 §1): the menu's
 * own buttons, next to the entries' en-US names from the content host. They
 * come with the menu's chunk, not with the login page.
 */
i18n.addResourceBundle(
  'en-US',
  'translation',
  { widgets: { mainMenu: { openMenu: 'Menu', closeMenu: 'Close menu', primary: '{{group}}', secondary: 'More about {{group}}' } } },
  true,
  false,
);
