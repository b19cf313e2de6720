import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import { $offer, $offerId, $offers, $offersStatus, OFFER_QUERY } from '../model/member-offers-page';
import { OfferDetail } from './offer-detail';
import './member-offers-page.css';

const day = (iso: string) => formatDay(iso);

function OfferList() {
  const { t } = useTranslation();
  const { offers, status } = useUnit({ offers: $offers, status: $offersStatus });
  if (status === 'fail') return <p className="details-message" role="alert">{t('pages.memberOffers.loadFailed')}</p>;
  if (status !== 'done') return <p className="details-message" role="status">{t('pages.memberOffers.loading')}</p>;
  if (offers.length === 0) return <p className="details-message">{t('pages.memberOffers.none')}</p>;
  return (
    <ul className="member-offers">
      {offers.map((offer) => (
        <li key={offer.id} className="member-offer">
          <img className="member-offer__image" src={offer.imageUrl} alt={offer.imageAlt} width={480} height={240} loading="lazy" />
          <div className="member-offer__body">
            <p className="member-offer__partner">{offer.partner}</p>
            <h2 className="member-offer__title">{offer.title}</h2>
            <p className="member-offer__discount">{offer.discount}</p>
            <p>{offer.summary}</p>
            <p className="member-offer__validity">{t('pages.memberOffers.validUntil', { date: day(offer.validUntil) })}</p>
            <Link className="button button--secondary" to={routeUrl('member-offers', undefined, { [OFFER_QUERY]: offer.id })}>
              {t('pages.memberOffers.view', { partner: offer.partner })}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The way back to the list, and whose offer it is, above the offer's title. */
function OfferKicker({ partner }: { partner: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Link className="member-offer__back" to={routeUrl('member-offers')}>
        {t('pages.memberOffers.back')}
      </Link>
      {partner && <p className="member-offer__partner">{partner}</p>}
    </>
  );
}

/**
 * leden-aanbiedingen: the member offers from the content host, one offer's details with a tip to a friend.
 * An opened offer's title is the page's h1, so the focus goes to it when it opens and to 'Ledenvoordeel' back.
 */
export function MemberOffersPage() {
  const { t } = useTranslation();
  const { offerId, offer } = useUnit({ offerId: $offerId, offer: $offer });
  return (
    <Page title={offer ? offer.title : t('pages.memberOffers.title')} focusKey={offerId} kicker={offerId ? <OfferKicker partner={offer?.partner ?? null} /> : undefined}>
      {offerId ? (
        <OfferDetail />
      ) : (
        <>
          <p className="member-offers__intro">{t('pages.memberOffers.intro')}</p>
          <OfferList />
        </>
      )}
    </Page>
  );
}
