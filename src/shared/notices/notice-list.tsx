import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { $notices, noticeDismissed, reloadRequested, selfClosingNoticeShown, type Notice } from './model';
import './notice-list.css';

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const [dismiss, reload, closingNoticeShown] = useUnit([noticeDismissed, reloadRequested, selfClosingNoticeShown]);
  const isUrgent = notice.kind === 'negative';
  const closesItself = isUrgent && notice.action === 'dismiss';
  // the model closes it after a while (ids are never reused: a late close cannot hit a later notice)
  useEffect(() => {
    if (closesItself) closingNoticeShown(notice.id);
  }, [closesItself, closingNoticeShown, notice.id]);
  return (
    <div className={`notice notice--${notice.kind}`} role={isUrgent ? 'alert' : 'status'} data-testid="notice">
      <p className="notice__text">{t(notice.messageKey, notice.values)}</p>
      {notice.action === 'reload' ? (
        <button type="button" className="button button--secondary" onClick={() => reload()}>
          {t('notices.ok')}
        </button>
      ) : (
        <button
          type="button"
          className="notice__close"
          aria-label={t('notices.close')}
          onClick={() => dismiss(notice.id)}
        >
          ×
        </button>
      )}
    </div>
  );
}

/** Notices of the whole portal, top of the page, announced to screen readers. */
export function NoticeList() {
  const notices = useUnit($notices);
  return (
    <div className="notice-list" aria-live="polite">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
