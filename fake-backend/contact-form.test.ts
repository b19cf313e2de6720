// @vitest-environment node
import { describe, expect, test } from 'vitest';
import type { PermissionCode } from '../domain/access';
import { contactReplyDate, formatSubmittedDate, parseCalendarDate } from '../domain/calendar';
import { samplePdf, samplePng } from '../domain/files/sample-files.fixture';
import { useTestBackend, type LooseJson } from './test-support';
import { isLoopback } from './http/security';
import { visibleCustomerNumbers } from './visibility';

/** POST ContactForm and GET /__fake/contact-forms (spec 02 §5 "Contact form", §7; issue 11 "Fake backend"). */
const t = useTestBackend();

const MB = 1024 * 1024;
const TOO_LARGE = 'Het totaal van de geselecteerde bestanden overschrijdt het maximum van 20 MB.';

interface Answer {
  status: number;
  json: LooseJson;
}

async function postForm(path: string, form: FormData, token?: string): Promise<Answer> {
  const response = await fetch(`${t.server.url}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : JSON.parse(text) };
}

function customerNumberOf(username: string): string {
  const account = t.backend.store.read().accounts.find((entry) => entry.username === username);
  if (!account) throw new Error(`no account ${username}`);
  return account.customerNumber;
}

/** The other persons on the user's agreement, split by whether the user may act for them. */
function housemates(username: string): { allowed: string[]; refused: string[] } {
  const state = t.backend.store.read();
  const customer = state.customers.find((entry) => entry.customerNumber === customerNumberOf(username));
  if (!customer) throw new Error(`no customer for ${username}`);
  const visible = visibleCustomerNumbers(state, customer, t.backend.clock.today());
  const others = state.agreements
    .filter((agreement) => agreement.agreementParticipants.some((entry) => entry.customerNumber === customer.customerNumber))
    .flatMap((agreement) => agreement.agreementParticipants.map((entry) => entry.customerNumber))
    .filter((number) => number !== customer.customerNumber);
  return { allowed: others.filter((number) => visible.has(number)), refused: others.filter((number) => !visible.has(number)) };
}

async function tokenWithout(username: string, removed: readonly PermissionCode[]): Promise<string> {
  t.backend.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username);
    if (account) account.permissions = account.permissions.filter((code) => !removed.includes(code));
  });
  return t.accessToken(username);
}

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream') => ({ bytes, name, type });
const NOTA = file(samplePdf({ padTo: 4096 }), 'nota.pdf', 'application/pdf');

interface FormInput {
  CustomerNumber?: string;
  Subject?: string;
  Question?: string;
  extraData?: [string, string][];
  files?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }[];
  fileField?: string;
}

function contactForm(username: string, input: FormInput = {}): FormData {
  const form = new FormData();
  const fields = {
    CustomerNumber: customerNumberOf(username),
    Subject: 'invoice',
    Question: 'Waarom is mijn premie\r\ndit jaar hoger?',
    ...input,
  };
  for (const name of ['CustomerNumber', 'Subject', 'Question'] as const) {
    if (fields[name] !== undefined) form.append(name, fields[name]);
  }
  const extraData = input.extraData ?? [
    ['EmailAddress', 'jan@example.nl'],
    ['PhoneNumber', '+31612345678'],
  ];
  extraData.forEach(([key, value], index) => {
    form.append(`ExtraData[${index}].Key`, key);
    form.append(`ExtraData[${index}].Value`, value);
  });
  for (const attachment of input.files ?? [NOTA]) {
    form.append(input.fileField ?? 'Files', new Blob([attachment.bytes], { type: attachment.type }), attachment.name);
  }
  return form;
}

async function storedForms(query = ''): Promise<LooseJson[]> {
  const answer = await t.call('GET', `/__fake/contact-forms${query}`);
  expect(answer.status).toBe(200);
  return answer.json as LooseJson[];
}

describe('demo data', () => {
  test.for(['hoofdverzekerde', 'medeverzekerde'])("%s may create contact forms and declarations ('c-con', 'c-dec')", (username) => {
    const account = t.backend.store.read().accounts.find((entry) => entry.username === username);
    expect(account?.permissions).toEqual(expect.arrayContaining(['c-con', 'c-dec']));
  });

  test('the co-insured of 17 may act only for self; the main insured for self and the two children under 16', () => {
    expect(housemates('medeverzekerde').allowed).toEqual([]);
    expect(housemates('hoofdverzekerde').allowed).toHaveLength(2);
  });
});

describe('POST /api/ContactForm: accepted', () => {
  test('the main insured for self: 200 with the receipt and the reply date, stored without the bytes', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const photo = file(samplePng(1200, 900, { padTo: 2048 }), 'foto.png', 'image/png');
    const letter = file(new Uint8Array(3000).fill(65), 'brief.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const answer = await postForm('/api/ContactForm', contactForm('hoofdverzekerde', { files: [NOTA, photo, letter] }), token);

    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const today = parseCalendarDate(t.backend.clock.today());
    expect(today).not.toBeNull();
    expect(answer.json).toEqual({
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      replyBefore: formatSubmittedDate(contactReplyDate(today ?? new Date())),
    });
    expect(Math.abs(Date.parse(answer.json.receivedAt) - t.backend.clock.now())).toBeLessThan(60_000);

    const [stored, ...more] = await storedForms();
    expect(more).toEqual([]);
    expect(stored).toEqual({
      contactFormId: expect.any(String),
      accountId: expect.any(String),
      username: 'hoofdverzekerde',
      customerNumber: customerNumberOf('hoofdverzekerde'),
      subject: 'invoice',
      question: 'Waarom is mijn premie\ndit jaar hoger?',
      extraData: [
        { key: 'EmailAddress', value: 'jan@example.nl' },
        { key: 'PhoneNumber', value: '+31612345678' },
      ],
      files: [
        { fileName: 'nota.pdf', size: 4096, contentType: 'application/pdf' },
        { fileName: 'foto.png', size: 2048, contentType: 'image/png' },
        { fileName: 'brief.docx', size: 3000, contentType: letter.type },
      ],
      receivedAt: answer.json.receivedAt,
      replyBefore: answer.json.replyBefore,
    });
    expect(JSON.stringify(t.backend.store.read().contactForms)).not.toContain('%PDF');
  });

  test('the main insured for a child under 16; without files and without a phone number', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { allowed } = housemates('hoofdverzekerde');
    expect(allowed).toHaveLength(2);
    const child = allowed[0] ?? '';
    const answer = await postForm(
      '/api/contactform',
      contactForm('hoofdverzekerde', { CustomerNumber: child, Subject: 'add-insured', extraData: [['emailaddress', 'ouder@example.nl']], files: [] }),
      token,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(await storedForms('?username=hoofdverzekerde')).toMatchObject([{ customerNumber: child, subject: 'add-insured', files: [] }]);
  });

  test('the co-insured of 17 for self, with a question of exactly 2000 characters', async () => {
    const token = await t.accessToken('medeverzekerde');
    const answer = await postForm('/api/ContactForm', contactForm('medeverzekerde', { Question: 'x'.repeat(2000), Subject: 'my-reimbursements' }), token);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(await storedForms()).toMatchObject([{ username: 'medeverzekerde', customerNumber: customerNumberOf('medeverzekerde') }]);
  });

  test('the reply date follows the fake clock', async () => {
    t.backend.clock.advance(3 * 24 * 3600);
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await postForm('/api/ContactForm', contactForm('hoofdverzekerde'), token);
    const today = parseCalendarDate(t.backend.clock.today()) ?? new Date();
    expect(answer.json.replyBefore).toBe(formatSubmittedDate(contactReplyDate(today)));
  });
});

describe('POST /api/ContactForm: refused, and nothing stored', () => {
  test('no token: 401', async () => {
    expect((await postForm('/api/ContactForm', contactForm('hoofdverzekerde'))).status).toBe(401);
    expect(await storedForms()).toEqual([]);
  });

  test("without 'c-con': 403 before the body is read (even a body over 20 MB)", async () => {
    const token = await tokenWithout('hoofdverzekerde', ['c-con']);
    const huge = file(samplePdf({ padTo: 21 * MB }), 'groot.pdf', 'application/pdf');
    for (const form of [contactForm('hoofdverzekerde'), contactForm('hoofdverzekerde', { files: [huge] })]) {
      expect(await postForm('/api/ContactForm', form, token)).toEqual({
        status: 403,
        json: { message: "U heeft geen toegang: hiervoor is het recht 'c-con' nodig." },
      });
    }
    expect(await storedForms()).toEqual([]);
  });

  test('a person the user may not act for: 403 (the partner of 16+, a co-insured for a sibling or the main insured, a stranger)', async () => {
    const main = await t.accessToken('hoofdverzekerde');
    const coInsured = await t.accessToken('medeverzekerde');
    const cases = [
      ...housemates('hoofdverzekerde').refused.map((number) => ({ token: main, username: 'hoofdverzekerde', number })),
      ...housemates('medeverzekerde').refused.map((number) => ({ token: coInsured, username: 'medeverzekerde', number })),
      { token: coInsured, username: 'medeverzekerde', number: customerNumberOf('hoofdverzekerde') },
      { token: main, username: 'hoofdverzekerde', number: '999999999' },
    ];
    expect(housemates('hoofdverzekerde').refused.length).toBeGreaterThan(0);
    expect(housemates('medeverzekerde').refused.length).toBeGreaterThan(0);
    for (const { token, username, number } of cases) {
      const answer = await postForm('/api/ContactForm', contactForm(username, { CustomerNumber: number }), token);
      expect(answer, number).toEqual({
        status: 403,
        json: { message: `U heeft geen toegang: u mag dit niet doen voor verzekerde ${number}.` },
      });
    }
    expect(await storedForms()).toEqual([]);
  });

  test.for([
    { case: 'no customer number', input: { CustomerNumber: '' }, field: 'CustomerNumber', messageKey: 'required-field', message: 'Dit veld is verplicht.' },
    { case: 'a topic not in the list', input: { Subject: 'weather' }, field: 'Subject', messageKey: 'topic-invalid', message: 'Kies een onderwerp uit de lijst.' },
    { case: 'no topic', input: { Subject: '' }, field: 'Subject', messageKey: 'required-field', message: 'Dit veld is verplicht.' },
    { case: 'no question', input: { Question: undefined }, field: 'Question', messageKey: 'required-field', message: 'Dit veld is verplicht.' },
    { case: 'a blank question', input: { Question: ' \r\n ' }, field: 'Question', messageKey: 'required-field', message: 'Dit veld is verplicht.' },
    { case: 'a question of 2001 characters', input: { Question: 'x'.repeat(2001) }, field: 'Question', messageKey: 'question-too-long', message: 'Uw vraag mag maximaal 2000 tekens lang zijn.' },
    { case: 'no e-mail address', input: { extraData: [['PhoneNumber', '+31612345678']] }, field: 'ExtraData EmailAddress', messageKey: 'email-required', message: 'Vul uw e-mailadres in.' },
    { case: 'a bad e-mail address', input: { extraData: [['EmailAddress', 'jan@example']] }, field: 'ExtraData EmailAddress', messageKey: 'email-invalid', message: 'Vul een valide e-mail adres in' },
    { case: 'a Dutch phone number one digit short', input: { extraData: [['EmailAddress', 'jan@example.nl'], ['PhoneNumber', '+3161234567']] }, field: 'ExtraData PhoneNumber', messageKey: 'phone-dutch-length-invalid', message: 'Een Nederlands telefoonnummer heeft 10 cijfers, zoals 06 12345678, of +31 en 9 cijfers.' },
    {
      case: 'a disallowed type',
      input: { files: [NOTA, file(new Uint8Array(4096), 'setup.exe')] },
      field: 'Files',
      messageKey: 'file-type-not-allowed',
      message: 'Dit bestandstype is niet toegestaan.',
      files: [{ index: 1, fileName: 'setup.exe', messageKey: 'file-type-not-allowed', message: 'Dit bestandstype is niet toegestaan.' }],
    },
    {
      case: 'a duplicate (same name and size)',
      input: { files: [NOTA, { ...NOTA }] },
      field: 'Files',
      messageKey: 'file-duplicate',
      message: 'Dit bestand heeft u al toegevoegd.',
      files: [{ index: 1, fileName: NOTA.name, messageKey: 'file-duplicate', message: 'Dit bestand heeft u al toegevoegd.' }],
    },
    {
      case: 'a file under the minimum size',
      input: { files: [file(samplePdf(), 'kort.pdf', 'application/pdf')] },
      field: 'Files',
      messageKey: 'file-too-small',
      message: 'Dit bestand is leeg of te klein om te versturen.',
      files: [{ index: 0, fileName: 'kort.pdf', messageKey: 'file-too-small', message: 'Dit bestand is leeg of te klein om te versturen.' }],
    },
  ] satisfies { case: string; input: FormInput; field: string; messageKey: string; message: string; files?: LooseJson[] }[])(
    '$case: 400 naming the field and the rule',
    async (row) => {
      const { input, field, messageKey, message } = row;
      const token = await t.accessToken('hoofdverzekerde');
      const answer = await postForm('/api/ContactForm', contactForm('hoofdverzekerde', input), token);
      // a refusal of the files names each bad file, by its place as sent
      expect(answer).toEqual({ status: 400, json: { message, field, messageKey, ...('files' in row ? { files: row.files } : {}) } });
      expect(await storedForms()).toEqual([]);
    },
  );

  test('several bad files at once: 400 naming each, in the order sent, the first as the message; nothing stored', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const files = [file(new Uint8Array(4096), 'setup.exe'), NOTA, file(samplePdf(), 'kort.pdf', 'application/pdf'), { ...NOTA }];
    const answer = await postForm('/api/ContactForm', contactForm('hoofdverzekerde', { files }), token);
    expect(answer).toEqual({
      status: 400,
      json: {
        message: 'Dit bestand heeft u al toegevoegd.',
        field: 'Files',
        messageKey: 'file-duplicate',
        files: [
          { index: 0, fileName: 'setup.exe', messageKey: 'file-type-not-allowed', message: 'Dit bestandstype is niet toegestaan.' },
          { index: 2, fileName: 'kort.pdf', messageKey: 'file-too-small', message: 'Dit bestand is leeg of te klein om te versturen.' },
          { index: 3, fileName: NOTA.name, messageKey: 'file-duplicate', message: 'Dit bestand heeft u al toegevoegd.' },
        ],
      },
    });
    expect(await storedForms()).toEqual([]);
  });

  test.for([
    { case: 'an unknown ExtraData key', input: { extraData: [['EmailAddress', 'a@b.nl'], ['Fax', '0101234567']] }, message: "De ExtraData-sleutel 'Fax' is onbekend: gebruik EmailAddress of PhoneNumber." },
    { case: 'an ExtraData key twice', input: { extraData: [['EmailAddress', 'a@b.nl'], ['EMAILADDRESS', 'c@d.nl']] }, message: "De ExtraData-sleutel 'EMAILADDRESS' is twee keer meegestuurd." },
    { case: 'files in another field', input: { fileField: 'Bijlage' }, message: "Bestanden horen in het veld 'Files', niet in 'Bijlage'." },
  ] satisfies { case: string; input: FormInput; message: string }[])('$case: 400', async ({ input, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await postForm('/api/ContactForm', contactForm('hoofdverzekerde', input), token)).toEqual({ status: 400, json: { message } });
    expect(await storedForms()).toEqual([]);
  });

  test('malformed bodies: 400 with a JSON message', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const halfPair = contactForm('hoofdverzekerde');
    halfPair.append('ExtraData[2].Key', 'PhoneNumber');
    const twice = contactForm('hoofdverzekerde');
    twice.append('Subject', 'invoice');
    const nested = contactForm('hoofdverzekerde');
    nested.append('ExtraData[0][Key][x]', 'y');
    const cases = [
      { form: halfPair, message: "Het veld 'ExtraData[2].Value' is verplicht." },
      { form: twice, message: "Het veld 'Subject' mag maar één keer worden meegestuurd." },
      { form: nested, message: expect.stringMatching(/^De multipart-inhoud van het verzoek is ongeldig/) },
    ];
    for (const { form, message } of cases) {
      expect(await postForm('/api/ContactForm', form, token)).toEqual({ status: 400, json: { message } });
    }
    const noBoundary = await fetch(`${t.server.url}/api/ContactForm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data' },
      body: 'Subject=invoice',
    });
    expect(noBoundary.status).toBe(400);
    expect(((await noBoundary.json()) as { message: string }).message).toMatch(/^De multipart-inhoud van het verzoek is ongeldig/);
    const json = await t.call('POST', '/api/ContactForm', { token, body: { CustomerNumber: customerNumberOf('hoofdverzekerde') } });
    expect(json).toMatchObject({ status: 400, json: { message: 'De inhoud van het verzoek moet multipart/form-data zijn.' } });
    const cutOff = await fetch(`${t.server.url}/api/ContactForm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=XyZ' },
      body: '--XyZ\r\nContent-Disposition: form-data; name="Subject"\r\n\r\ninvo',
    });
    expect(cutOff.status).toBe(400);
    expect(((await cutOff.json()) as { message: string }).message).toMatch(/^De multipart-inhoud van het verzoek is ongeldig/);
    expect(await storedForms()).toEqual([]);
  });

  test.for([
    { case: 'one file of 21 MB', sizes: [21 * MB] },
    { case: '11 MB and 10 MB', sizes: [11 * MB, 10 * MB] },
    { case: 'ten files of 2 MB and one more byte', sizes: [...new Array<number>(9).fill(2 * MB), 2 * MB + 1] },
  ])('over 20 MB in total ($case): 413 with the spec text, and the server goes on', async ({ sizes }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const files = sizes.map((size, index) => file(samplePdf({ padTo: size }), `deel-${index}.pdf`, 'application/pdf'));
    const answer = await postForm('/api/ContactForm', contactForm('hoofdverzekerde', { files }), token);
    expect(answer).toEqual({ status: 413, json: { message: TOO_LARGE } });
    expect(await storedForms()).toEqual([]);
    expect((await postForm('/api/ContactForm', contactForm('hoofdverzekerde'), token)).status).toBe(200);
  });

  test('more than 20 files: 400', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const files = Array.from({ length: 21 }, (_, index) => file(samplePdf({ padTo: 2048 }), `deel-${index}.pdf`, 'application/pdf'));
    expect(await postForm('/api/ContactForm', contactForm('hoofdverzekerde', { files }), token)).toEqual({
      status: 400,
      json: { message: 'U kunt hoogstens 20 bestanden tegelijk meesturen.' },
    });
    expect(await storedForms()).toEqual([]);
  });

  test('exactly 20 MB in total is accepted', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const files = [file(samplePdf({ padTo: 12 * MB }), 'a.pdf', 'application/pdf'), file(samplePdf({ padTo: 8 * MB }), 'b.pdf', 'application/pdf')];
    const answer = await postForm('/api/ContactForm', contactForm('hoofdverzekerde', { files }), token);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  });
});

describe('GET /__fake/contact-forms', () => {
  test.for([
    { address: '127.0.0.1', loopback: true },
    { address: '::1', loopback: true },
    { address: '::ffff:127.0.0.1', loopback: true },
    { address: '10.0.0.7', loopback: false },
    { address: '192.168.1.20', loopback: false },
    { address: '::ffff:10.0.0.7', loopback: false },
    { address: undefined, loopback: false },
  ])('a caller at $address is on this machine: $loopback', ({ address, loopback }) => {
    expect(isLoopback(address)).toBe(loopback);
  });

  test('a reset clears the received forms', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    await postForm('/api/ContactForm', contactForm('hoofdverzekerde'), token);
    expect(await storedForms()).toHaveLength(1);
    await t.backend.reset();
    expect(await storedForms()).toEqual([]);
  });
});
