// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { PermissionCode } from '../domain/access';
import { sampleBmp, sampleJpeg, samplePdf, samplePng, sampleTiff } from '../domain/files/sample-files.fixture';
import * as files from '../e2e/support/files';
import { useTestBackend, type LooseJson } from './test-support';
import { READABILITY_CHECK_PERMISSIONS } from './areas/declaration';

/** POST Declaration/ValidateAttachmentsReadability (spec 02 §3 "Readability result", §7; issue 11 "Fake backend"). */
const t = useTestBackend();

const MB = 1024 * 1024;
const PATH = '/api/Declaration/ValidateAttachmentsReadability';

async function check(files: { name: string; bytes: Uint8Array<ArrayBuffer> }[], token?: string, field = 'files'): Promise<{ status: number; json: LooseJson }> {
  const form = new FormData();
  for (const { name, bytes } of files) form.append(field, new Blob([bytes]), name);
  const response = await fetch(`${t.server.url}${PATH}`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, json: await response.json() };
}

async function tokenWithout(username: string, removed: readonly PermissionCode[]): Promise<string> {
  t.backend.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username);
    if (account) account.permissions = account.permissions.filter((code) => !removed.includes(code));
  });
  return t.accessToken(username);
}

/** A token with this one of the forms' codes and none of the others. */
async function tokenWithOnly(username: string, kept: PermissionCode): Promise<string> {
  t.backend.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username);
    if (account) account.permissions = [...account.permissions.filter((code) => !READABILITY_CHECK_PERMISSIONS.includes(code)), kept];
  });
  return t.accessToken(username);
}

describe('judged from the bytes', () => {
  test('each file gets its score, in the order sent, under its own name', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await check(
      [
        { name: 'beveiligd.pdf', bytes: samplePdf({ encrypted: true, padTo: 4096 }) },
        { name: 'klein.png', bytes: samplePng(50, 50, { padTo: 2048 }) },
        { name: 'foto.JPG', bytes: sampleJpeg(640, 480, { padTo: 2048 }) },
        { name: 'scan.png', bytes: samplePng(1200, 900, { padTo: 2048 }) },
        { name: 'nota.pdf', bytes: samplePdf({ padTo: 4096 }) },
        { name: 'scan.bmp', bytes: sampleBmp(150, 900) },
        { name: 'scan.tiff', bytes: sampleTiff(2480, 3508) },
        { name: 'geen-plaatje.jpeg', bytes: new Uint8Array(4096).fill(32) },
      ],
      token,
    );
    expect(answer).toEqual({
      status: 200,
      json: [
        { fileName: 'beveiligd.pdf', readabilityScore: 3 },
        { fileName: 'klein.png', readabilityScore: 0 },
        { fileName: 'foto.JPG', readabilityScore: 1 },
        { fileName: 'scan.png', readabilityScore: 2 },
        { fileName: 'nota.pdf', readabilityScore: 2 },
        { fileName: 'scan.bmp', readabilityScore: 0 },
        { fileName: 'scan.tiff', readabilityScore: 2 },
        { fileName: 'geen-plaatje.jpeg', readabilityScore: 0 },
      ],
    });
  });

  test("the co-insured may check files too ('c-dec' and 'c-con')", async () => {
    const token = await t.accessToken('medeverzekerde');
    expect(await check([{ name: 'nota.pdf', bytes: samplePdf() }], token)).toEqual({ status: 200, json: [{ fileName: 'nota.pdf', readabilityScore: 2 }] });
  });

  // each form that checks its files opens the check with its own code (spec 01 §2: a route needs only its own permission)
  test.for([
    { case: "only 'c-dec' (declarations, seated transport)", kept: 'c-dec' },
    { case: "only 'c-con' (the contact form)", kept: 'c-con' },
    { case: "only 'c-insurance-right' (the insurance right)", kept: 'c-insurance-right' },
    { case: "only 'c-care-med' (care mediation)", kept: 'c-care-med' },
    { case: "only 'c-treat-abr' (treatment abroad)", kept: 'c-treat-abr' },
  ] satisfies { case: string; kept: PermissionCode }[])('$case: 200', async ({ kept }) => {
    const token = await tokenWithOnly('hoofdverzekerde', kept);
    expect((await check([{ name: 'nota.pdf', bytes: samplePdf() }], token)).status).toBe(200);
  });
});

describe('refused', () => {
  test("none of the forms' codes: 403; no token: 401", async () => {
    const token = await tokenWithout('hoofdverzekerde', READABILITY_CHECK_PERMISSIONS);
    expect(await check([{ name: 'nota.pdf', bytes: samplePdf() }], token)).toEqual({
      status: 403,
      json: { message: "U heeft geen toegang: hiervoor is een van de rechten 'c-dec', 'c-con', 'c-insurance-right', 'c-care-med', 'c-treat-abr' nodig." },
    });
    expect((await check([{ name: 'nota.pdf', bytes: samplePdf() }])).status).toBe(401);
  });

  test.for([
    { case: 'a Word file', name: 'brief.docx' },
    { case: 'a spreadsheet', name: 'kosten.xlsx' },
    { case: 'an exe', name: 'setup.exe' },
    { case: 'no extension', name: 'scan' },
  ])('$case: 400 (only the declaration types are checked)', async ({ name }) => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await check([{ name: 'nota.pdf', bytes: samplePdf() }, { name, bytes: samplePdf() }], token)).toEqual({
      status: 400,
      json: { message: `Bestand '${name}': Dit bestandstype is niet toegestaan. Alleen pdf, jpg, jpeg, png, bmp, tif, tiff worden gecontroleerd.` },
    });
  });

  test('no files, files in another field, no multipart: 400', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await check([], token)).toEqual({ status: 400, json: { message: "Het veld 'files' is verplicht: stuur minstens één bestand mee." } });
    expect(await check([{ name: 'nota.pdf', bytes: samplePdf() }], token, 'bestanden')).toEqual({
      status: 400,
      json: { message: "Bestanden horen in het veld 'files', niet in 'bestanden'." },
    });
    expect(await t.call('POST', PATH, { token, body: { files: [] } })).toMatchObject({
      status: 400,
      json: { message: 'De inhoud van het verzoek moet multipart/form-data zijn.' },
    });
  });

  test.for([
    { case: 'two files', sizes: [15 * MB, 6 * MB] },
    { case: 'one file of 21 MB', sizes: [21 * MB] },
    { case: 'a small readable file before a big one', sizes: [4096, 21 * MB] },
  ])('over 20 MB ($case): 413 with the spec text; the server goes on', async ({ sizes }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await check(
      sizes.map((size, index) => ({ name: `${index}.pdf`, bytes: samplePdf({ padTo: size }) })),
      token,
    );
    expect(answer).toEqual({ status: 413, json: { message: 'Het totaal van de geselecteerde bestanden overschrijdt het maximum van 20 MB.' } });
    expect((await check([{ name: 'nota.pdf', bytes: samplePdf() }], token)).status).toBe(200);
  });
});

describe('the e2e attachment files (e2e/support/files.ts) get the readability their table promises', () => {
  test('each file as documented', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'e2e-files-'));
    process.env['E2E_ARTIFACTS_DIR'] = dir;
    try {
      const token = await t.accessToken('hoofdverzekerde');
      const made = [files.readablePng(), files.barelyReadablePng(), files.tinyPng(), files.plainPdf(), files.lockedPdf()];
      expect(made.every((path) => path.startsWith(dir))).toBe(true);
      const sent = await Promise.all(made.map(async (path) => ({ name: basename(path), bytes: new Uint8Array(await readFile(path)) })));
      expect(sent.every(({ bytes }) => bytes.length >= 1024)).toBe(true);
      expect((await check(sent, token)).json).toEqual([
        { fileName: 'scan-nota.png', readabilityScore: 2 },
        { fileName: 'foto-klein.png', readabilityScore: 1 },
        { fileName: 'icoon.png', readabilityScore: 0 },
        { fileName: 'nota.pdf', readabilityScore: 2 },
        { fileName: 'beveiligd.pdf', readabilityScore: 3 },
      ]);
      expect((await check([{ name: 'programma.exe', bytes: new Uint8Array(await readFile(files.exeFile())) }], token)).status).toBe(400);
      expect((await readFile(files.largeFile())).length).toBe(21 * MB);
    } finally {
      delete process.env['E2E_ARTIFACTS_DIR'];
      await rm(dir, { recursive: true, force: true });
    }
  });
});
