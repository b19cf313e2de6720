import { useTranslation } from '@/shared/i18n';
import { Link, routeUrl } from '@/shared/routing';
import { DetailsList, type DetailsItem } from '@/shared/ui/details-list';
import { SuccessDialog } from '@/shared/ui/dialog';
import type { ReactNode } from 'react';

/** What a receipt says after its first paragraph, in its order; built by the page from its receipt once it is there. */
export interface RequestReceiptContent {
  /** what the answers mean, before the facts: what the user needs to know now (the insurance-right check) */
  meaning?: ReactNode;
  facts: DetailsItem[];
  /** the last paragraph: by when, and where to find it later */
  findLater: string;
}

export interface RequestReceiptDialogProps<Receipt extends { requestId: string }> {
  /** the receipt's texts (`widgets.requestFlow.receipt`): its keys `title`, `close` and `myRequests` */
  textsKey: string;
  /** open while there is one; its request is opened in Mijn aanvragen */
  receipt: Receipt | null;
  onClose: () => void;
  /** the first paragraph: that it arrived */
  sent: string;
  content: (receipt: Receipt) => RequestReceiptContent;
}

/** The end of a request (issue 33 point 7): the success popup with what was sent, its reference, and the way to Mijn aanvragen. */
export function RequestReceiptDialog<Receipt extends { requestId: string }>({ textsKey, receipt, onClose, sent, content }: RequestReceiptDialogProps<Receipt>) {
  const { t } = useTranslation();
  const shown = receipt && content(receipt);
  return (
    <SuccessDialog
      isOpen={receipt !== null}
      title={t(`${textsKey}.title`)}
      closeLabel={t(`${textsKey}.close`)}
      onClose={() => onClose()}
      secondaryAction={
        receipt && (
          <Link to={routeUrl('my-requests', undefined, { aanvraag: receipt.requestId })} className="button button--secondary">
            {t(`${textsKey}.myRequests`)}
          </Link>
        )
      }
    >
      {shown && (
        <>
          <p>{sent}</p>
          {shown.meaning}
          <DetailsList items={shown.facts} />
          <p>{shown.findLater}</p>
        </>
      )}
    </SuccessDialog>
  );
}
