import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { Skeleton } from '@/shared/ui/skeleton';
import { useUnit } from 'effector-react';
import { CreditCard, PiggyBank, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { $dataStatus, $summary, type DataStatus } from '../model/dashboard';

function Fact({ icon: Icon, term, status, wraps = false, testId, children }: { icon: LucideIcon; term: string; status: DataStatus; wraps?: boolean; testId?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={wraps ? 'summary__fact summary__fact--wraps' : 'summary__fact'} data-testid={testId}>
      <Icon className="summary__icon" aria-hidden="true" />
      <dt className="summary__term">{term}</dt>
      <dd className="summary__value">
        {status === 'loading' ? <Skeleton lines={1} /> : status === 'failed' ? <span className="summary__failed">{t('pages.home.summary.unavailable')}</span> : children}
      </dd>
    </div>
  );
}

/** The personal summary at the top of the dashboard: package, own risk and payment method, each from the dashboard's own calls. */
export function PersonalSummary() {
  const { t } = useTranslation();
  const headingId = useId();
  const [summary, status] = useUnit([$summary, $dataStatus]);
  const loading = status.agreements === 'loading' || (summary.showsOwnRisk && status.ownRisk === 'loading') || (summary.showsPaymentMethod && status.account === 'loading');
  const method = summary.paymentMethod;
  return (
    <section className="summary" aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className="visually-hidden">
        {t('pages.home.summary.title')}
      </h2>
      <dl className="summary__facts">
        <Fact icon={ShieldCheck} term={t('pages.home.summary.package')} status={status.agreements}>
          {summary.basic ?? t('pages.home.summary.unknown')}
        </Fact>
        {summary.showsOwnRisk && (
          <Fact icon={PiggyBank} term={t('pages.home.summary.ownRisk')} status={status.ownRisk} wraps>
            {/* under 18 the policy has no own risk (total 0): say so, not 'Nog € 0,00 van € 0,00 over' */}
            {summary.ownRisk
              ? summary.ownRisk.total === 0
                ? t('pages.home.summary.ownRiskNone')
                : t('pages.home.summary.ownRiskValue', { remaining: formatMoney(summary.ownRisk.remaining), total: formatMoney(summary.ownRisk.total) })
              : t('pages.home.summary.unknown')}
          </Fact>
        )}
        {summary.showsPaymentMethod && (
          <Fact icon={CreditCard} term={t('pages.home.summary.paymentMethod')} status={status.account} testId="summary-payment-method">
            {method ? t(`pages.home.summary.paymentMethods.${method}`, { defaultValue: method }) : t('pages.home.summary.unknown')}
          </Fact>
        )}
      </dl>
    </section>
  );
}
