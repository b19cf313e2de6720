import { describe, expect, test } from 'vitest';
import { applyFileVerdicts, attachmentProblems, createAttachment } from './attachments';
import {
  applyReadabilityAnswers,
  attachmentsForReadabilityCheck,
  isSentForReadabilityCheck,
  readabilityMessageKey,
  readabilityRefusalVerdicts,
  toReadabilityResult,
} from './readability';

// "readabilityScore (0 unreadable, 1 barely readable, 2 readable, 3 locked),
// flags isUnreadable, isBarelyReadable, isLocked." "Unreadable, barely
// readable or locked files are marked invalid, each with a distinct message."
const scores = [
  { score: 0, isUnreadable: true, isBarelyReadable: false, isLocked: false, messageKey: 'file-unreadable' },
  { score: 1, isUnreadable: false, isBarelyReadable: true, isLocked: false, messageKey: 'file-barely-readable' },
  { score: 2, isUnreadable: false, isBarelyReadable: false, isLocked: false, messageKey: null },
  { score: 3, isUnreadable: false, isBarelyReadable: false, isLocked: true, messageKey: 'file-locked' },
] as const;

describe('readability scores', () => {
  test.for(scores)('score $score -> $messageKey', ({ score, isUnreadable, isBarelyReadable, isLocked, messageKey }) => {
    expect(toReadabilityResult({ fileName: 'nota.pdf', readabilityScore: score })).toEqual({
      fileName: 'nota.pdf',
      readabilityScore: score,
      isUnreadable,
      isBarelyReadable,
      isLocked,
    });
    expect(readabilityMessageKey(score)).toBe(messageKey);
  });

  test.for(scores)('score $score marks an attachment as the check says', ({ score, messageKey }) => {
    const [checked] = applyReadabilityAnswers(
      [createAttachment({ name: 'nota.pdf', size: 5000 }, 'declaration')],
      [{ fileName: 'nota.pdf', readabilityScore: score }],
    );
    expect(checked?.isInvalid).toBe(messageKey !== null);
    expect(checked?.isValidReadability).toBe(messageKey === null);
    expect(checked?.messageKey).toBe(messageKey);
  });
});

describe('which files are sent for the readability check', () => {
  // "Readability check: only pdf, jpg, jpeg, png, bmp, tif, tiff are sent."
  test.for([
    { fileName: 'nota.pdf', sent: true },
    { fileName: 'foto.JPG', sent: true },
    { fileName: 'foto.jpeg', sent: true },
    { fileName: 'scan.png', sent: true },
    { fileName: 'scan.bmp', sent: true },
    { fileName: 'scan.tif', sent: true },
    { fileName: 'scan.tiff', sent: true },
    { fileName: 'brief.docx', sent: false },
    { fileName: 'overzicht.xlsx', sent: false },
    { fileName: 'brief.doc', sent: false },
  ])('$fileName -> $sent', ({ fileName, sent }) => {
    expect(isSentForReadabilityCheck(fileName)).toBe(sent);
  });

  test('only checkable attachments that are not invalid already', () => {
    const attachments = [
      createAttachment({ name: 'nota.pdf', size: 5000 }, 'contact-form'),
      createAttachment({ name: 'brief.docx', size: 5000 }, 'contact-form'),
      createAttachment({ name: 'leeg.png', size: 0 }, 'contact-form'),
      createAttachment({ name: 'foto.heic', size: 5000 }, 'contact-form'),
    ];
    expect(attachmentsForReadabilityCheck(attachments).map((attachment) => attachment.fileName)).toEqual(['nota.pdf']);
  });

  test('not a file that takes the total over 20 MB (the check would refuse all with 413)', () => {
    const MB = 1024 * 1024;
    const attachments = [
      createAttachment({ name: 'nota.pdf', size: 15 * MB }, 'contact-form'),
      createAttachment({ name: 'groot.pdf', size: 6 * MB }, 'contact-form'),
      createAttachment({ name: 'foto.png', size: 5 * MB }, 'contact-form'),
    ];
    expect(attachmentsForReadabilityCheck(attachments).map((attachment) => attachment.fileName)).toEqual(['nota.pdf', 'foto.png']);
    // without the first, they fit
    expect(attachmentsForReadabilityCheck(attachments.slice(1)).map((attachment) => attachment.fileName)).toEqual(['groot.pdf', 'foto.png']);
  });
});

describe('applyReadabilityAnswers', () => {
  test('attachments without an answer stay as they were', () => {
    const attachments = [
      createAttachment({ name: 'nota.pdf', size: 5000 }, 'declaration'),
      createAttachment({ name: 'foto.jpg', size: 5000 }, 'declaration'),
    ];
    const checked = applyReadabilityAnswers(attachments, [{ fileName: 'foto.jpg', readabilityScore: 3 }]);
    expect(checked[0]).toBe(attachments[0]);
    expect(checked[1]?.messageKey).toBe('file-locked');
  });
});

// The check answered 413 (a server may take less than the 20 MB a form does): the files it was sent were not
// checked, so they cannot be sent as they are; each says why in words the user can act on.
describe('readabilityRefusalVerdicts', () => {
  const scan = { name: 'scan.pdf', size: 9 * 1024 * 1024 };
  const photo = { name: 'foto.jpg', size: 4 * 1024 * 1024 };
  test.for([
    { case: 'one file: too large to check', sent: [scan], messageKeys: ['file-too-large-to-check'] },
    { case: 'several together: each can be added on its own', sent: [scan, photo], messageKeys: ['files-too-large-to-check-together', 'files-too-large-to-check-together'] },
    { case: 'nothing sent, nothing marked', sent: [], messageKeys: [] },
  ] as const)('$case', ({ sent, messageKeys }) => {
    const verdicts = readabilityRefusalVerdicts(sent);
    expect(verdicts.map((verdict) => verdict.messageKey)).toEqual(messageKeys);
    expect(verdicts.map((verdict) => verdict.file)).toEqual(sent);
  });

  test('the refused files block sending; a file chosen in another go keeps its own verdict', () => {
    const other = createAttachment({ name: 'nota.png', size: 5000 }, 'declaration');
    const refused = [createAttachment(scan, 'declaration'), createAttachment(photo, 'declaration')];
    const marked = applyFileVerdicts([other, ...refused], readabilityRefusalVerdicts(refused.map((attachment) => attachment.file)));
    expect(attachmentProblems(marked)).toEqual([null, 'files-too-large-to-check-together', 'files-too-large-to-check-together']);
  });
});
