// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { CORRESPONDENCE_KEPT_YEARS, sixMonthsAgoDateOnly } from '../domain/home';
import { minimalPdf } from './pdf';
import { addYears, yearOf } from './seed/dates';
import { GENERIC_DOCUMENT_YEARS_BACK } from './seed/documents';
import { useTestBackend } from './test-support';
import { visibleCustomerNumbers } from './visibility';

const t = useTestBackend();

/** The fields of an answered message the tests read. */
interface Message {
  documentID: string;
  documentName: string;
  name: string;
  docType: string;
  documentCluster: string;
  customerNumber: string;
  publicationDate: string;
  hasBeenRead: boolean;
}

interface GenericDocument {
  documentID: string;
  name: string;
  docType: string;
  year: number;
  label: string;
  contractCode: string | null;
}

function stored(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  return { state, account, customer };
}

function withoutPermission(username: string, code: string) {
  t.backend.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username)!;
    account.permissions = account.permissions.filter((entry) => entry !== code);
  });
}

/** A download: the body as bytes, not as text. */
async function download(path: string, token: string) {
  const response = await fetch(`${t.server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const DOCUMENT_FIELDS = [
  'createdAt', 'customerBirthDate', 'customerGender', 'customerInitials', 'customerLastName', 'customerNumber',
  'docType', 'docTypeID', 'documentCluster', 'documentID', 'documentName', 'extension', 'guidName', 'hasBeenRead',
  'label', 'name', 'policyNumber', 'productType', 'publicationDate', 'contractCode',
].sort();

describe('GET /api/Document/GetDocumentList', () => {
  test('hoofdverzekerde: the fields of spec 01 §3, newest first, about the main insured and the children under 16 only', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', '/api/Document/GetDocumentList', { token });
    expect(answer.status).toBe(200);
    const messages = answer.json as Message[];
    expect(messages.length).toBeGreaterThan(15);
    for (const message of messages) expect(Object.keys(message).sort()).toEqual(DOCUMENT_FIELDS);
    const dates = messages.map((message) => message.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const { state, customer } = stored('hoofdverzekerde');
    const visible = visibleCustomerNumbers(state, customer, t.backend.clock.today());
    expect(new Set(messages.map((message) => message.customerNumber))).toEqual(visible);
    // the partner (16 or over) has a mailbox of her own: her declaration overview is not here
    const partner = state.customers.find((entry) => entry.agreementId === customer.agreementId && entry.role === 'P')!;
    expect(state.documents.some((document) => document.customerNumber === partner.customerNumber)).toBe(true);
    expect(messages.some((message) => message.customerNumber === partner.customerNumber)).toBe(false);
  });

  test('looks like real mail: policy, conditions, premium notes, declaration overviews, letters', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const messages: Message[] = (await t.call('GET', '/api/Document/GetDocumentList', { token })).json;
    const types = new Set(messages.map((message) => message.docType));
    for (const docType of ['Polisblad', 'Polisvoorwaarden', 'Vergoedingenoverzicht', 'Dekkingsoverzicht', 'Premienota', 'Aanmaning', 'Declaratieoverzicht', 'Jaaroverzicht', 'Brief']) {
      expect(types).toContain(docType);
    }
    expect(new Set(messages.map((message) => message.documentCluster))).toEqual(new Set(['Polis', 'Financieel', 'Zorgkosten', 'Algemeen']));
    expect(messages.find((message) => message.docType === 'Premienota')?.name).toMatch(/^Premienota [a-z]+ \d{4}$/);
  });

  test('medeverzekerde (co-insured, 17) sees only own messages, not the mail of the main insured or of the sibling', async () => {
    const token = await t.accessToken('medeverzekerde');
    const messages: Message[] = (await t.call('GET', '/api/Document/GetDocumentList', { token })).json;
    const { state, customer } = stored('medeverzekerde');
    expect(messages.length).toBeGreaterThan(3);
    expect(messages.every((message) => message.customerNumber === customer.customerNumber)).toBe(true);
    const family = state.customers.filter((entry) => entry.agreementId === customer.agreementId && entry.customerNumber !== customer.customerNumber);
    const familyMail = state.documents.filter((document) => family.some((member) => member.customerNumber === document.ownerCustomerNumber));
    expect(familyMail.length).toBeGreaterThan(1);
  });

  test(`the archive keeps ${CORRESPONDENCE_KEPT_YEARS} years`, async () => {
    const today = t.backend.clock.today();
    t.backend.store.update((state) => {
      const oldest = state.documents.find((document) => document.name === 'Bevestiging inschrijving')!;
      oldest.publicationDate = `${addYears(today, -CORRESPONDENCE_KEPT_YEARS - 1)}T07:30:00.000Z`;
    });
    const token = await t.accessToken('hoofdverzekerde');
    const messages: Message[] = (await t.call('GET', '/api/Document/GetDocumentList', { token })).json;
    expect(messages.some((message) => message.name === 'Bevestiging inschrijving')).toBe(false);
  });

  test('no token → 401; without r-msg → 403', async () => {
    expect((await t.call('GET', '/api/Document/GetDocumentList')).status).toBe(401);
    withoutPermission('hoofdverzekerde', 'r-msg');
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', '/api/Document/GetDocumentList', { token })).toMatchObject({
      status: 403,
      json: { message: "U heeft geen toegang: hiervoor is het recht 'r-msg' nodig." },
    });
  });
});

describe('GET /api/Document/GetUnreadDocumentCount', () => {
  test('all unread messages, or those published from dateOnly on (the date six months ago)', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const messages: Message[] = (await t.call('GET', '/api/Document/GetDocumentList', { token })).json;
    const dateOnly = sixMonthsAgoDateOnly(new Date(`${t.backend.clock.today()}T12:00:00`));
    const unread = messages.filter((message) => !message.hasBeenRead);
    const recent = unread.filter((message) => message.publicationDate.slice(0, 10) >= dateOnly);
    expect(recent.length).toBeGreaterThan(2);
    expect(unread.length).toBeGreaterThan(recent.length);
    expect(await t.call('GET', '/api/Document/GetUnreadDocumentCount', { token })).toMatchObject({
      status: 200,
      json: { unreadDocumentCount: unread.length },
    });
    expect((await t.call('GET', `/api/Document/GetUnreadDocumentCount?dateOnly=${dateOnly}`, { token })).json).toEqual({
      unreadDocumentCount: recent.length,
    });
  });

  test.for([
    { query: 'dateOnly=gisteren', message: "De parameter 'dateOnly' in het adres moet een datum zijn (jjjj-mm-dd), niet 'gisteren'." },
    { query: 'dateOnly=2025-02-30', message: "De parameter 'dateOnly' in het adres moet een datum zijn (jjjj-mm-dd), niet '2025-02-30'." },
    { query: 'dateOnly=2025-01-01&dateOnly=2025-02-01', message: "De parameter 'dateOnly' mag maar één keer in het adres staan." },
  ])('$query → 400', async ({ query, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', `/api/Document/GetUnreadDocumentCount?${query}`, { token })).toMatchObject({ status: 400, json: { message } });
  });

  test('without r-msg → 403', async () => {
    withoutPermission('hoofdverzekerde', 'r-msg');
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', '/api/Document/GetUnreadDocumentCount', { token })).status).toBe(403);
  });
});

describe('GET /api/Document/GetDocument', () => {
  test('answers a valid PDF and marks the message read; the counters go down and stay down', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const messages: Message[] = (await t.call('GET', '/api/Document/GetDocumentList', { token })).json;
    const before = (await t.call('GET', '/api/Document/GetUnreadDocumentCount', { token })).json.unreadDocumentCount;
    const message = messages.find((entry) => !entry.hasBeenRead && entry.docType === 'Premienota')!;
    const answer = await download(`/api/Document/GetDocument?documentId=${message.documentID}`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${message.documentName}"`);
    expect(answer.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(answer.bytes.toString('latin1')).toContain(`(${message.name}) Tj`);
    const after: Message[] = (await t.call('GET', '/api/Document/GetDocumentList', { token })).json;
    expect(after.find((entry) => entry.documentID === message.documentID)?.hasBeenRead).toBe(true);
    expect((await t.call('GET', '/api/Document/GetUnreadDocumentCount', { token })).json.unreadDocumentCount).toBe(before - 1);
    // a second download changes nothing
    await download(`/api/Document/GetDocument?documentId=${message.documentID}`, token);
    expect((await t.call('GET', '/api/Document/GetUnreadDocumentCount', { token })).json.unreadDocumentCount).toBe(before - 1);
  });

  test('the read flag is written to db.json', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const messages: Message[] = (await t.call('GET', '/api/Document/GetDocumentList', { token })).json;
    const message = messages.find((entry) => !entry.hasBeenRead && entry.docType === 'Aanmaning')!;
    await download(`/api/Document/GetDocument?documentId=${message.documentID}`, token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { readFile } = await import('node:fs/promises');
    const onDisk = JSON.parse(await readFile(t.backend.store.file, 'utf8')) as { documents: { documentID: string; hasBeenRead: boolean }[] };
    expect(onDisk.documents.find((entry) => entry.documentID === message.documentID)?.hasBeenRead).toBe(true);
  });

  test('the message without a file answers an empty 204 and stays unread', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const missing = stored('hoofdverzekerde').state.documents.find((document) => document.isFileMissing)!;
    expect(missing.hasBeenRead).toBe(false);
    const answer = await download(`/api/Document/GetDocument?documentId=${missing.documentID}`, token);
    expect(answer.status).toBe(204);
    expect(answer.bytes).toHaveLength(0);
    expect(answer.headers.get('content-type')).toBeNull();
    expect(stored('hoofdverzekerde').state.documents.find((document) => document.documentID === missing.documentID)?.hasBeenRead).toBe(false);
  });

  test("someone else's message is not found, and stays unread", async () => {
    const token = await t.accessToken('medeverzekerde');
    const { state, customer } = stored('medeverzekerde');
    const mothers = state.documents.find((document) => document.ownerCustomerNumber !== customer.customerNumber && document.label === customer.label && !document.hasBeenRead)!;
    expect(await t.call('GET', `/api/Document/GetDocument?documentId=${mothers.documentID}`, { token })).toMatchObject({
      status: 404,
      json: { message: `Document ${mothers.documentID} is niet gevonden.` },
    });
    expect(stored('medeverzekerde').state.documents.find((document) => document.documentID === mothers.documentID)?.hasBeenRead).toBe(false);
  });

  test.for([
    { query: '', message: "De parameter 'documentId' in het adres is verplicht." },
    { query: '?documentId=', message: "De parameter 'documentId' in het adres is verplicht." },
    { query: '?documentId=../etc/passwd', message: "De parameter 'documentId' in het adres moet een documentnummer zijn, niet '../etc/passwd'." },
    { query: '?documentId=1&documentId=2', message: "De parameter 'documentId' mag maar één keer in het adres staan." },
  ])('GetDocument$query → 400', async ({ query, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = JSON.stringify(t.backend.store.read());
    expect(await t.call('GET', `/api/Document/GetDocument${query}`, { token })).toMatchObject({ status: 400, json: { message } });
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
  });

  test('the parameter name is matched case-insensitively, like the path', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const message = ((await t.call('GET', '/api/document/getdocumentlist', { token })).json as Message[])[0]!;
    expect((await download(`/api/document/getdocument?DocumentID=${message.documentID}`, token)).status).toBe(200);
  });

  test('without r-msg → 403, without a token → 401', async () => {
    const message = stored('hoofdverzekerde').state.documents[0]!;
    expect((await t.call('GET', `/api/Document/GetDocument?documentId=${message.documentID}`)).status).toBe(401);
    withoutPermission('hoofdverzekerde', 'r-msg');
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', `/api/Document/GetDocument?documentId=${message.documentID}`, { token })).status).toBe(403);
  });
});

describe('GET /api/Document/GetGenericDocumentList and GetGenericDocument', () => {
  test('the policy conditions and compensation overviews of the label, per year; a year without any → 204', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const year = yearOf(t.backend.clock.today());
    const answer = await t.call('GET', `/api/Document/GetGenericDocumentList?year=${year}`, { token });
    expect(answer.status).toBe(200);
    const documents = answer.json as GenericDocument[];
    expect(new Set(documents.map((document) => document.docType))).toEqual(new Set(['Polisvoorwaarden', 'Vergoedingenoverzicht']));
    expect(documents.every((document) => document.year === year && document.name.includes(String(year)))).toBe(true);
    expect(documents.some((document) => document.name === `Polisvoorwaarden Zorgzaam Basis Vrije Keuze ${year}`)).toBe(true);
    expect(Object.keys(documents[0]!).sort()).toEqual(
      ['contractCode', 'docType', 'docTypeID', 'documentCluster', 'documentID', 'documentName', 'extension', 'guidName', 'label', 'name', 'productType', 'publicationDate', 'year'].sort(),
    );
    expect(new Set(documents.map((document) => `${document.label} ${document.contractCode}`))).toEqual(new Set(['zorgzaam ZZA01']));
    const older = await t.call('GET', `/api/Document/GetGenericDocumentList?year=${year - GENERIC_DOCUMENT_YEARS_BACK}`, { token });
    expect(older.status).toBe(200);
    const none = await t.call('GET', `/api/Document/GetGenericDocumentList?year=${year - GENERIC_DOCUMENT_YEARS_BACK - 1}`, { token });
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
  });

  // issue 33 point 14: next year's conditions are read while choosing next year's packages, published when it is offered
  test("next year's documents appear on 12 November, when next year is offered; before then 204 and not found", async () => {
    const year = yearOf(t.backend.clock.today());
    const nextYearsDocument = t.backend.store.read().genericDocuments.find((document) => document.label === 'zorgzaam' && document.year === year + 1)!;
    // a token of the moved day: one of today's has expired on a day months ahead
    let token = '';
    const moveTo = async (day: string) => {
      t.backend.clock.advance(Math.round((Date.parse(`${day}T12:00:00+01:00`) - t.backend.clock.now()) / 1000));
      token = await t.accessToken('hoofdverzekerde');
    };
    const nextYear = () => t.call('GET', `/api/Document/GetGenericDocumentList?year=${year + 1}`, { token });

    await moveTo(`${year}-11-11`);
    expect((await nextYear()).status).toBe(204);
    expect((await t.call('GET', `/api/Document/GetGenericDocument?documentId=${nextYearsDocument.documentID}`, { token })).status).toBe(404);

    await moveTo(`${year}-11-12`);
    const published = await nextYear();
    expect(published.status).toBe(200);
    expect((published.json as GenericDocument[]).some((document) => document.name === `Polisvoorwaarden Zorgzaam Basis Vrije Keuze ${year + 1}`)).toBe(true);
    t.backend.clock.reset();
  });

  test('a co-insured of another label gets that label\'s documents', async () => {
    const token = await t.accessToken('medeverzekerde');
    const year = yearOf(t.backend.clock.today());
    const documents: GenericDocument[] = (await t.call('GET', `/api/Document/GetGenericDocumentList?year=${year}`, { token })).json;
    expect(documents.some((document) => document.name === `Polisvoorwaarden Studentenzorg Basis Vrije Keuze ${year}`)).toBe(true);
    expect(documents.some((document) => document.name.includes('Zorgzaam'))).toBe(false);
  });

  // the documents belong to the agreement's own label: tweeovereenkomsten holds her daughter's agreement of Zorgcollectief
  // Werkt (ZCW03) beside her own of Zorgzaam (ZZA01), and reads each agreement's conditions under its contract
  test("a parent holding her daughter's agreement of another label: each contract with its own label's documents, each downloadable", async () => {
    const token = await t.accessToken('tweeovereenkomsten');
    const year = yearOf(t.backend.clock.today());
    const documents: GenericDocument[] = (await t.call('GET', `/api/Document/GetGenericDocumentList?year=${year}`, { token })).json;
    const namesOf = (contractCode: string) => documents.filter((document) => document.contractCode === contractCode).map((document) => document.name);
    expect(namesOf('ZZA01')).toContain(`Polisvoorwaarden Zorgzaam Basis Vrije Keuze ${year}`);
    expect(namesOf('ZZA01').some((name) => name.includes('Zorgcollectief'))).toBe(false);
    expect(namesOf('ZCW03')).toContain(`Vergoedingenoverzicht Zorgcollectief Werkt Basis ${year}`);
    expect(namesOf('ZCW03').some((name) => name.includes('Zorgzaam'))).toBe(false);
    expect(documents.filter((document) => document.contractCode === 'ZCW03').every((document) => document.label === 'zorgcollectief')).toBe(true);
    const daughters = documents.find((document) => document.contractCode === 'ZCW03')!;
    expect((await download(`/api/Document/GetGenericDocument?documentId=${daughters.documentID}`, token)).status).toBe(200);
  });

  test('a year before any agreement ran: the own label\'s documents, for no contract', async () => {
    const token = await t.accessToken('tweeovereenkomsten');
    const year = yearOf(t.backend.clock.today()) - GENERIC_DOCUMENT_YEARS_BACK;
    const answer = await t.call('GET', `/api/Document/GetGenericDocumentList?year=${year}`, { token });
    const documents = (answer.json ?? []) as GenericDocument[];
    expect(documents.every((document) => document.label === 'zorgzaam')).toBe(true);
  });

  test('a generic document downloads as a PDF; one of another label is not found', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const year = yearOf(t.backend.clock.today());
    const documents: GenericDocument[] = (await t.call('GET', `/api/Document/GetGenericDocumentList?year=${year}`, { token })).json;
    const answer = await download(`/api/Document/GetGenericDocument?documentId=${documents[0]!.documentID}`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(answer.bytes.toString('latin1')).toContain(`(${documents[0]!.name}) Tj`);
    const otherLabel = t.backend.store.read().genericDocuments.find((document) => document.label === 'studentenzorg')!;
    expect((await t.call('GET', `/api/Document/GetGenericDocument?documentId=${otherLabel.documentID}`, { token })).status).toBe(404);
  });

  test.for([
    { query: '', message: "De parameter 'year' in het adres is verplicht." },
    { query: '?year=vorig', message: "De parameter 'year' in het adres moet een jaartal (jjjj) zijn, niet 'vorig'." },
    { query: '?year=25', message: "De parameter 'year' in het adres moet een jaartal (jjjj) zijn, niet '25'." },
  ])('GetGenericDocumentList$query → 400', async ({ query, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', `/api/Document/GetGenericDocumentList${query}`, { token })).toMatchObject({ status: 400, json: { message } });
  });

  test('without r-com-doc → 403', async () => {
    withoutPermission('hoofdverzekerde', 'r-com-doc');
    const token = await t.accessToken('hoofdverzekerde');
    const year = yearOf(t.backend.clock.today());
    expect((await t.call('GET', `/api/Document/GetGenericDocumentList?year=${year}`, { token })).status).toBe(403);
    expect((await t.call('GET', '/api/Document/GetGenericDocument?documentId=G1202601', { token })).status).toBe(403);
  });
});

describe('minimalPdf', () => {
  test('a well-formed PDF: header, objects at the offsets the cross-reference table gives, trailer', () => {
    const pdf = minimalPdf({ title: 'Polisvoorwaarden (Basis) 2026 \\ ü', lines: ['Regel één'] }).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries).toHaveLength(6);
    entries.forEach((offset, index) => expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
    expect(Buffer.byteLength(stream[2]!, 'latin1')).toBe(Number(stream[1]));
    expect(pdf).toContain('(Polisvoorwaarden \\(Basis\\) 2026 \\\\ ü) Tj');
    expect(pdf).toContain("(Regel één) '");
  });
});
