import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { PAPER_CONTACT_COST_PER_MONTH } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $isDeclining, $isDigitalPopupShown, acceptClicked, declineClicked, postponed } from '../model/digital-popup';
import './digital-popup.css';

/** The invitation to receive the post digitally, as a modal dialog over the logged-in shell. */
export function DigitalPopup() {
  const { t } = useTranslation();
  const model = useUnit({
    isShown: $isDigitalPopupShown,
    isDeclining: $isDeclining,
    onAccept: acceptClicked,
    onDecline: declineClicked,
    onPostpone: postponed,
  });
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (model.isShown && !element.open) element.showModal();
    if (!model.isShown && element.open) element.close();
  }, [model.isShown]);
  return (
    <dialog
      ref={dialog}
      className="digital-popup"
      aria-labelledby="digital-popup-title"
      aria-describedby="digital-popup-text"
      onCancel={(event) => {
        event.preventDefault();
        model.onPostpone();
      }}
    >
      <h2 id="digital-popup-title" className="digital-popup__title">
        {t('features.digitalPopup.title')}
      </h2>
      <div id="digital-popup-text">
        <p>{t('features.digitalPopup.text', { cost: formatMoney(PAPER_CONTACT_COST_PER_MONTH) })}</p>
        <p>{t('features.digitalPopup.benefit')}</p>
      </div>
      <p className="actions">
        <button type="button" className="button button--primary" onClick={() => model.onAccept()}>
          {t('features.digitalPopup.accept')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={model.isDeclining}
          aria-busy={model.isDeclining}
          onClick={() => model.onDecline()}
        >
          {t('features.digitalPopup.decline')}
        </button>
      </p>
    </dialog>
  );
}
