import { ApiError } from '@/shared/api';
import { createAttachments } from '@/shared/lib/attachments';
import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { readabilityCheckMutation } from '../api/readability';
import { checkReadabilityOf } from './check-readability';

const file = (name: string, size = 4096) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function fieldWithCheck(check: (files: File[]) => unknown) {
  const field = createAttachments({ form: 'declaration', isRequired: false });
  checkReadabilityOf(field);
  const scope = fork({ handlers: [[readabilityCheckMutation.__.executeFx, check]] });
  return { field, scope };
}

const tooLarge = () => {
  throw new ApiError(413, 'Declaration/ValidateAttachmentsReadability', 'Het totaal van de geselecteerde bestanden overschrijdt het maximum van 20 MB.');
};

describe('checkReadabilityOf: the check\'s answer on the field', () => {
  test('a 413 for one file: it is too large to check, and the form cannot send it', async () => {
    const { field, scope } = fieldWithCheck(tooLarge);
    await allSettled(field.filesChosen, { scope, params: [file('scan.pdf')] });
    expect(scope.getState(field.$isChecking)).toBe(false);
    expect(scope.getState(field.$errors)).toEqual({ 'files.0': 'file-too-large-to-check' });
    // removed, nothing is left in the way
    await allSettled(field.removed, { scope, params: 0 });
    expect(scope.getState(field.$errors)).toEqual({});
  });

  test('a 413 for several chosen together: each says they were too large together; a file chosen before keeps its verdict', async () => {
    const { field, scope } = fieldWithCheck((files) => {
      if (files.length > 1) tooLarge();
      return files.map((chosen) => ({ fileName: chosen.name, readabilityScore: 2 }));
    });
    await allSettled(field.filesChosen, { scope, params: [file('nota.pdf')] });
    await allSettled(field.filesChosen, { scope, params: [file('scan-1.pdf'), file('scan-2.pdf')] });
    expect(scope.getState(field.$errors)).toEqual({ 'files.1': 'files-too-large-to-check-together', 'files.2': 'files-too-large-to-check-together' });
    // removed and chosen again on its own, a file is checked alone and can be sent
    await allSettled(field.removed, { scope, params: 2 });
    await allSettled(field.filesChosen, { scope, params: [file('scan-2.pdf')] });
    expect(scope.getState(field.$problems)).toEqual([null, 'files-too-large-to-check-together', null]);
  });

  test('any other failure leaves the files as they are (the check is a help, not a gate)', async () => {
    const { field, scope } = fieldWithCheck(() => {
      throw new ApiError(500, 'Declaration/ValidateAttachmentsReadability', null);
    });
    await allSettled(field.filesChosen, { scope, params: [file('scan.pdf')] });
    expect(scope.getState(field.$isChecking)).toBe(false);
    expect(scope.getState(field.$errors)).toEqual({});
  });
});
