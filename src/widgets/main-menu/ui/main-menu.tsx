import { useTranslation } from '@/shared/i18n';
import { useIsPhone } from '@/shared/lib/media';
import { localisedText, type MenuItem, type MenuItemGroup } from '@portal/domain';
import { useUnit } from 'effector-react';
import { ChevronDown, Menu as MenuIcon, X } from 'lucide-react';
import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { $openRouteName, Link } from '@/shared/routing';
import { FALLBACK_MENU_ICON, MENU_ICONS } from '../config/icons';
import '../config/texts-en';
import { entryUrl } from '../lib/entry-url';
import {
  $activeSubMenu,
  $currentEntryRoute,
  $isDrawerOpen,
  $menu,
  drawerClosed,
  drawerToggled,
  menuItemChosen,
  subMenuClosed,
  subMenuToggled,
} from '../model/main-menu';
import './main-menu.css';

const DRAWER_ID = 'hoofdmenu';
const subMenuId = (name: string) => `submenu-${name}`;

/** A content text in its own language: a Dutch fallback under the English menu is read as Dutch. */
function ShownText({ text, as: Element = 'span', className }: { text: { text: string; language: string }; as?: 'span' | 'strong'; className?: string }) {
  return (
    <Element className={className} lang={text.language}>
      {text.text}
    </Element>
  );
}

function ItemLink({ item, language, withIcon = false }: { item: MenuItem; language: string; withIcon?: boolean }) {
  const [chosen, openRoute, currentEntry] = useUnit([menuItemChosen, $openRouteName, $currentEntryRoute]);
  const to = entryUrl(item.routeName, item.query);
  if (!to) return null;
  const Icon = MENU_ICONS[item.name] ?? FALLBACK_MENU_ICON;
  const shown = localisedText(item.displayName, language);
  // the entry's own screen is the page; on a screen reached from it (wijzig-instellingen from Instellingen) it is
  // where the user is in the menu, marked as current but not as the page itself
  const current = item.routeName === openRoute ? 'page' : item.routeName === currentEntry ? 'true' : undefined;
  return (
    <Link to={to} className={`main-menu__link${current ? ' active' : ''}`} aria-current={current} onClick={() => chosen()}>
      {withIcon && <Icon className="main-menu__icon" aria-hidden="true" />}
      <span lang={shown.language}>{shown.text}</span>
    </Link>
  );
}

function Group({ group, language }: { group: MenuItemGroup; language: string }) {
  const { t } = useTranslation();
  const [active, currentEntry, toggled, closed, chosen] = useUnit([$activeSubMenu, $currentEntryRoute, subMenuToggled, subMenuClosed, menuItemChosen]);
  const button = useRef<HTMLButtonElement>(null);
  const isOpen = active === group.name;
  const holdsCurrentPage = [...group.primary, ...group.secondary].some((item) => item.routeName === currentEntry);
  const shownName = localisedText(group.displayName, language);
  const name = shownName.text;
  const tileUrl = group.tile ? entryUrl(group.tile.routeName, group.tile.query) : null;
  const Icon = MENU_ICONS[group.name] ?? FALLBACK_MENU_ICON;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      closed();
      button.current?.focus();
    }
  }
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget)) closed();
  }

  return (
    <li className="main-menu__entry" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`main-menu__group-button${holdsCurrentPage ? ' main-menu__group-button--current' : ''}`}
        aria-expanded={isOpen}
        aria-controls={subMenuId(group.name)}
        onClick={() => toggled(group.name)}
      >
        <Icon className="main-menu__icon" aria-hidden="true" />
        <span lang={shownName.language}>{name}</span>
        <ChevronDown className="main-menu__chevron" aria-hidden="true" />
      </button>
      <div id={subMenuId(group.name)} className="main-menu__panel" hidden={!isOpen}>
        {group.primary.length > 0 && (
          <ul className="main-menu__sub-list" aria-label={t('widgets.mainMenu.primary', { group: name })}>
            {group.primary.map((item) => (
              <li key={item.name}>
                <ItemLink item={item} language={language} />
              </li>
            ))}
          </ul>
        )}
        {group.secondary.length > 0 && (
          <ul className="main-menu__sub-list main-menu__sub-list--secondary" aria-label={t('widgets.mainMenu.secondary', { group: name })}>
            {group.secondary.map((item) => (
              <li key={item.name}>
                <ItemLink item={item} language={language} />
              </li>
            ))}
          </ul>
        )}
        {group.tile && tileUrl && (
          <Link to={tileUrl} className="main-menu__tile" onClick={() => chosen()}>
            <ShownText as="strong" className="main-menu__tile-title" text={localisedText(group.tile.title, language)} />
            <ShownText text={localisedText(group.tile.text, language)} />
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * The logged-in header with the main menu from the content host: only
 * entries whose route the user may open; groups open a sub-menu (primary
 * and secondary items and a tile). At desktop width one row holds the
 * brand and the account (who is logged in, language, logout) and the menu
 * runs below it. At phone width the header is one compact row, brand and
 * menu button, and the account moves into the menu (issue 12 point 13).
 * Escape closes what is open and puts the focus back on its button.
 */
export function MainMenu({ brand, account }: { brand: ReactNode; account: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const [menu, isDrawerOpen, toggled, closed] = useUnit([$menu, $isDrawerOpen, drawerToggled, drawerClosed]);
  const isPhone = useIsPhone();
  const toggle = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isDrawerOpen) {
      closed();
      toggle.current?.focus();
    }
  }

  const Toggle = isDrawerOpen ? X : MenuIcon;
  return (
    <div className="main-menu" onKeyDown={onKeyDown}>
      <div className="main-menu__bar">
        {brand}
        {isPhone ? (
          <button
            ref={toggle}
            type="button"
            className="main-menu__toggle"
            aria-expanded={isDrawerOpen}
            aria-controls={DRAWER_ID}
            onClick={() => toggled()}
          >
            <Toggle className="main-menu__toggle-icon" aria-hidden="true" />
            {isDrawerOpen ? t('widgets.mainMenu.closeMenu') : t('widgets.mainMenu.openMenu')}
          </button>
        ) : (
          <div className="main-menu__account">{account}</div>
        )}
      </div>
      <nav
        id={DRAWER_ID}
        className={`main-menu__nav${isPhone && !isDrawerOpen ? ' main-menu__nav--closed' : ''}`}
        aria-label={t('shell.mainNavigation')}
      >
        <ul className="main-menu__list">
          {menu.map((entry) =>
            entry.type === 'menu-item' ? (
              <li key={entry.name} className="main-menu__entry">
                <ItemLink item={entry} language={language} withIcon />
              </li>
            ) : (
              <Group key={entry.name} group={entry} language={language} />
            ),
          )}
        </ul>
        {isPhone && <div className="main-menu__account main-menu__account--drawer">{account}</div>}
      </nav>
    </div>
  );
}
