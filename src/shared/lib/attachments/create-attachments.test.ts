import { allSettled, createStore, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { createAttachments } from './create-attachments';

const file = (name: string, size = 4096, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

describe('createAttachments: the spec\'s file rules on one field', () => {
  test('duplicates are skipped and named; only new, checkable files go to the readability check', async () => {
    const field = createAttachments({ form: 'contact-form', isRequired: false });
    const $sent = createStore<string[][]>([]).on(field.checkRequested, (sent, files) => [...sent, files.map((chosen) => chosen.name)]);
    const scope = fork();
    await allSettled(field.filesChosen, { scope, params: [file('nota.pdf'), file('brief.docx')] });
    await allSettled(field.filesChosen, { scope, params: [file('nota.pdf'), file('foto.jpg', 4096, 'image/jpeg')] });
    expect(scope.getState(field.$attachments).map((attachment) => attachment.fileName)).toEqual(['nota.pdf', 'brief.docx', 'foto.jpg']);
    expect(scope.getState(field.$skippedDuplicates)).toEqual(['nota.pdf']);
    // a docx is allowed on the contact form but not read by the check
    expect(scope.getState($sent)).toEqual([['nota.pdf'], ['foto.jpg']]);
  });

  test('the check\'s verdicts mark files invalid with their own message; removing one clears it', async () => {
    const field = createAttachments({ form: 'declaration', isRequired: true });
    const scope = fork();
    expect(scope.getState(field.$errors)).toEqual({ files: 'files-required' });
    await allSettled(field.filesChosen, { scope, params: [file('scan.png', 4096, 'image/png'), file('nota.pdf')] });
    expect(scope.getState(field.$isChecking)).toBe(true);
    await allSettled(field.readabilityAnswered, { scope, params: [{ fileName: 'scan.png', readabilityScore: 1 }, { fileName: 'nota.pdf', readabilityScore: 2 }] });
    expect(scope.getState(field.$isChecking)).toBe(false);
    expect(scope.getState(field.$attachments).map((attachment) => attachment.messageKey)).toEqual(['file-barely-readable', null]);
    expect(scope.getState(field.$errors)).toEqual({ 'files.0': 'file-barely-readable' });
    await allSettled(field.removed, { scope, params: 0 });
    expect(scope.getState(field.$errors)).toEqual({});
  });

  test('a type the form does not take, a file under the minimum and a total over 20 MB', async () => {
    const field = createAttachments({ form: 'declaration', isRequired: false });
    const scope = fork();
    await allSettled(field.filesChosen, { scope, params: [file('brief.docx'), file('leeg.pdf', 10)] });
    expect(scope.getState(field.$attachments).map((attachment) => attachment.messageKey)).toEqual(['file-type-not-allowed', 'file-too-small']);
    await allSettled(field.reset, { scope });
    await allSettled(field.filesChosen, { scope, params: [file('a.pdf', 12 * 1024 * 1024), file('b.pdf', 8 * 1024 * 1024 + 1)] });
    // the file that takes the total over 20 MB is the one named, at once
    expect(scope.getState(field.$problems)).toEqual([null, 'files-total-too-large']);
    expect(scope.getState(field.$errors)).toEqual({ 'files.1': 'files-total-too-large' });
  });

  test('every file that cannot be sent has its own error, under its place (the summary names each file)', async () => {
    const field = createAttachments({ form: 'contact-form', isRequired: false });
    const scope = fork();
    await allSettled(field.filesChosen, {
      scope,
      params: [file('beveiligd.pdf'), file('nota.pdf'), file('icoon.png', 4096, 'image/png'), file('leeg.pdf', 10), file('programma.exe')],
    });
    await allSettled(field.readabilityAnswered, {
      scope,
      params: [{ fileName: 'beveiligd.pdf', readabilityScore: 3 }, { fileName: 'nota.pdf', readabilityScore: 2 }, { fileName: 'icoon.png', readabilityScore: 0 }],
    });
    expect(scope.getState(field.$errors)).toEqual({
      'files.0': 'file-locked',
      'files.2': 'file-unreadable',
      'files.3': 'file-too-small',
      'files.4': 'file-type-not-allowed',
    });
    await allSettled(field.removed, { scope, params: 0 });
    expect(scope.getState(field.$errors)).toEqual({ 'files.1': 'file-unreadable', 'files.2': 'file-too-small', 'files.3': 'file-type-not-allowed' });
  });

  test('a file that takes the total over 20 MB is not sent to the readability check (it would answer 413)', async () => {
    const field = createAttachments({ form: 'declaration', isRequired: false });
    const $sent = createStore<string[][]>([]).on(field.checkRequested, (sent, files) => [...sent, files.map((chosen) => chosen.name)]);
    const scope = fork();
    await allSettled(field.filesChosen, { scope, params: [file('groot-bestand.pdf', 21 * 1024 * 1024)] });
    expect(scope.getState(field.$problems)).toEqual(['files-total-too-large']);
    expect(scope.getState(field.$isChecking)).toBe(false);
    expect(scope.getState($sent)).toEqual([]);
    // the files after it that fit are checked; one that does not is not
    await allSettled(field.filesChosen, { scope, params: [file('nota.pdf'), file('scan.pdf', 15 * 1024 * 1024), file('foto.pdf', 6 * 1024 * 1024)] });
    expect(scope.getState($sent)).toEqual([['nota.pdf', 'scan.pdf']]);
    expect(scope.getState(field.$errors)).toEqual({ 'files.0': 'files-total-too-large', 'files.3': 'files-total-too-large' });
    await allSettled(field.removed, { scope, params: 0 });
    expect(scope.getState(field.$errors)).toEqual({ 'files.2': 'files-total-too-large' });
  });

  test('a failed check leaves the files as they are and ends the checking', async () => {
    const field = createAttachments({ form: 'declaration', isRequired: false });
    const scope = fork();
    await allSettled(field.filesChosen, { scope, params: [file('nota.pdf')] });
    await allSettled(field.readabilityUnknown, { scope });
    expect(scope.getState(field.$isChecking)).toBe(false);
    expect(scope.getState(field.$errors)).toEqual({});
  });
});

describe('createAttachments: verdicts after the choice', () => {
  test('files chosen in two goes are two checks: the field is checking until both are answered', async () => {
    const field = createAttachments({ form: 'declaration', isRequired: false });
    const scope = fork();
    await allSettled(field.filesChosen, { scope, params: [file('a.pdf')] });
    await allSettled(field.filesChosen, { scope, params: [file('b.pdf')] });
    await allSettled(field.readabilityAnswered, { scope, params: [{ fileName: 'a.pdf', readabilityScore: 2 }] });
    expect(scope.getState(field.$isChecking)).toBe(true);
    await allSettled(field.readabilityRefused, { scope, params: [scope.getState(field.$attachments)[1]!.file] });
    expect(scope.getState(field.$isChecking)).toBe(false);
    expect(scope.getState(field.$errors)).toEqual({ 'files.1': 'file-too-large-to-check' });
  });

  test("the server's verdicts mark each file it names with its own reason, by the very file", async () => {
    const field = createAttachments({ form: 'contact-form', isRequired: false });
    const scope = fork();
    await allSettled(field.filesChosen, { scope, params: [file('nota.pdf'), file('beveiligd.pdf'), file('icoon.png', 4096, 'image/png')] });
    const [, locked, icon] = scope.getState(field.$attachments).map((attachment) => attachment.file);
    await allSettled(field.serverRefused, {
      scope,
      params: [
        { file: locked!, messageKey: 'file-locked' },
        { file: icon!, messageKey: 'file-unreadable' },
      ],
    });
    expect(scope.getState(field.$errors)).toEqual({ 'files.1': 'file-locked', 'files.2': 'file-unreadable' });
    await allSettled(field.removed, { scope, params: 1 });
    expect(scope.getState(field.$errors)).toEqual({ 'files.1': 'file-unreadable' });
  });
});
