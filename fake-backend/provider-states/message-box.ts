import type { DocumentRecord } from '../seed';
import { stringParam, unfit } from './params';
import { accountOf, loggedIn } from './session';
import type { ProviderStateContext, ProviderStates } from './types';

/**
 * Gives the first message of `username`'s mailbox that fits `pick` the id of
 * the interaction (the seed's ids are random).
 */
function giveId(context: ProviderStateContext, state: string, username: string, documentId: string, pick: (message: DocumentRecord) => boolean): void {
  const { customerNumber } = accountOf(context, username);
  const message = context.store.read().documents.find((entry) => entry.ownerCustomerNumber === customerNumber && pick(entry));
  if (!message) throw unfit(state, `geen bericht van ${username} past`);
  context.store.update((db) => {
    const stored = db.documents.find((entry) => entry === message);
    if (stored) stored.documentID = documentId;
  });
}

/** Provider states of the message box and reimbursement documents interactions. */
export const messageBoxStates: ProviderStates = {
  /** params: documentId */
  'hoofdverzekerde is logged in with an unread premium note': (context, params, state) => {
    const documentId = stringParam(params, 'documentId', state);
    giveId(context, state, 'hoofdverzekerde', documentId, (message) => message.docType === 'Premienota' && !message.hasBeenRead && message.isFileMissing !== true);
    return loggedIn(context, 'hoofdverzekerde');
  },

  /** params: documentId */
  'hoofdverzekerde is logged in with a message whose file is missing': (context, params, state) => {
    const documentId = stringParam(params, 'documentId', state);
    giveId(context, state, 'hoofdverzekerde', documentId, (message) => message.isFileMissing === true);
    return loggedIn(context, 'hoofdverzekerde');
  },

  /** params: documentId, an id no message in medeverzekerde's mailbox has */
  'medeverzekerde is logged in and has no message with this id': (context, params, state) => {
    const documentId = stringParam(params, 'documentId', state);
    if (context.store.read().documents.some((message) => message.documentID === documentId)) throw unfit(state, `een bericht heeft het id ${documentId}`);
    return loggedIn(context, 'medeverzekerde');
  },
};
