import type { MessageDocument } from '@portal/domain';

/**
 * A message of the message box: the fields of the spec's document / message
 * (spec 01 §3) that the portal reads. The rest of the record (birth date,
 * policy number, product type, …) is not shown and not relied on.
 */
export type Message = Pick<
  MessageDocument,
  | 'documentID'
  | 'documentName'
  | 'name'
  | 'docType'
  | 'documentCluster'
  | 'extension'
  | 'hasBeenRead'
  | 'publicationDate'
  | 'customerNumber'
  | 'customerInitials'
  | 'customerLastName'
>;
