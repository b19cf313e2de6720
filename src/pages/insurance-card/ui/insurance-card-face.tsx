import { formatInsuranceNumber } from '@portal/domain';
import type { InsuranceCard } from '@/entities/insurance-card';
import { useTranslation } from '@/shared/i18n';
import { $label } from '@/shared/label';
import { formatEuropeanCardDate, formatFieldDate } from '@/shared/lib/format';
import { LabelLogo } from '@/shared/ui/label-logo';
import { useUnit } from 'effector-react';

const day = (iso: string) => formatFieldDate(iso);

/**
 * One person's card, drawn like the physical one: the label's front (logo,
 * name, birth date, insurance number in groups 4-4-rest, UZOVI code and
 * name, customer number) and the European health card on its back.
 */
export function InsuranceCardFace({ card, name }: { card: InsuranceCard; name: string }) {
  const { t } = useTranslation();
  const label = useUnit($label);
  const { ehic } = card;
  return (
    <div className="insurance-card__pair">
      <div className="insurance-card__face insurance-card__front">
        <div className="insurance-card__header">
          <LabelLogo label={label} className="insurance-card__logo" />
          <span className="insurance-card__kind">{t('pages.insuranceCard.card.title')}</span>
        </div>
        <dl className="insurance-card__fields">
          <div>
            <dt>{t('pages.insuranceCard.card.name')}</dt>
            <dd className="insurance-card__name">{name}</dd>
          </div>
          <div>
            <dt>{t('pages.insuranceCard.card.birthDate')}</dt>
            <dd>{day(card.insuranceCard.birthDate)}</dd>
          </div>
          <div>
            <dt>{t('pages.insuranceCard.card.insuranceNumber')}</dt>
            <dd className="insurance-card__number">{formatInsuranceNumber(card.insuranceCard.insuranceNumber)}</dd>
          </div>
          <div>
            <dt>{t('pages.insuranceCard.card.uzovi')}</dt>
            <dd>
              {card.uzoviCode} {card.uzoviDescription}
            </dd>
          </div>
          <div>
            <dt>{t('pages.insuranceCard.card.customerNumber')}</dt>
            <dd>{card.customerNumber}</dd>
          </div>
        </dl>
      </div>
      <div className="insurance-card__face insurance-card__ehic">
        <div className="insurance-card__header">
          <span className="insurance-card__kind">{t('pages.insuranceCard.ehic.title')}</span>
          <span className="insurance-card__country" aria-hidden="true">
            {t('pages.insuranceCard.ehic.country')}
          </span>
        </div>
        {ehic ? (
          <dl className="insurance-card__fields insurance-card__fields--ehic">
            <div>
              <dt>{t('pages.insuranceCard.ehic.lastName')}</dt>
              <dd>{ehic.lastName}</dd>
            </div>
            <div>
              <dt>{t('pages.insuranceCard.ehic.givenNames')}</dt>
              <dd>{ehic.givenNames}</dd>
            </div>
            <div>
              <dt>{t('pages.insuranceCard.ehic.birthDate')}</dt>
              <dd>{formatEuropeanCardDate(ehic.birthDate)}</dd>
            </div>
            <div>
              <dt>{t('pages.insuranceCard.ehic.personalNumber')}</dt>
              <dd>{ehic.personalIdentificationNumber}</dd>
            </div>
            <div>
              <dt>{t('pages.insuranceCard.ehic.institution')}</dt>
              <dd>{ehic.institutionIdentification}</dd>
            </div>
            <div>
              <dt>{t('pages.insuranceCard.ehic.cardNumber')}</dt>
              <dd>{ehic.cardIdentificationNumber}</dd>
            </div>
            <div>
              <dt>{t('pages.insuranceCard.ehic.expiryDate')}</dt>
              <dd>{formatEuropeanCardDate(ehic.expiryDate)}</dd>
            </div>
          </dl>
        ) : (
          <p>{t('pages.insuranceCard.ehic.none')}</p>
        )}
      </div>
    </div>
  );
}
