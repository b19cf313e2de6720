import { checkReadabilityOf } from '@/features/check-attachments';
import { sendContactFormMutation } from '@/pages/contact-form/api/contact-form';
import { createAttachments, markRefusedFiles } from '@/shared/lib/attachments';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { asciiPdf, MULTIPART_REQUEST, withMultipartText } from './multipart-body';
import { EXAMPLE_BEARER, JSON_CONTENT_TYPE, createPact, integer, regex, scopeFor, string } from './pact';

const pact = createPact();

/** hoofdverzekerde's customer number in the seed (stable: the seed's random source is fixed). */
const MAIN_INSURED = '197389432';

const scan = asciiPdf(false);
const locked = asciiPdf(true);

describe('the contact form and the readability check against the API', () => {
  test('a question about a bill with a scan is received, with the last day of the reply', async () => {
    const question = 'Ik heb een herinnering gekregen voor een rekening die al betaald is.';
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a contact form about an invoice with one pdf')
      .withRequest('POST', '/api/ContactForm', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
            { name: 'CustomerNumber', value: MAIN_INSURED },
            { name: 'Subject', value: 'invoice' },
            { name: 'Question', value: question },
            { name: 'ExtraData[0].Key', value: 'EmailAddress' },
            { name: 'ExtraData[0].Value', value: 'cas.kok@example.org' },
            { name: 'ExtraData[1].Key', value: 'PhoneNumber' },
            { name: 'ExtraData[1].Value', value: '+31612345678' },
            { name: 'Files', fileName: 'nota.pdf', contentType: 'application/pdf', bytes: scan },
          ]),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          receivedAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2026-11-23T10:00:00.000Z'),
          replyBefore: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-30'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(sendContactFormMutation.start, {
          scope,
          params: {
            customerNumber: MAIN_INSURED,
            topic: 'invoice',
            question,
            email: 'cas.kok@example.org',
            phoneNumber: '+31612345678',
            files: [new File([scan], 'nota.pdf', { type: 'application/pdf' })],
          },
        });
        expect(scope.getState(sendContactFormMutation.$succeeded)).toBe(true);
      });
  });

  test('a question for a person the user may not act for is refused', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a contact form for a customer number outside the household')
      .withRequest('POST', '/api/ContactForm', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
            { name: 'CustomerNumber', value: '100000099' },
            { name: 'Subject', value: 'my-own-risk' },
            { name: 'Question', value: 'Hoeveel eigen risico heb ik verbruikt?' },
            { name: 'ExtraData[0].Key', value: 'EmailAddress' },
            { name: 'ExtraData[0].Value', value: 'cas.kok@example.org' },
          ]),
      )
      .willRespondWith(403, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ message: string('U heeft geen toegang: u mag dit niet doen voor verzekerde 123456789.') }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(sendContactFormMutation.start, {
          scope,
          params: { customerNumber: '100000099', topic: 'my-own-risk', question: 'Hoeveel eigen risico heb ik verbruikt?', email: 'cas.kok@example.org', phoneNumber: '', files: [] },
        });
        expect(scope.getState(sendContactFormMutation.$failed)).toBe(true);
      });
  });

  test('a list of files the client did not check is refused naming each bad file, and the field marks each', async () => {
    const question = 'Hierbij de stukken.';
    // Pact compares every part of one name with the last expected one (content type and bytes), so both files
    // carry the same few bytes: the program's type is refused first, the pdf is under the 1 KB minimum
    const empty = new Uint8Array(Buffer.from('%PDF-1.4'));
    const program = empty;
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a contact form with a program and an empty file')
      .withRequest('POST', '/api/ContactForm', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
          { name: 'CustomerNumber', value: MAIN_INSURED },
          { name: 'Subject', value: 'invoice' },
          { name: 'Question', value: question },
          { name: 'ExtraData[0].Key', value: 'EmailAddress' },
          { name: 'ExtraData[0].Value', value: 'cas.kok@example.org' },
          { name: 'Files', fileName: 'programma.exe', contentType: 'application/pdf', bytes: program },
          { name: 'Files', fileName: 'leeg.pdf', contentType: 'application/pdf', bytes: empty },
        ]),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          // the first problem, as every refusal says it; and each bad file by its place as sent: the portal reads these values
          message: string('Dit bestandstype is niet toegestaan.'),
          files: [
            { index: integer(0), fileName: 'programma.exe', messageKey: 'file-type-not-allowed', message: string('Dit bestandstype is niet toegestaan.') },
            { index: integer(1), fileName: 'leeg.pdf', messageKey: 'file-too-small', message: string('Dit bestand is leeg of te klein om te versturen.') },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const field = createAttachments({ form: 'contact-form', isRequired: false });
        markRefusedFiles({ attachments: field, mutation: sendContactFormMutation, filesOf: (params) => params.files });
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        // chosen as a client that skips the portal's own checks would send them
        const files = [new File([program], 'programma.exe', { type: 'application/pdf' }), new File([empty], 'leeg.pdf', { type: 'application/pdf' })];
        await allSettled(field.filesChosen, { scope, params: files });
        await allSettled(sendContactFormMutation.start, {
          scope,
          params: { customerNumber: MAIN_INSURED, topic: 'invoice', question, email: 'cas.kok@example.org', phoneNumber: '', files },
        });
        expect(scope.getState(sendContactFormMutation.$failed)).toBe(true);
        expect(scope.getState(field.$errors)).toEqual({ 'files.0': 'file-type-not-allowed', 'files.1': 'file-too-small' });
      });
  });

  test('the readability check finds a locked pdf and the field marks it with its own warning', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a readability check of a password-protected pdf')
      .withRequest('POST', '/api/Declaration/ValidateAttachmentsReadability', (request) =>
        withMultipartText(request.headers(MULTIPART_REQUEST), [
            // one file: Pact matches multipart parts by name, so a repeated name cannot be pinned part by part
            { name: 'files', fileName: 'beveiligd.pdf', contentType: 'application/pdf', bytes: locked },
          ]),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody([{ fileName: 'beveiligd.pdf', readabilityScore: 3 }]),
      )
      .executeTest(async (mockServer) => {
        // the whole way: a field's chosen files, the check's call, its answers on the field
        const field = createAttachments({ form: 'contact-form', isRequired: false });
        checkReadabilityOf(field);
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(field.filesChosen, {
          scope,
          params: [new File([locked], 'beveiligd.pdf', { type: 'application/pdf' })],
        });
        expect(scope.getState(field.$isChecking)).toBe(false);
        expect(scope.getState(field.$attachments).map(({ fileName, messageKey }) => ({ fileName, messageKey }))).toEqual([
          { fileName: 'beveiligd.pdf', messageKey: 'file-locked' },
        ]);
        expect(scope.getState(field.$errors)).toEqual({ 'files.0': 'file-locked' });
      });
  });
});
