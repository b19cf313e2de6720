import { $unreadCounters } from '@/entities/document';
import { useTranslation } from '@/shared/i18n';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import { NavLink } from '@/shared/routing';
import { $folderLinks } from '../model/message-box-page';
import { MessageFilters } from './message-filters';
import { MessageList } from './message-list';
import './message-box-page.css';

function UnreadSummary() {
  const { t } = useTranslation();
  const counters = useUnit($unreadCounters);
  // its line is kept while the counters load: the folders and the list under it do not move when they come
  if (!counters) return <p className="message-box__unread" aria-hidden="true" />;
  return (
    <p className="message-box__unread" data-testid="unread-summary">
      {counters.unread === 0 ? (
        t('pages.messageBox.unreadNone')
      ) : (
        <>
          {t('pages.messageBox.unread', { count: counters.unread })}{' '}
          {counters.unreadLast6Months > 0 && t('pages.messageBox.unreadRecent', { count: counters.unreadLast6Months })}
        </>
      )}
    </p>
  );
}

function FolderNavigation() {
  const { t } = useTranslation();
  const links = useUnit($folderLinks);
  return (
    <nav className="message-box__folders" aria-label={t('pages.messageBox.folders')}>
      <ul>
        {links.map((link) => (
          <li key={link.folder ?? ''}>
            {/* the current folder gets aria-current="page" from NavLink (paths compared case-insensitively) */}
            <NavLink to={link.url} className="message-box__folder" end>
              {link.folder ?? t('pages.messageBox.allFolders')}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `berichtenbox` and `berichtenbox/{cluster}`: the user's messages, filtered and opened here. */
export function MessageBoxPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.messageBox.title')}>
      <div className="message-box">
        <p className="message-box__intro">{t('pages.messageBox.intro')}</p>
        <UnreadSummary />
        <FolderNavigation />
        <div className="message-box__columns">
          <MessageFilters />
          <MessageList />
        </div>
      </div>
    </Page>
  );
}
