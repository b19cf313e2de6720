import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { Dialog } from '@/shared/ui/dialog';
import { PAPER_CONTACT_COST_PER_MONTH } from '@portal/domain';
import { useUnit } from 'effector-react';
import { $isDeclining, $isDigitalPopupShown, acceptClicked, declineClicked, postponed } from '../model/digital-popup';

const TEXT_ID = 'digital-popup-text';

/**
 * The invitation to receive the post digitally, as a modal dialog over the
 * logged-in shell. Escape postpones it (it comes back at the next login);
 * focus starts on the accept button.
 */
export function DigitalPopup() {
  const { t } = useTranslation();
  const model = useUnit({
    isShown: $isDigitalPopupShown,
    isDeclining: $isDeclining,
    onAccept: acceptClicked,
    onDecline: declineClicked,
    onPostpone: postponed,
  });
  return (
    <Dialog
      isOpen={model.isShown}
      title={t('features.digitalPopup.title')}
      onClose={() => model.onPostpone()}
      describedBy={TEXT_ID}
      actions={
        <>
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
        </>
      }
    >
      <div id={TEXT_ID}>
        <p>{t('features.digitalPopup.text', { cost: formatMoney(PAPER_CONTACT_COST_PER_MONTH) })}</p>
        <p>{t('features.digitalPopup.benefit')}</p>
      </div>
    </Dialog>
  );
}
