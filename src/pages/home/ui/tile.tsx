import { useTranslation } from '@/shared/i18n';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { routeUrl } from '@/shared/routing';
import { AUTHENTICATED_ROUTES, type DashboardTile, type LocalisedText } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { $lastHandledDeclaration, $openInvoices, $ownRisk, $unreadMessages } from '../model/dashboard';

function localised(text: LocalisedText | undefined, language: string): string | null {
  if (!text) return null;
  return language === 'en-US' ? (text['en-US'] ?? text['nl-NL']) : text['nl-NL'];
}

function OwnRiskMeter() {
  const { t } = useTranslation();
  const ownRisk = useUnit($ownRisk);
  const labelId = useId();
  if (!ownRisk) return null;
  const money = { total: formatMoney(ownRisk.total), consumed: formatMoney(ownRisk.consumed), remaining: formatMoney(ownRisk.remaining) };
  return (
    <div className="tile__own-risk">
      <p>{t('pages.home.ownRisk.total', { year: ownRisk.year, total: money.total })}</p>
      <span id={labelId} className="visually-hidden">
        {t('pages.home.ownRisk.meterLabel', { year: ownRisk.year })}
      </span>
      <div
        className="tile__meter"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={ownRisk.total}
        aria-valuenow={ownRisk.consumed}
        aria-valuetext={t('pages.home.ownRisk.valueText', money)}
      >
        <div className="tile__meter-fill" style={{ width: `${ownRisk.percentageConsumed}%` }} />
      </div>
      <p className="tile__meter-legend" aria-hidden="true">
        <span>{t('pages.home.ownRisk.consumed', money)}</span>
        <span>{t('pages.home.ownRisk.remaining', money)}</span>
      </p>
    </div>
  );
}

function Messages() {
  const { t } = useTranslation();
  const { unread, recent } = useUnit($unreadMessages);
  return (
    <>
      <p className="tile__figure">{t('pages.home.messages.unread', { count: unread })}</p>
      {recent !== unread && <p>{t('pages.home.messages.recent', { count: recent })}</p>}
    </>
  );
}

function OpenInvoices() {
  const { t } = useTranslation();
  const { count, amount } = useUnit($openInvoices);
  return <p className="tile__figure">{t('pages.home.openInvoices.count', { count, amount: formatMoney(amount) })}</p>;
}

function PaymentArrangement() {
  const { t } = useTranslation();
  const { inArrangement } = useUnit($openInvoices);
  return <p>{t('pages.home.paymentArrangement.count', { count: inArrangement })}</p>;
}

function Declaration() {
  const { t } = useTranslation();
  const declaration = useUnit($lastHandledDeclaration);
  if (!declaration) return null;
  return (
    <>
      <p>{t('pages.home.declaration.handled', { careProvider: declaration.careProvider, amount: formatMoney(declaration.declarationAmount) })}</p>
      <p className="tile__date">{t('pages.home.declaration.received', { date: formatDate(declaration.receivedDate) })}</p>
    </>
  );
}

/** What a tile type shows from the user's data, besides the content's texts. */
const TYPE_DETAILS: Partial<Record<DashboardTile['type'], () => ReactNode>> = {
  'own-risk': () => <OwnRiskMeter />,
  messages: () => <Messages />,
  'open-invoices': () => <OpenInvoices />,
  'payment-arrangement': () => <PaymentArrangement />,
  declaration: () => <Declaration />,
};

function TileLink({ tile, language }: { tile: DashboardTile; language: string }) {
  const { t } = useTranslation();
  const { content } = tile;
  const text = localised(content.linkText, language) ?? localised(content.title, language) ?? '';
  if (content.url) {
    return (
      <a className="tile__link" href={content.url} target="_blank" rel="noopener noreferrer">
        {text}
        <span className="visually-hidden"> {t('pages.home.newWindow')}</span>
      </a>
    );
  }
  if (!content.routeName || AUTHENTICATED_ROUTES[content.routeName].includes(':')) return null;
  return (
    <Link className="tile__link" to={routeUrl(content.routeName, undefined, content.query)}>
      {text}
    </Link>
  );
}

/** One dashboard tile: the content's title, texts and link, and its type's own figures. */
export function Tile({ tile }: { tile: DashboardTile }) {
  const { t, language } = useTranslation();
  const headingId = useId();
  const { content } = tile;
  const details = TYPE_DETAILS[tile.type];
  const text = localised(content.text, language);
  const paragraph = localised(content.paragraph, language);
  const ehicText = tile.type === 'ehic' ? t('pages.home.ehic.text') : null;
  return (
    <section className={`tile tile--${tile.type}`} aria-labelledby={headingId} data-tile={tile.id}>
      <h2 id={headingId} className="tile__title">
        {localised(content.title, language)}
      </h2>
      {details?.()}
      {ehicText && <p>{ehicText}</p>}
      {text && <p>{text}</p>}
      {paragraph && <p>{paragraph}</p>}
      <TileLink tile={tile} language={language} />
    </section>
  );
}
