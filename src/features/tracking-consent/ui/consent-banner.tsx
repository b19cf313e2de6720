import { useUnit } from 'effector-react';
import { useTranslation } from '@/shared/i18n';
import { focusPageTitle } from '@/shared/ui/page';
import { $isBannerShown, $isPreview, consentChosen, type ConsentChoice } from '../model/consent';
import './consent-banner.css';

/**
 * Asks once for consent to measure; in dev and tst it says plainly that
 * nothing is measured. A low band in the bottom dock: the texts beside the
 * buttons, and on a phone one run of small type over both buttons in one row.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const [isShown, isPreview, choose] = useUnit([$isBannerShown, $isPreview, consentChosen]);
  if (!isShown) return null;
  const chosen = (choice: ConsentChoice) => {
    choose(choice);
    focusPageTitle();
  };
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title" data-testid="consent-banner">
      <div className="consent-banner__inner">
        <div className="consent-banner__texts">
          <h2 id="consent-banner-title" className="consent-banner__title">
            {t('features.trackingConsent.title')}
          </h2>{' '}
          <p>{t('features.trackingConsent.text')}</p>{' '}
          {isPreview && <p className="consent-banner__preview">{t('features.trackingConsent.preview')}</p>}
        </div>
        <p className="actions consent-banner__actions">
          <button type="button" className="button button--primary" onClick={() => chosen('accepted')}>
            {t('features.trackingConsent.accept')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => chosen('declined')}>
            {t('features.trackingConsent.decline')}
          </button>
        </p>
      </div>
    </section>
  );
}
