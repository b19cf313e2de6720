import { useTranslation } from '@/shared/i18n';
import { formatMoment, formatWeekday } from '@/shared/lib/format';
import { RequestReceiptDialog } from '@/widgets/request-flow';
import { useUnit } from 'effector-react';
import { $receipt, receiptClosed } from '../model/insurance-right-page';

const TEXTS = 'pages.insuranceRight.receipt';
const QUESTIONS = ['hasDutchIncome', 'hasBenefit', 'hasOtherIncome', 'isSelfEmployed'] as const;

/**
 * The end of the check (issue 33 points 7 and 14): what the answers mean and by when they are assessed,
 * its reference, when it arrived, the answers sent, and where to find it later (Mijn aanvragen).
 */
export function ReceiptDialog() {
  const { t } = useTranslation();
  const { receipt, onClose } = useUnit({ receipt: $receipt, onClose: receiptClosed });
  return (
    <RequestReceiptDialog
      textsKey={TEXTS}
      receipt={receipt}
      onClose={onClose}
      sent={t('pages.insuranceRight.sent')}
      content={(receipt) => ({
        meaning: (
          <p data-testid="insurance-right-meaning">{t(`${TEXTS}.meaning.${receipt.meaning}`, { date: formatWeekday(receipt.handledBy) })}</p>
        ),
        facts: [
          { term: t(`${TEXTS}.reference`), description: receipt.requestId, testId: 'insurance-right-reference' },
          { term: t(`${TEXTS}.receivedAt`), description: formatMoment(receipt.receivedAt) },
          ...QUESTIONS.map((question) => ({
            term: t(`${TEXTS}.answers.${question}`),
            description: receipt.answers[question] ? t('pages.insuranceRight.yes') : t('pages.insuranceRight.no'),
          })),
          ...(receipt.answers.lastDutchIncome === null ? [] : [{ term: t(`${TEXTS}.answers.lastDutchIncome`), description: receipt.answers.lastDutchIncome }]),
          { term: t(`${TEXTS}.answers.files`), description: receipt.fileNames.length > 0 ? receipt.fileNames.join(', ') : t(`${TEXTS}.noFiles`) },
        ],
        findLater: t(`${TEXTS}.findLater`),
      })}
    />
  );
}
