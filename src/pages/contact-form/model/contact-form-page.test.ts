import { ApiError, type ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope } from '@test-support/account-scope';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { $receipt, attachments, leaveGuard, person, questionForm, receiptClosed, sendClicked, wizard } from './contact-form-page';

const route = routes['contact-form'];
const SELF = '100200300';
const CHILD = '100200301';
const PARTNER = '100200302';
const OLDER_CHILD = '100200303';

const customer = (customerNumber: string, role: 'H' | 'M' | 'P', birthDate: string, firstName: string) => ({
  customerNumber, role, birthDate, firstName, lastName: 'Dijk', prefix: 'van', initials: null, prefixBirthName: null, birthName: null, gender: 'M',
});

const HOUSEHOLD = [
  customer(SELF, 'H', '1984-04-12', 'Cas'),
  customer(PARTNER, 'P', '1985-06-01', 'Noor'),
  customer(CHILD, 'M', '2016-02-10', 'Zoey'),
  customer(OLDER_CHILD, 'M', '2008-01-01', 'Daan'),
];

function api(overrides: Partial<Record<string, (request: ApiRequest) => unknown>> = {}) {
  return (request: ApiRequest) => {
    const override = overrides[request.path];
    if (override) return override(request);
    switch (request.path) {
      case 'Customer/GetAllCustomersWithActivePolicy':
        return HOUSEHOLD;
      case 'Account/GetAccountDetails':
        return {
          username: 'casvandijk',
          email: 'cas@example.nl',
          phoneNumber: '+31612345678',
          iDinActive: false,
          loginActive: true,
          digitalNewsletterActive: false,
          announcementEmailActive: false,
        };
      case 'ContactForm':
        return { receivedAt: '2026-11-23T10:00:00.000Z', replyBefore: '2026-11-30' };
      default:
        throw new Error(`unexpected call ${request.path}`);
    }
  };
}

async function opened(fakeApi = api(), query: Record<string, string> = {}) {
  const setup = await accountScope(fakeApi);
  await allSettled(route.opened, { scope: setup.scope, params: { params: {}, query } });
  return setup;
}

async function fillQuestion(scope: Scope) {
  await allSettled(questionForm.fieldChanged, { scope, params: { field: 'topic', value: 'my-own-risk' } });
  await allSettled(questionForm.fieldChanged, { scope, params: { field: 'question', value: 'Hoeveel eigen risico heb ik al verbruikt?' } });
}

describe('contactformulier in a forked scope', () => {
  test('the persons: self first, the child under 16, never the partner or a child of 16', async () => {
    const { scope } = await opened();
    expect(scope.getState(person.$persons).map((option) => option.customerNumber)).toEqual([SELF, CHILD]);
    expect(scope.getState(person.$chosenCustomerNumber)).toBe(SELF);
  });

  test('the e-mail address and phone number come from the account, the topic from the address', async () => {
    const { scope } = await opened(api(), { onderwerp: 'invoice' });
    expect(scope.getState(questionForm.$values)).toMatchObject({ topic: 'invoice', email: 'cas@example.nl', phoneNumber: '+31612345678' });
    // what was filled in is not an unsaved answer
    expect(scope.getState(questionForm.$isDirty)).toBe(false);
  });

  test('an unknown topic in the address is ignored', async () => {
    const { scope } = await opened(api(), { onderwerp: 'anything' });
    expect(scope.getState(questionForm.$values).topic).toBe('');
  });

  test('next with missing answers stays on the question and names each missing answer', async () => {
    const { scope } = await opened();
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('vraag');
    expect(scope.getState(questionForm.$summary).map((line) => line.path)).toEqual(['topic', 'question']);
  });

  test('a locked file keeps the step from going on, with its own message', async () => {
    const { scope } = await opened();
    await fillQuestion(scope);
    const locked = new File([new Uint8Array(4096)], 'beveiligd.pdf', { type: 'application/pdf' });
    await allSettled(attachments.filesChosen, { scope, params: [locked] });
    await allSettled(attachments.readabilityAnswered, { scope, params: [{ fileName: 'beveiligd.pdf', readabilityScore: 3 }] });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('vraag');
    expect(scope.getState(questionForm.$shownErrors)).toEqual({ 'files.0': 'validation.file-locked' });
  });

  test('several bad files: the summary has a line for each, under its place, where the files field stands', async () => {
    const { scope } = await opened();
    await allSettled(questionForm.fieldChanged, { scope, params: { field: 'topic', value: 'my-own-risk' } });
    const chosen = (name: string, size = 4096) => new File([new Uint8Array(size)], name);
    await allSettled(attachments.filesChosen, {
      scope,
      params: [chosen('beveiligd.pdf'), chosen('icoon.png'), chosen('foto-klein.png'), chosen('leeg.pdf', 10), chosen('nota.pdf'), chosen('programma.exe')],
    });
    await allSettled(attachments.readabilityAnswered, {
      scope,
      params: [
        { fileName: 'beveiligd.pdf', readabilityScore: 3 },
        { fileName: 'icoon.png', readabilityScore: 0 },
        { fileName: 'foto-klein.png', readabilityScore: 1 },
        { fileName: 'nota.pdf', readabilityScore: 2 },
      ],
    });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('vraag');
    expect(scope.getState(questionForm.$summary)).toEqual([
      { path: 'question', message: 'pages.contactForm.errors.question-required' },
      { path: 'files.0', message: 'validation.file-locked' },
      { path: 'files.1', message: 'validation.file-unreadable' },
      { path: 'files.2', message: 'validation.file-barely-readable' },
      { path: 'files.3', message: 'validation.file-too-small' },
      { path: 'files.5', message: 'validation.file-type-not-allowed' },
    ]);
  });

  test('sent from the summary: the spec\'s fields, a receipt with the topic, person and reply date; closed, back to the contact page', async () => {
    const { scope, requests, navigate, notices } = await opened();
    await fillQuestion(scope);
    await allSettled(person.personChosen, { scope, params: CHILD });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('controle');
    await allSettled(sendClicked, { scope });
    const sent = requests.find((request) => request.path === 'ContactForm');
    expect([...(sent?.formData?.entries() ?? [])]).toEqual([
      ['CustomerNumber', CHILD],
      ['Subject', 'my-own-risk'],
      ['Question', 'Hoeveel eigen risico heb ik al verbruikt?'],
      ['ExtraData[0].Key', 'EmailAddress'],
      ['ExtraData[0].Value', 'cas@example.nl'],
      ['ExtraData[1].Key', 'PhoneNumber'],
      ['ExtraData[1].Value', '+31612345678'],
    ]);
    // no passing notice: the popup says what was sent and by when (issue 33 point 7)
    expect(notices()).toEqual([]);
    expect(scope.getState($receipt)).toEqual({ topic: 'my-own-risk', personName: expect.any(String), receivedAt: '2026-11-23T10:00:00.000Z', replyBefore: '2026-11-30' });
    expect(scope.getState($receipt)?.personName).not.toBe('');
    expect(scope.getState(leaveGuard.$isArmed)).toBe(false);
    expect(navigate).not.toHaveBeenCalledWith({ to: '/contact-opnemen' });
    await allSettled(receiptClosed, { scope });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/contact-opnemen' });
  });

  test('a second click while sending sends nothing twice', async () => {
    let release: () => void = () => undefined;
    const slow = () => new Promise((resolve) => { release = () => resolve({ receivedAt: '2026-11-23T10:00:00.000Z', replyBefore: '2026-11-30' }); });
    const { scope, requests } = await opened(api({ ContactForm: slow }));
    await fillQuestion(scope);
    await allSettled(wizard.nextClicked, { scope });
    void allSettled(sendClicked, { scope });
    void allSettled(sendClicked, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await allSettled(scope);
    expect(requests.filter((request) => request.path === 'ContactForm')).toHaveLength(1);
  });

  test('the server\'s refusal is shown in the question\'s summary, answers kept', async () => {
    const refuse = (request: ApiRequest) => {
      throw new ApiError(400, request.path, 'Uw vraag mag maximaal 2000 tekens lang zijn.');
    };
    const { scope, notices } = await opened(api({ ContactForm: refuse }));
    await fillQuestion(scope);
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(sendClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('vraag');
    expect(scope.getState(questionForm.$summary)).toEqual([
      { path: null, message: { key: 'forms.serverRefusal', values: { reason: 'Uw vraag mag maximaal 2000 tekens lang zijn.' } } },
    ]);
    expect(scope.getState(questionForm.$values).question).toBe('Hoeveel eigen risico heb ik al verbruikt?');
    expect(notices()).toEqual([]);
  });

  test('the server refuses several files, naming each: each is marked on its card with its reason, a summary line each, no notice', async () => {
    const refuse = (request: ApiRequest) => {
      throw new ApiError(400, request.path, 'Dit bestandstype is niet toegestaan.', {
        message: 'Dit bestandstype is niet toegestaan.',
        field: 'Files',
        messageKey: 'file-type-not-allowed',
        files: [
          { index: 0, fileName: 'scan.pdf', messageKey: 'file-locked', message: 'Dit bestand is beveiligd. Voeg een bestand toe zonder wachtwoord.' },
          { index: 2, fileName: 'foto.png', messageKey: 'file-unreadable', message: 'Dit bestand is onleesbaar. Voeg een beter leesbare versie toe.' },
          { index: 7, fileName: 'onbekend.pdf', messageKey: 'file-locked', message: 'Niet verstuurd.' },
          { index: 1, fileName: 'nota.pdf', messageKey: 'file-something-new', message: 'Een nieuwe regel.' },
        ],
      });
    };
    const { scope, notices, requests } = await opened(api({ ContactForm: refuse }));
    await fillQuestion(scope);
    const chosen = (name: string) => new File([new Uint8Array(4096)], name);
    await allSettled(attachments.filesChosen, { scope, params: [chosen('scan.pdf'), chosen('nota.pdf'), chosen('foto.png')] });
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(sendClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('vraag');
    // the entries that name no file sent, or a reason the portal has no words for, are left out
    expect(scope.getState(attachments.$problems)).toEqual(['file-locked', null, 'file-unreadable']);
    expect(scope.getState(questionForm.$summary)).toEqual([
      { path: 'files.0', message: 'validation.file-locked' },
      { path: 'files.2', message: 'validation.file-unreadable' },
    ]);
    expect(notices()).toEqual([]);
    // removed, the form goes on and sends the one file left
    await allSettled(attachments.removed, { scope, params: 2 });
    await allSettled(attachments.removed, { scope, params: 0 });
    await allSettled(wizard.nextClicked, { scope });
    expect(scope.getState(wizard.$step)).toBe('controle');
    expect(requests.filter((request) => request.path === 'ContactForm')).toHaveLength(1);
  });

  test('a failure without a reason shows error-saving and keeps the answers', async () => {
    const { scope, notices } = await opened(api({ ContactForm: (request) => { throw new ApiError(502, request.path, null); } }));
    await fillQuestion(scope);
    await allSettled(wizard.nextClicked, { scope });
    await allSettled(sendClicked, { scope });
    expect(notices()).toContain('negative:pages.contactForm.errorSaving');
    expect(scope.getState(wizard.$step)).toBe('controle');
    expect(scope.getState(questionForm.$values).topic).toBe('my-own-risk');
  });

  test('the browser\'s back button returns to the question; a step not reached cannot be opened from the address', async () => {
    const { scope, navigate } = await opened();
    await allSettled(route.updated, { scope, params: { params: {}, query: { stap: 'controle' } } });
    expect(scope.getState(wizard.$step)).toBe('vraag');
    expect(navigate).toHaveBeenLastCalledWith({ to: '/contactformulier', replace: true });
    await fillQuestion(scope);
    await allSettled(wizard.nextClicked, { scope });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/contactformulier?stap=controle' });
    await allSettled(route.updated, { scope, params: { params: {}, query: {} } });
    expect(scope.getState(wizard.$step)).toBe('vraag');
    await allSettled(route.updated, { scope, params: { params: {}, query: { stap: 'controle' } } });
    expect(scope.getState(wizard.$step)).toBe('controle');
  });

  test('leaving the page forgets every answer', async () => {
    const { scope } = await opened();
    await fillQuestion(scope);
    await allSettled(route.closed, { scope });
    expect(scope.getState(questionForm.$values).question).toBe('');
    expect(scope.getState(wizard.$step)).toBe('vraag');
  });
});

