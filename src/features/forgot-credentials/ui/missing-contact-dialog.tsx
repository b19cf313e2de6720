import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $missingContact, missingContactClosed } from '../model/forgot';
import './forgot-form.css';

/**
 * "If the account has no phone number or e-mail, a popup suggests contacting
 * the insurer or using the bank identity login." A modal dialog: focus moves
 * into it, Escape closes it, and focus returns to where it was.
 */
export function MissingContactDialog() {
  const { t } = useTranslation();
  const [missing, onClose] = useUnit([$missingContact, missingContactClosed]);
  const dialog = useRef<HTMLDialogElement>(null);
  const isOpen = missing !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  const whatIsMissing = !missing
    ? null
    : missing.phoneNumber && missing.emailAddress
      ? 'phoneAndEmail'
      : missing.phoneNumber
        ? 'phone'
        : 'email';

  return (
    <dialog
      ref={dialog}
      className="missing-contact"
      aria-labelledby="missing-contact-title"
      aria-describedby="missing-contact-text"
      onClose={() => onClose()}
    >
      {whatIsMissing && (
        <>
          <h2 className="missing-contact__title" id="missing-contact-title">
            {t('features.forgotCredentials.missingContact.title')}
          </h2>
          <div id="missing-contact-text">
            <p>{t(`features.forgotCredentials.missingContact.${whatIsMissing}`)}</p>
            <p>{t('features.forgotCredentials.missingContact.advice')}</p>
          </div>
          <p className="actions">
            <Link className="button button--primary" to={routeUrl('idin-activate')}>
              {t('features.forgotCredentials.missingContact.idinLink')}
            </Link>
            <button type="button" className="button button--secondary" onClick={() => onClose()}>
              {t('features.forgotCredentials.missingContact.close')}
            </button>
          </p>
        </>
      )}
    </dialog>
  );
}
