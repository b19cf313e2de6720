import { $unreadCounters } from '@/entities/document';
import { useTranslation } from '@/shared/i18n';
import { Page } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import { useUnit } from 'effector-react';
import { NavLink } from '@/shared/routing';
import { $folderLinks, $isBoxLoading } from '../model/message-box-page';
import { MessageFilters } from './message-filters';
import { MessageList } from './message-list';
import './message-box-page.css';

function UnreadSummary() {
  const { t } = useTranslation();
  const counters = useUnit($unreadCounters);
  // the counters could not be loaded: the line is kept, empty
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
  const isLoading = useUnit($isBoxLoading);
  return (
    <Page title={t('pages.messageBox.title')}>
      <div className="message-box">
        <p className="message-box__intro">{t('pages.messageBox.intro')}</p>
        {/* what the messages and the counters decide comes at once: nothing under a part that came first moves */}
        {isLoading ? (
          <Skeleton label={t('pages.messageBox.results.loading')} lines={6} />
        ) : (
          <>
            <UnreadSummary />
            <FolderNavigation />
            <div className="message-box__columns">
              <MessageFilters />
              <MessageList />
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
