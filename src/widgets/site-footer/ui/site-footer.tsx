import { $collectivity } from '@/entities/collectivity';
import { $label } from '@/shared/label';
import { dutchWallClock, openingHoursOn } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useTranslation } from '@/shared/i18n';
import './site-footer.css';

/** Customer service phone and today's opening hours, from the collectivity's contact info. */
export function SiteFooter() {
  const { t } = useTranslation();
  const [contactInfo, label] = useUnit([$collectivity, $label]);
  // the contact centre's hours and the year are the Netherlands', wherever the user reads them
  const today = dutchWallClock(new Date());
  const hoursToday = contactInfo ? openingHoursOn(contactInfo, today) : null;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {contactInfo && (
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
        <p className="site-footer__copyright">
          {t('widgets.siteFooter.copyright', { year: today.getFullYear(), label: t(`labels.${label}.name`) })}
        </p>
      </div>
    </footer>
  );
}
