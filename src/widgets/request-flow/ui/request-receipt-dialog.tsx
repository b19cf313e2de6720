import { useTranslation } from '@/shared/i18n';
import { formatMoment, formatWeekday } from '@/shared/lib/format';
import { Link, routeUrl } from '@/shared/routing';
import { DetailsList } from '@/shared/ui/details-list';
import { SuccessDialog } from '@/shared/ui/dialog';
import { useUnit } from 'effector-react';
import type { RequestFlowModel } from '../model/create-request-flow';

/** The end of a request (issue 33 point 7): what was sent, for whom, its reference, by when, and where to find it later. */
export function RequestReceiptDialog({ model }: { model: RequestFlowModel }) {
  const { t } = useTranslation();
  const { textsKey } = model;
  const { receipt, onClose } = useUnit({ receipt: model.$receipt, onClose: model.receiptClosed });
  const texts = 'widgets.requestFlow.receipt';
  return (
    <SuccessDialog
      isOpen={receipt !== null}
      title={t(`${texts}.title`)}
      closeLabel={t(`${texts}.close`)}
      onClose={() => onClose()}
      secondaryAction={
        receipt && (
          <Link to={routeUrl('my-requests', undefined, { aanvraag: receipt.requestId })} className="button button--secondary">
            {t(`${texts}.myRequests`)}
          </Link>
        )
      }
    >
      {receipt && (
        <>
          <p>{t(`${textsKey}.sent`)}</p>
          <DetailsList
            items={[
              { term: t(`${texts}.what`), description: t(`${textsKey}.flows.${receipt.flowId}`) },
              { term: t(`${texts}.person`), description: receipt.personName },
              { term: t(`${texts}.receivedAt`), description: formatMoment(receipt.receivedAt) },
              { term: t(`${texts}.reference`), description: receipt.requestId },
            ]}
          />
          <p>{t(`${texts}.handledBy`, { date: formatWeekday(receipt.handledBy) })}</p>
        </>
      )}
    </SuccessDialog>
  );
}
