import { useTranslation } from '@/shared/i18n';
import { formatWeekday } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { CONTACT_REPLY_WORKING_DAYS } from '@portal/domain';
import { useUnit } from 'effector-react';
import {
  $contactInfo,
  $contactInfoFailed,
  $mayUseContactForm,
  $nextAvailable,
  $replyBy,
  $upcomingHolidays,
  $week,
} from '../model/contact-page';
import './contact-page.css';

/** Contact: phone number, this week's opening hours with public holidays, the next available date and the contact form. */
export function ContactPage() {
  const { t } = useTranslation();
  const [info, failed, week, next, holidays, replyBy, mayUseForm] = useUnit([
    $contactInfo,
    $contactInfoFailed,
    $week,
    $nextAvailable,
    $upcomingHolidays,
    $replyBy,
    $mayUseContactForm,
  ]);
  return (
    <div className="contact">
      <Page title={t('pages.contact.title')}>
        <p>{t('pages.contact.intro')}</p>
        {failed && <p role="alert">{t('pages.contact.loadFailed')}</p>}
        {info && (
          <div className="contact__grid">
            <section aria-labelledby="contact-phone" className="contact__card">
              <h2 id="contact-phone">{t('pages.contact.phoneHeading')}</h2>
              <p className="contact__phone">
                <a href={`tel:${info.phoneNumber.replace(/[^\d+]/g, '')}`}>{t('pages.contact.callUs', { phoneNumber: info.phoneNumber })}</a>
              </p>
              <h3 id="contact-next">{t('pages.contact.nextAvailableHeading')}</h3>
              <p data-testid="next-available">
                {!next
                  ? t('pages.contact.noNextAvailable')
                  : next.isToday
                    ? t('pages.contact.availableToday', next.openingHours)
                    : t('pages.contact.nextAvailable', { date: formatWeekday(next.availableDate, { withYear: false }), ...next.openingHours })}
              </p>
            </section>

            <section aria-labelledby="contact-week" className="contact__card">
              <h2 id="contact-week">{t('pages.contact.weekHeading')}</h2>
              <p>{info.isDefaultHours ? t('pages.contact.defaultHours') : t('pages.contact.specialHours')}</p>
              <table className="contact__week">
                <caption className="visually-hidden">{t('pages.contact.weekCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('pages.contact.day')}</th>
                    <th scope="col">{t('pages.contact.hours')}</th>
                  </tr>
                </thead>
                <tbody>
                  {week.map((day) => (
                    <tr key={day.date} className={day.isToday ? 'contact__today' : undefined} aria-current={day.isToday ? 'date' : undefined}>
                      <th scope="row">
                        {formatWeekday(day.date, { withYear: false })} {day.isToday && <span>{t('pages.contact.today')}</span>}
                      </th>
                      <td>
                        {day.isOpen && day.openingHours
                          ? t('pages.contact.open', day.openingHours)
                          : day.publicHoliday
                            ? t('pages.contact.closedHoliday', { holiday: day.publicHoliday })
                            : t('pages.contact.closed')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {holidays.length > 0 && (
                <>
                  <h3>{t('pages.contact.holidaysHeading')}</h3>
                  <p>{t('pages.contact.holidaysIntro')}</p>
                  <ul data-testid="upcoming-holidays">
                    {holidays.map((holiday) => (
                      <li key={holiday.date}>{t('pages.contact.holiday', { date: formatWeekday(holiday.date), name: holiday.name })}</li>
                    ))}
                  </ul>
                </>
              )}
            </section>

            {mayUseForm && replyBy && (
              <section aria-labelledby="contact-form" className="contact__card">
                <h2 id="contact-form">{t('pages.contact.formHeading')}</h2>
                <p>{t('pages.contact.formText', { days: CONTACT_REPLY_WORKING_DAYS, date: formatWeekday(replyBy, { withYear: false }) })}</p>
                <Link className="button button--primary" to={routeUrl('contact-form')}>
                  {t('pages.contact.formLink')}
                </Link>
              </section>
            )}
          </div>
        )}
      </Page>
    </div>
  );
}
