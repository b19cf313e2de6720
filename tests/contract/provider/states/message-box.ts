import type { ProviderStates, StateContext } from './types';

/** Fixed ids the consumer's interactions use for documents the seed gives random ids. */
export const UNREAD_PREMIUM_NOTE_ID = '900000001';
export const MESSAGE_WITHOUT_FILE_ID = '900000002';

/** Gives the first message of `username`'s mailbox that fits `pick` a fixed id. */
function giveId(context: StateContext, username: string, id: string, pick: (message: { docType: string; hasBeenRead: boolean; isFileMissing?: boolean }) => boolean) {
  context.backend.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username);
    const message = state.documents.find((entry) => entry.ownerCustomerNumber === account?.customerNumber && pick(entry));
    if (!message) throw new Error(`No message of ${username} fits the provider state`);
    message.documentID = id;
  });
}

/** Provider states of the message box and reimbursement documents interactions. */
export const messageBoxStates: ProviderStates = {
  'hoofdverzekerde is logged in with an unread premium note 900000001': async (context) => {
    giveId(context, 'hoofdverzekerde', UNREAD_PREMIUM_NOTE_ID, (message) => message.docType === 'Premienota' && !message.hasBeenRead);
    context.useBearer(await context.logIn('hoofdverzekerde'));
  },
  'hoofdverzekerde is logged in with a message 900000002 whose file is missing': async (context) => {
    giveId(context, 'hoofdverzekerde', MESSAGE_WITHOUT_FILE_ID, (message) => message.isFileMissing === true);
    context.useBearer(await context.logIn('hoofdverzekerde'));
  },
};
