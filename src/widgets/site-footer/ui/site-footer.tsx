import { $collectivity } from '@/entities/collectivity';
import { $label } from '@/shared/label';
import { useUnit } from 'effector-react';
import { useLayoutEffect } from 'react';
import { useTranslation } from '@/shared/i18n';
import { $hoursToday, $today, siteFooterShown } from '../model/site-footer';
import './site-footer.css';

/** Customer service phone and today's opening hours, from the collectivity's contact info. */
export function SiteFooter() {
  const { t } = useTranslation();
  const [contactInfo, label, today, hoursToday, shown] = useUnit([$collectivity, $label, $today, $hoursToday, siteFooterShown]);
  // before the paint, so the first frame has today's hours (a layout effect; effector-react's gate would put
  // createGate on the login page's libraries chunk for this one use)
  useLayoutEffect(() => shown(), [shown]);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {contactInfo && today && (
          <section className="site-footer__contact" aria-labelledby="footer-customer-service">
            <h2 id="footer-customer-service" className="site-footer__heading">
              {t('widgets.siteFooter.customerService')}
            </h2>
            <p>
              <a href={`tel:${contactInfo.phoneNumber.replace(/[^\d+]/g, '')}`}>
                {t('widgets.siteFooter.callUs', { phoneNumber: contactInfo.phoneNumber })}
              </a>
            </p>
            <p>
              {hoursToday
                ? t('widgets.siteFooter.openToday', hoursToday)
                : t('widgets.siteFooter.closedToday')}
            </p>
          </section>
        )}
        {today && (
          <p className="site-footer__copyright">
            {t('widgets.siteFooter.copyright', { year: today.getFullYear(), label: t(`labels.${label}.name`) })}
          </p>
        )}
      </div>
    </footer>
  );
}
