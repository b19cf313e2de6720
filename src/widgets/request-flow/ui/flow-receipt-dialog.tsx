import { useTranslation } from '@/shared/i18n';
import { formatMoment, formatWeekday } from '@/shared/lib/format';
import { useUnit } from 'effector-react';
import type { RequestFlowModel } from '../model/create-request-flow';
import { RequestReceiptDialog } from './request-receipt-dialog';

const TEXTS = 'widgets.requestFlow.receipt';

/** A flow's receipt: what was sent, for whom, its reference, by when, and where to find it later. */
export function FlowReceiptDialog({ model }: { model: RequestFlowModel }) {
  const { t } = useTranslation();
  const { textsKey } = model;
  const { receipt, onClose } = useUnit({ receipt: model.$receipt, onClose: model.receiptClosed });
  return (
    <RequestReceiptDialog
      textsKey={TEXTS}
      receipt={receipt}
      onClose={onClose}
      sent={t(`${textsKey}.sent`)}
      content={(receipt) => ({
        facts: [
          { term: t(`${TEXTS}.what`), description: t(`${textsKey}.flows.${receipt.flowId}`) },
          { term: t(`${TEXTS}.person`), description: receipt.personName },
          { term: t(`${TEXTS}.receivedAt`), description: formatMoment(receipt.receivedAt) },
          { term: t(`${TEXTS}.reference`), description: receipt.requestId },
        ],
        findLater: t(`${TEXTS}.handledBy`, { date: formatWeekday(receipt.handledBy) }),
      })}
    />
  );
}
