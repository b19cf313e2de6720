import { useTranslation } from '@/shared/i18n';
import { namedErrorText } from '@/shared/lib/form';
import { formatDay } from '@/shared/lib/format';
import { ErrorSummary, TextareaField, TextField } from '@/shared/ui/form';
import { MEMBER_OFFER_TIP_MESSAGE_MAX_LENGTH, MEMBER_OFFER_TIP_NAME_MAX_LENGTH } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $isOfferLoading, $isTipSaving, $mayTip, $offer, $offerProblem, tipForm } from '../model/member-offers-page';

const FIELD_IDS = { friendName: 'tip-friend-name', friendEmail: 'tip-friend-email', message: 'tip-message' } as const;
const day = (iso: string) => formatDay(iso);

/** One offer (its title is the page's h1): discount, picture, how to use it, its code and conditions, and the tip form (with `c-mem-off-tip`). */
export function OfferDetail() {
  const { t } = useTranslation();
  const model = useUnit({
    offer: $offer,
    problem: $offerProblem,
    isLoading: $isOfferLoading,
    values: tipForm.$values,
    errors: tipForm.$shownErrors,
    summary: tipForm.$summary,
    attempt: tipForm.$attempt,
    isSaving: $isTipSaving,
    mayTip: $mayTip,
    onField: tipForm.fieldChanged,
    onSubmit: tipForm.submitted,
  });
  if (model.problem) {
    return (
      <p className="details-message" role="alert">
        {t(model.problem === 'missing' ? 'pages.memberOffers.missing' : 'pages.memberOffers.offerFailed')}
      </p>
    );
  }
  const { offer } = model;
  if (!offer) return <p className="details-message" role="status">{model.isLoading ? t('pages.memberOffers.offerLoading') : ''}</p>;
  const labelOf = (field: string) => t(`pages.memberOffers.tip.${field in FIELD_IDS ? field : 'friendName'}`);
  const errorOf = (field: keyof typeof FIELD_IDS) => {
    const message = model.errors[field];
    return message ? namedErrorText(t, message, labelOf(field)) : null;
  };
  const marker = { requiredText: t('forms.required'), optionalText: t('forms.optional') };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!model.isSaving) model.onSubmit();
  };
  return (
    <article className="member-offer member-offer--detail">
      <p className="member-offer__discount">{offer.discount}</p>
      <img className="member-offer__image" src={offer.imageUrl} alt={offer.imageAlt} width={480} height={240} />
      <p>{offer.description}</p>
      <p className="member-offer__validity">{t('pages.memberOffers.validPeriod', { from: day(offer.validFrom), until: day(offer.validUntil) })}</p>
      <h2>{t('pages.memberOffers.howToUse')}</h2>
      <ol className="member-offer__steps">
        {offer.howToUse.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {offer.discountCode ? (
        <p>
          {t('pages.memberOffers.discountCode')}: <strong className="member-offer__code">{offer.discountCode}</strong>
        </p>
      ) : (
        <p>{t('pages.memberOffers.noCode')}</p>
      )}
      <h2>{t('pages.memberOffers.conditions')}</h2>
      <p>{offer.conditions}</p>
      <p>
        <a href={offer.partnerUrl} target="_blank" rel="noopener noreferrer">
          {t('pages.memberOffers.partnerLink', { partner: offer.partner })} <span className="visually-hidden">{t('pages.memberOffers.newWindow')}</span>
        </a>
      </p>
      {model.mayTip ? (
        <section className="member-offer__tip" aria-labelledby="member-offer-tip-title">
          <h2 id="member-offer-tip-title">{t('pages.memberOffers.tip.title')}</h2>
          <p>{t('pages.memberOffers.tip.intro')}</p>
          <form className="form" noValidate onSubmit={submit} aria-labelledby="member-offer-tip-title">
            <ErrorSummary
              title={t('forms.errorSummaryTitle')}
              attempt={model.attempt}
              errors={model.summary.map((line) => ({
                fieldId: line.path && line.path in FIELD_IDS ? FIELD_IDS[line.path as keyof typeof FIELD_IDS] : FIELD_IDS.friendName,
                message: namedErrorText(t, line.message, line.path === null ? null : labelOf(line.path)),
              }))}
            />
            <TextField
              id={FIELD_IDS.friendName}
              label={t('pages.memberOffers.tip.friendName')}
              required
              {...marker}
              autoComplete="off"
              maxLength={MEMBER_OFFER_TIP_NAME_MAX_LENGTH}
              error={errorOf('friendName')}
              value={model.values.friendName}
              onValueChange={(value) => model.onField({ field: 'friendName', value })}
            />
            <TextField
              id={FIELD_IDS.friendEmail}
              label={t('pages.memberOffers.tip.friendEmail')}
              type="email"
              required
              {...marker}
              autoComplete="off"
              maxLength={254}
              error={errorOf('friendEmail')}
              value={model.values.friendEmail}
              onValueChange={(value) => model.onField({ field: 'friendEmail', value })}
            />
            <TextareaField
              id={FIELD_IDS.message}
              label={t('pages.memberOffers.tip.message')}
              {...marker}
              rows={4}
              maxLength={MEMBER_OFFER_TIP_MESSAGE_MAX_LENGTH}
              counterText={(used, max) => t('pages.memberOffers.tip.counter', { remaining: max - used, max })}
              error={errorOf('message')}
              value={model.values.message}
              onValueChange={(value) => model.onField({ field: 'message', value })}
            />
            <div className="wizard-actions">
              <button type="submit" className="button button--primary" aria-disabled={model.isSaving || undefined} aria-busy={model.isSaving || undefined}>
                {model.isSaving ? t('pages.memberOffers.tip.sending') : t('pages.memberOffers.tip.send')}
              </button>
            </div>
          </form>
        </section>
      ) : null}
    </article>
  );
}
