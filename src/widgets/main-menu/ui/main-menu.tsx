import { LabelLogo } from '@/shared/ui/label-logo';
import { $label } from '@/shared/label';
import { useTranslation } from '@/shared/i18n';
import type { MenuItem, MenuItemGroup } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import '../config/texts-en';
import { entryUrl, localised } from '../lib/entry-url';
import {
  $activeSubMenu,
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

function ItemLink({ item, language }: { item: MenuItem; language: string }) {
  const chosen = useUnit(menuItemChosen);
  const to = entryUrl(item.routeName, item.query);
  if (!to) return null;
  return (
    <NavLink to={to} end className="main-menu__link" onClick={() => chosen()}>
      {localised(item.displayName, language)}
    </NavLink>
  );
}

function Group({ group, language }: { group: MenuItemGroup; language: string }) {
  const { t } = useTranslation();
  const [active, toggled, closed, chosen] = useUnit([$activeSubMenu, subMenuToggled, subMenuClosed, menuItemChosen]);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const isOpen = active === group.name;
  const holdsCurrentPage = [...group.primary, ...group.secondary].some(
    (item) => entryUrl(item.routeName)?.toLowerCase() === pathname.toLowerCase(),
  );
  const name = localised(group.displayName, language);
  const tileUrl = group.tile ? entryUrl(group.tile.routeName, group.tile.query) : null;

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
        {name}
        <span className="main-menu__chevron" aria-hidden="true" />
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
            <strong className="main-menu__tile-title">{localised(group.tile.title, language)}</strong>
            <span>{localised(group.tile.text, language)}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * The main menu from the content host: only entries whose route the user may
 * open; groups open a sub-menu (primary and secondary items and a tile). At
 * phone width a menu button shows and hides it. Escape closes what is open
 * and puts the focus back on its button.
 */
export function MainMenu() {
  const { t, language } = useTranslation();
  const [menu, isDrawerOpen, label, toggled, closed] = useUnit([$menu, $isDrawerOpen, $label, drawerToggled, drawerClosed]);
  const toggle = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isDrawerOpen) {
      closed();
      toggle.current?.focus();
    }
  }

  return (
    <div className="main-menu" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="main-menu__toggle"
        aria-expanded={isDrawerOpen}
        aria-controls={DRAWER_ID}
        onClick={() => toggled()}
      >
        <span className="main-menu__burger" aria-hidden="true" />
        {isDrawerOpen ? t('widgets.mainMenu.closeMenu') : t('widgets.mainMenu.openMenu')}
      </button>
      <nav id={DRAWER_ID} className={`main-menu__nav${isDrawerOpen ? ' main-menu__nav--open' : ''}`} aria-label={t('shell.mainNavigation')}>
        <div className="main-menu__drawer-brand" aria-hidden="true">
          <LabelLogo label={label} className="main-menu__logo" />
        </div>
        <ul className="main-menu__list">
          {menu.map((entry) =>
            entry.type === 'menu-item' ? (
              <li key={entry.name} className="main-menu__entry">
                <ItemLink item={entry} language={language} />
              </li>
            ) : (
              <Group key={entry.name} group={entry} language={language} />
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
