import { GenericDocumentDownloadButton } from '@/features/download-document';
import { useTranslation } from '@/shared/i18n';
import { Link } from '@/shared/routing';
import { sameOriginPath } from '@portal/domain';
import type { CardDocument, ContractCardGroupView } from '../api/contracts';

type Card = ContractCardGroupView['cards'][number];

/**
 * What a contract card links (spec 02 §3 "Card: … policy and conditions
 * documents …, insuranceCardLink"): its two documents as downloads under the
 * names the server gave them, and the insurance card when the server links it
 * (only to a page of the portal itself).
 */
export function CardLinks({ card }: { card: Card }) {
  const { t } = useTranslation();
  const documents = [card.policyDocument, card.conditionsDocument].filter((document): document is CardDocument => document != null);
  const insuranceCardPath = sameOriginPath(card.insuranceCardLink);
  if (documents.length === 0 && insuranceCardPath === null) return null;
  return (
    <ul className="contract-cards__links" aria-label={t('widgets.contractCards.links', { title: card.title })}>
      {documents.map((document) => (
        <li key={document.id}>
          <GenericDocumentDownloadButton document={{ documentID: document.id, name: document.displayName }}>{document.displayName}</GenericDocumentDownloadButton>
        </li>
      ))}
      {insuranceCardPath && (
        <li>
          <Link to={insuranceCardPath} className="contract-cards__card-link">
            {t('widgets.contractCards.insuranceCard')}
          </Link>
        </li>
      )}
    </ul>
  );
}
