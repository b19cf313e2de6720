import { Skeleton } from '@/shared/ui/skeleton';
import type { Message } from '@/entities/document';
import { MessageDownloadButton } from '@/features/download-document';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { splitDocumentName } from '@portal/domain';
import { useUnit } from 'effector-react';
import { isFiltered } from '../lib/filter-query';
import { $filter, $folderName, $listStatus, $shownMessages } from '../model/message-box-page';

/** "Names … are split into a prefix and a package name." */
function MessageName({ name }: { name: string }) {
  const parts = splitDocumentName(name);
  if (!parts?.packageName) return name;
  return (
    <>
      <span className="message__prefix">{parts.prefix}</span> <span className="message__package">{parts.packageName}</span>
    </>
  );
}

function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation();
  const unread = !message.hasBeenRead;
  return (
    <li className={`message${unread ? ' message--unread' : ''}`} data-testid="message" data-document-id={message.documentID}>
      <p className="message__meta">
        <time dateTime={message.publicationDate}>{formatDay(message.publicationDate)}</time>
        <span aria-hidden="true">·</span>
        <span>{message.docType}</span>
        {unread && <span className="message__badge">{t('pages.messageBox.message.unread')}</span>}
      </p>
      <h3 className="message__title">
        <MessageDownloadButton message={message}>
          <MessageName name={message.name} />
        </MessageDownloadButton>
      </h3>
      <p className="message__about">
        {t('pages.messageBox.message.about', { name: `${message.customerInitials} ${message.customerLastName}` })}
      </p>
    </li>
  );
}

export function MessageList() {
  const { t } = useTranslation();
  const [messages, status, folder, filter] = useUnit([$shownMessages, $listStatus, $folderName, $filter]);
  const emptyText = isFiltered(filter)
    ? t('pages.messageBox.results.none')
    : folder
      ? t('pages.messageBox.results.noneInFolder')
      : t('pages.messageBox.results.empty');
  return (
    <section className="message-list" aria-labelledby="message-list-title">
      <h2 id="message-list-title" className="message-list__title">
        {folder ? t('pages.messageBox.results.titleInFolder', { folder }) : t('pages.messageBox.results.title')}
      </h2>
      <p className="message-list__count" role="status">
        {status === 'loading' && t('pages.messageBox.results.loading')}
        {status === 'ready' && messages.length > 0 && t('pages.messageBox.results.count', { count: messages.length })}
      </p>
      {/* the status line says it; the bars only hold the list's place */}
      {status === 'loading' && <Skeleton lines={6} />}
      {status === 'failed' && <p className="form-message">{t('pages.messageBox.results.failed')}</p>}
      {status === 'ready' && messages.length === 0 && (
        <p className="message-list__empty">{emptyText}</p>
      )}
      {messages.length > 0 && (
        <ul className="message-list__items">
          {messages.map((message) => (
            <MessageItem key={message.documentID} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
