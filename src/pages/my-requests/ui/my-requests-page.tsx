import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoment, formatWeekday } from '@/shared/lib/format';
import { Link, routeUrl } from '@/shared/routing';
import { DetailsList } from '@/shared/ui/details-list';
import { Page } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import { useUnit } from 'effector-react';
import type { SentRequest } from '../api/queries';
import { $justSent, $requests, $status, statusTextKey } from '../model/my-requests-page';
import './my-requests-page.css';

/** A card-asked-before-issue-33 has only its day; every other request its moment. */
const receivedText = (receivedAt: string) =>
  receivedAt.length === 10 ? formatDay(receivedAt) : formatMoment(receivedAt);

function RequestItem({ request, isJustSent }: { request: SentRequest; isJustSent: boolean }) {
  const { t } = useTranslation();
  const kind = t(`pages.myRequests.kinds.${request.kind}`);
  const title = request.flow ? t('pages.myRequests.item', { kind, flow: t(`pages.myRequests.flows.${request.kind}.${request.flow}`) }) : kind;
  const headingId = `request-${request.requestId}`;
  return (
    <li className={`panel my-requests__item${isJustSent ? ' my-requests__item--just-sent' : ''}`} aria-labelledby={headingId} data-testid="my-request">
      <h2 className="my-requests__title" id={headingId}>
        {title}
      </h2>
      {isJustSent && <p className="my-requests__badge">{t('pages.myRequests.justSent')}</p>}
      <DetailsList
        items={[
          { term: t('pages.myRequests.receivedAt'), description: receivedText(request.receivedAt) },
          { term: t('pages.myRequests.person'), description: request.personName },
          {
            term: t('pages.myRequests.status'),
            description: (
              <span className={`my-requests__status my-requests__status--${request.status}`}>
                {t(statusTextKey(request), { date: formatWeekday(request.handledBy) })}
              </span>
            ),
          },
          { term: t('pages.myRequests.reference'), description: request.requestId },
        ]}
      />
    </li>
  );
}

/** `mijn-aanvragen`: every request sent besides claims, newest first, with its date, kind, person and status. */
export function MyRequestsPage() {
  const { t } = useTranslation();
  const model = useUnit({ status: $status, requests: $requests, justSent: $justSent });
  return (
    <Page title={t('pages.myRequests.title')}>
      <div className="my-requests">
        <p className="my-requests__intro">{t('pages.myRequests.intro')}</p>
        <p className="my-requests__intro">
          {t('pages.myRequests.claims')} <Link to={routeUrl('healthcare-costs')}>{t('pages.myRequests.claimsLink')}</Link>.
        </p>
        <p role="status" className="my-requests__count">
          {model.status === 'loading' && t('pages.myRequests.loading')}
          {model.status === 'ready' && (model.requests.length === 0 ? t('pages.myRequests.none') : t('pages.myRequests.count', { count: model.requests.length }))}
        </p>
        {model.status === 'loading' && <Skeleton lines={6} />}
        {model.status === 'failed' && <p className="form-message">{t('pages.myRequests.failed')}</p>}
        {model.status === 'ready' && model.requests.length > 0 && (
          <ul className="my-requests__list">
            {model.requests.map((request) => (
              <RequestItem key={request.requestId} request={request} isJustSent={request.requestId === model.justSent} />
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
