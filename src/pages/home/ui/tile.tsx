import { DEFAULT_LANGUAGE, useTranslation } from '@/shared/i18n';
import { formatCurrencyAmount, formatDay, formatMoney } from '@/shared/lib/format';
import { navigationRequested, routeUrl, Link } from '@/shared/routing';
import { KeptLine, Skeleton } from '@/shared/ui/skeleton';
import { AUTHENTICATED_ROUTES, COVERAGE_SEARCH_QUERY_KEY, localisedText, type DashboardTile, type LocalisedText, type ShownText } from '@portal/domain';
import { useUnit } from 'effector-react';
import { ArrowRight, CircleAlert, ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { TILE_ICONS } from '../config/tile-icons';
import {
  $dataStatus,
  $dental,
  $dentalStatus,
  $insurance,
  $newestDeclarations,
  $openInvoices,
  $ownRisk,
  $unreadMessages,
  type DashboardData,
  type DataStatus,
} from '../model/dashboard';

/** The content's text in the menu language with the language it is in (a Dutch fallback read as Dutch); null when the content has none. */
function localised(text: LocalisedText | undefined, language: string): ShownText | null {
  return text ? localisedText(text, language) : null;
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
      <DentalUsage year={ownRisk.year} />
    </div>
  );
}

/**
 * The own risk's place while it loads: the meter's lines and its empty track, the same elements as the figures, so
 * the tile is as high as it will be and the tiles under it do not move when they come (a two-line skeleton was 67 px
 * short).
 */
function OwnRiskPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="tile__own-risk" role="status" aria-busy="true">
      <span className="visually-hidden">{t('pages.home.tileLoading')}</span>
      <KeptLine />
      <div className="tile__meter" aria-hidden="true" />
      <KeptLine className="tile__meter-legend" />
      <div className="tile__dental" aria-hidden="true" />
    </div>
  );
}

/** The dentist's part of the financial summary (spec 01 §2 "dentist usage"): one line, its space kept while it loads. */
function DentalUsage({ year }: { year: number }) {
  const { t } = useTranslation();
  const [dental, status] = useUnit([$dental, $dentalStatus]);
  let content: ReactNode;
  if (status === 'loading') content = <Skeleton label={t('pages.home.ownRisk.dental.loading')} lines={1} />;
  else if (status === 'failed') content = t('pages.home.ownRisk.dental.failed');
  else if (!dental || dental.total === 0) content = t('pages.home.ownRisk.dental.none', { year });
  else {
    content = t('pages.home.ownRisk.dental.used', {
      year,
      consumed: formatMoney(dental.consumed),
      total: formatMoney(dental.total),
      remaining: formatMoney(dental.remaining),
    });
  }
  return (
    <div className="tile__dental" data-testid="dental-usage">
      {content}
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

/** Invoices in bankruptcy (status 8) are neither payable nor in an arrangement: the invoice tiles say so (issue 14). */
function InBankruptcy() {
  const { t } = useTranslation();
  const { inBankruptcy } = useUnit($openInvoices);
  return inBankruptcy > 0 ? <p>{t('pages.home.inBankruptcy', { count: inBankruptcy })}</p> : null;
}

function OpenInvoices() {
  const { t } = useTranslation();
  const { count, amount } = useUnit($openInvoices);
  return (
    <>
      <p className="tile__figure">{t('pages.home.openInvoices.count', { count, amount: formatMoney(amount) })}</p>
      <InBankruptcy />
    </>
  );
}

function PaymentArrangement() {
  const { t } = useTranslation();
  const { inArrangement } = useUnit($openInvoices);
  return (
    <>
      <p>{t('pages.home.paymentArrangement.count', { count: inArrangement })}</p>
      <InBankruptcy />
    </>
  );
}

function Declaration() {
  const { t } = useTranslation();
  const declarations = useUnit($newestDeclarations);
  if (declarations.length === 0) return null;
  return (
    <ul className="tile__claims" aria-label={t('pages.home.declaration.newest')}>
      {declarations.map((declaration) => (
        <li key={declaration.declarationId} className="tile__claim">
          <span>
            {declaration.originalAmount !== null && declaration.originalCurrency !== null
              ? t('pages.home.declaration.claimInCurrency', {
                  careProvider: declaration.careProvider,
                  amount: formatMoney(declaration.declarationAmount),
                  original: formatCurrencyAmount(declaration.originalAmount, declaration.originalCurrency),
                })
              : t('pages.home.declaration.claim', { careProvider: declaration.careProvider, amount: formatMoney(declaration.declarationAmount) })}
          </span>
          <span className="tile__date">
            {t('pages.home.declaration.received', {
              date: formatDay(declaration.receivedDate),
              status: t(`pages.home.declaration.status.${declaration.status}`, { defaultValue: t('pages.home.declaration.status.unknown') }),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function YourInsurance() {
  const { t } = useTranslation();
  const insurance = useUnit($insurance);
  const upcomingId = useId();
  if (!insurance) return null;
  const packages = [insurance.basic, ...insurance.others].filter((name): name is string => name !== null);
  return (
    <>
      {packages.length > 0 && (
        <ul className="tile__list" aria-label={t('pages.home.yourInsurance.packages')}>
          {packages.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      {insurance.upcoming && insurance.upcoming.packages.length > 0 && (
        <>
          <p className="tile__date" id={upcomingId}>
            {t('pages.home.yourInsurance.upcoming', { date: formatDay(insurance.upcoming.startDate) })}
          </p>
          <ul className="tile__list" aria-labelledby={upcomingId}>
            {insurance.upcoming.packages.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {insurance.agreementNumber && (
        <p className="tile__date">
          {t('pages.home.yourInsurance.agreement', { agreementNumber: insurance.agreementNumber, count: insurance.insuredCount })}
        </p>
      )}
    </>
  );
}

/** Issue 34: a search box that opens `vergoedingen` with what was typed (`?zoek=`). */
function CoverageSearch() {
  const { t } = useTranslation();
  const navigate = useUnit(navigationRequested);
  const inputId = useId();
  const hintId = useId();
  return (
    <form
      className="tile__search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get('zoek');
        const words = typeof typed === 'string' ? typed.trim() : '';
        navigate({ to: routeUrl('coverage', undefined, words ? { [COVERAGE_SEARCH_QUERY_KEY]: words } : undefined) });
      }}
    >
      <label htmlFor={inputId}>{t('pages.home.coverageSearch.label')}</label>
      <p id={hintId} className="tile__hint">
        {t('pages.home.coverageSearch.hint')}
      </p>
      <span className="tile__search-row">
        <input id={inputId} name="zoek" type="search" className="field__input" aria-describedby={hintId} autoComplete="off" />
        <button type="submit" className="button button--secondary">
          {t('pages.home.coverageSearch.button')}
        </button>
      </span>
    </form>
  );
}

/** What a tile type shows from the user's data besides the content's texts, and the call that data comes from. */
const TYPE_DETAILS: Partial<Record<DashboardTile['type'], { data: DashboardData | null; show: () => ReactNode; placeholder?: () => ReactNode }>> = {
  'own-risk': { data: 'ownRisk', show: () => <OwnRiskMeter />, placeholder: () => <OwnRiskPlaceholder /> },
  // the messages tile shows only once the unread counters are in
  messages: { data: null, show: () => <Messages /> },
  'open-invoices': { data: 'invoices', show: () => <OpenInvoices /> },
  'payment-arrangement': { data: 'invoices', show: () => <PaymentArrangement /> },
  declaration: { data: 'declarations', show: () => <Declaration /> },
  'your-insurance': { data: 'agreements', show: () => <YourInsurance /> },
  'coverage-search': { data: null, show: () => <CoverageSearch /> },
};

/** A tile's own data: a skeleton (or the type's own placeholder, as high as its figures) while it loads, its own failure, or the figures. */
function TileData({ status, placeholder, children }: { status: DataStatus; placeholder?: () => ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  if (status === 'loading') return placeholder ? placeholder() : <Skeleton label={t('pages.home.tileLoading')} lines={2} />;
  if (status === 'failed') {
    return (
      <p className="tile__failed" role="status">
        <CircleAlert className="tile__failed-icon" aria-hidden="true" />
        {t('pages.home.tileFailed')}
      </p>
    );
  }
  return <>{children}</>;
}

function TileLink({ tile, language }: { tile: DashboardTile; language: string }) {
  const { t } = useTranslation();
  const { content } = tile;
  // a link says where it goes: the content's link text, else the page it opens (never the tile's title again)
  const linkText = localised(content.linkText, language);
  if (content.url) {
    return (
      <a className="tile__link" href={content.url} target="_blank" rel="noopener noreferrer">
        <span lang={linkText?.language}>{linkText?.text ?? t('pages.home.externalLink')}</span>
        <span className="visually-hidden"> {t('pages.home.newWindow')}</span>
        <ExternalLink className="tile__link-icon" aria-hidden="true" />
      </a>
    );
  }
  if (!content.routeName || AUTHENTICATED_ROUTES[content.routeName].includes(':')) return null;
  return (
    <Link className="tile__link" to={routeUrl(content.routeName, undefined, content.query)}>
      {/* without the content's words, a Dutch sentence: the page's Dutch name, as the page's own title says it */}
      <span lang={linkText?.language}>{linkText?.text ?? t('pages.home.linkTo', { page: t(`routes.${content.routeName}`, { lng: DEFAULT_LANGUAGE }) })}</span>
      <ArrowRight className="tile__link-icon" aria-hidden="true" />
    </Link>
  );
}

/** One dashboard tile: the content's title, texts and link, and its type's own figures. */
export function Tile({ tile }: { tile: DashboardTile }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const headingId = useId();
  const status = useUnit($dataStatus);
  const { content } = tile;
  const details = TYPE_DETAILS[tile.type];
  const text = localised(content.text, language);
  const paragraph = localised(content.paragraph, language);
  const title = localisedText(content.title, language);
  const ehicText = tile.type === 'ehic' ? t('pages.home.ehic.text') : null;
  const Icon = TILE_ICONS[tile.type];
  return (
    <section className={`tile tile--${tile.type}`} aria-labelledby={headingId} data-tile={tile.id}>
      <div className="tile__head">
        <span className="tile__icon">
          <Icon aria-hidden="true" />
        </span>
        <h2 id={headingId} className="tile__title" lang={title.language}>
          {title.text}
        </h2>
      </div>
      {details && (
        <TileData status={details.data ? status[details.data] : 'ready'} placeholder={details.placeholder}>
          {details.show()}
        </TileData>
      )}
      {ehicText && <p>{ehicText}</p>}
      {text && <p lang={text.language}>{text.text}</p>}
      {paragraph && <p lang={paragraph.language}>{paragraph.text}</p>}
      <TileLink tile={tile} language={language} />
    </section>
  );
}
