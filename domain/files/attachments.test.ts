import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ATTACHMENTS_MAX_TOTAL_BYTES,
  ATTACHMENT_MIN_BYTES,
  addAttachments,
  applyFileVerdicts,
  attachmentProblems,
  createAttachment,
  findDuplicateFile,
  totalAttachmentSize,
  validateAttachments,
  validateAttachmentsTotalSize,
  submittedFileProblems,
  validateSubmittedFiles,
  type FileDescriptor,
} from './attachments';

const MB = 1024 * 1024;

describe('createAttachment', () => {
  // "The extension must be in the allowed list, otherwise the file is marked
  // invalid"; "each file has a minimum size".
  test.for([
    { case: 'a pdf', file: { name: 'nota.pdf', size: 200_000 }, messageKey: null },
    { case: 'wrong type', file: { name: 'nota.heic', size: 200_000 }, messageKey: 'file-type-not-allowed' },
    { case: 'an empty file', file: { name: 'nota.pdf', size: 0 }, messageKey: 'file-too-small' },
    { case: 'just below the minimum', file: { name: 'nota.pdf', size: ATTACHMENT_MIN_BYTES - 1 }, messageKey: 'file-too-small' },
    { case: 'exactly the minimum', file: { name: 'nota.pdf', size: ATTACHMENT_MIN_BYTES }, messageKey: null },
    { case: 'a Word file on a declaration', file: { name: 'brief.docx', size: 20_000 }, messageKey: 'file-type-not-allowed' },
  ] as const)('$case', ({ file, messageKey }) => {
    const attachment = createAttachment(file, 'declaration');
    expect(attachment).toEqual({
      fileName: file.name,
      file,
      size: file.size,
      isInvalid: messageKey !== null,
      isValidReadability: true,
      messageKey,
    });
  });

  test('a Word file is fine on the contact form', () => {
    expect(createAttachment({ name: 'brief.docx', size: 20_000 }, 'contact-form').isInvalid).toBe(false);
  });
});

describe('addAttachments', () => {
  // "Duplicates are skipped" — same name and size.
  const nota = { name: 'nota.pdf', size: 5000 };

  test.for([
    { case: 'new file', current: [nota], chosen: [{ name: 'foto.jpg', size: 9000 }], names: ['nota.pdf', 'foto.jpg'], skipped: [] },
    { case: 'same name and size', current: [nota], chosen: [{ ...nota }], names: ['nota.pdf'], skipped: ['nota.pdf'] },
    { case: 'same name, other size', current: [nota], chosen: [{ name: 'nota.pdf', size: 5001 }], names: ['nota.pdf', 'nota.pdf'], skipped: [] },
    { case: 'twice in one choice', current: [], chosen: [nota, { ...nota }], names: ['nota.pdf'], skipped: ['nota.pdf'] },
    { case: 'invalid files are kept, marked', current: [], chosen: [{ name: 'x.exe', size: 5000 }], names: ['x.exe'], skipped: [] },
  ])('$case', ({ current, chosen, names, skipped }) => {
    const existing = current.map((file) => createAttachment(file, 'declaration'));
    const result = addAttachments(existing, chosen, 'declaration');
    expect(result.attachments.map((attachment) => attachment.fileName)).toEqual(names);
    expect(result.skippedDuplicates.map((file) => file.name)).toEqual(skipped);
  });

  const files = fc.array(
    fc.record({ name: fc.constantFrom('a.pdf', 'b.jpg', 'c.png', 'd.doc'), size: fc.integer({ min: 0, max: 3 }) }),
    { maxLength: 12 },
  );

  test('adding never leaves two attachments with the same name and size, and loses no file', () => {
    fc.assert(
      fc.property(files, files, (first, second) => {
        const once = addAttachments([], first, 'declaration');
        const twice = addAttachments(once.attachments, second, 'declaration');
        const keys = twice.attachments.map(({ file }) => `${file.name}/${file.size}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(twice.attachments.length + once.skippedDuplicates.length + twice.skippedDuplicates.length).toBe(
          first.length + second.length,
        );
      }),
    );
  });

  test('adding the same files again adds nothing', () => {
    fc.assert(
      fc.property(files, (chosen) => {
        const once = addAttachments([], chosen, 'declaration');
        const again = addAttachments(once.attachments, chosen, 'declaration');
        expect(again.attachments).toEqual(once.attachments);
      }),
    );
  });

  test('keeps the chosen file object itself', () => {
    class FakeFile implements FileDescriptor {
      constructor(
        readonly name: string,
        readonly size: number,
      ) {}
    }
    const file = new FakeFile('nota.pdf', 4096);
    expect(addAttachments([], [file], 'declaration').attachments[0]?.file).toBe(file);
  });
});

describe('total size', () => {
  // "Total above 20 MB gives 'Het totaal van de geselecteerde bestanden
  // overschrijdt het maximum van 20 MB.'"
  test('the limit is 20 * 1024 * 1024 bytes', () => {
    expect(ATTACHMENTS_MAX_TOTAL_BYTES).toBe(20 * MB);
  });

  test.for([
    { case: 'nothing', sizes: [], expected: null },
    { case: 'exactly 20 MB', sizes: [12 * MB, 8 * MB], expected: null },
    { case: 'one byte over', sizes: [12 * MB, 8 * MB + 1], expected: 'files-total-too-large' },
    { case: 'one big file', sizes: [25 * MB], expected: 'files-total-too-large' },
  ] as const)('$case', ({ sizes, expected }) => {
    const attachments = sizes.map((size) => ({ size }));
    expect(totalAttachmentSize(attachments)).toBe(sizes.reduce((sum, size) => sum + size, 0));
    expect(validateAttachmentsTotalSize(attachments)).toBe(expected);
  });
});

describe('attachmentProblems: each file says what is wrong with it', () => {
  // "Total above 20 MB gives 'Het totaal van de geselecteerde bestanden
  // overschrijdt het maximum van 20 MB.'": said at the file that takes the
  // total over, in the order chosen; a file's own problem comes first.
  const file = (name: string, size: number) => createAttachment({ name, size }, 'contact-form');
  const locked = { ...file('beveiligd.pdf', 5000), isInvalid: true, isValidReadability: false, messageKey: 'file-locked' as const };

  test.for([
    { case: 'nothing', files: [], problems: [] },
    { case: 'all fine', files: [file('a.pdf', 5000), file('b.png', 9000)], problems: [null, null] },
    { case: 'one file of 21 MB', files: [file('groot.pdf', 21 * MB)], problems: ['files-total-too-large'] },
    { case: 'exactly 20 MB', files: [file('a.pdf', 12 * MB), file('b.pdf', 8 * MB)], problems: [null, null] },
    { case: 'the file that passes 20 MB, not the one before', files: [file('a.pdf', 12 * MB), file('b.pdf', 8 * MB + 1)], problems: [null, 'files-total-too-large'] },
    { case: 'a small file after it still fits', files: [file('a.pdf', 15 * MB), file('b.pdf', 6 * MB), file('c.pdf', 5000)], problems: [null, 'files-total-too-large', null] },
    { case: 'a 21 MB file first: the others fit', files: [file('groot.pdf', 21 * MB), file('a.pdf', 5000), file('b.pdf', 15 * MB)], problems: ['files-total-too-large', null, null] },
    { case: 'two that do not fit', files: [file('a.pdf', 15 * MB), file('b.pdf', 6 * MB), file('c.pdf', 6 * MB)], problems: [null, 'files-total-too-large', 'files-total-too-large'] },
    { case: 'own problems stay their own', files: [file('x.exe', 5000), file('leeg.pdf', 0), locked], problems: ['file-type-not-allowed', 'file-too-small', 'file-locked'] },
    { case: 'a bad file over the total keeps its own problem', files: [file('a.pdf', 20 * MB), file('x.exe', 5000)], problems: [null, 'file-type-not-allowed'] },
    { case: 'a file with its own problem takes no room', files: [{ ...locked, size: 15 * MB }, file('a.pdf', 6 * MB)], problems: ['file-locked', null] },
  ])('$case', ({ files, problems }) => {
    expect(attachmentProblems(files)).toEqual(problems);
  });

  const chosenFiles = fc.array(fc.record({ name: fc.constantFrom('a.pdf', 'b.exe', 'c.png'), size: fc.integer({ min: 0, max: 12 * MB }) }), { maxLength: 6 });

  test('a list is valid exactly when none of its files has a problem (the same 20 MB as validateAttachments)', () => {
    fc.assert(
      fc.property(chosenFiles, (chosen) => {
        const attachments = chosen.map((entry) => createAttachment(entry, 'declaration'));
        const hasProblem = attachmentProblems(attachments).some((problem) => problem !== null);
        expect(hasProblem).toBe(validateAttachments(attachments, { isRequired: false }) !== null);
      }),
    );
  });

  test('removing the files with a problem leaves a list without any', () => {
    fc.assert(
      fc.property(chosenFiles, (chosen) => {
        const attachments = chosen.map((entry) => createAttachment(entry, 'declaration'));
        const problems = attachmentProblems(attachments);
        const kept = attachments.filter((_, index) => problems[index] === null);
        expect(attachmentProblems(kept).every((problem) => problem === null)).toBe(true);
        expect(totalAttachmentSize(kept)).toBeLessThanOrEqual(ATTACHMENTS_MAX_TOTAL_BYTES);
      }),
    );
  });
});

describe('validateAttachments', () => {
  // "At least one file required where files are required"; invalid files block sending.
  const valid = createAttachment({ name: 'nota.pdf', size: 5000 }, 'declaration');
  const wrongType = createAttachment({ name: 'nota.heic', size: 5000 }, 'declaration');
  const huge = createAttachment({ name: 'scan.tiff', size: 21 * MB }, 'declaration');

  test.for([
    { case: 'none, required', attachments: [], isRequired: true, expected: 'files-required' },
    { case: 'none, optional', attachments: [], isRequired: false, expected: null },
    { case: 'one valid', attachments: [valid], isRequired: true, expected: null },
    { case: 'an invalid one among them', attachments: [valid, wrongType], isRequired: true, expected: 'file-type-not-allowed' },
    { case: 'too large in total', attachments: [valid, huge], isRequired: true, expected: 'files-total-too-large' },
  ])('$case', ({ attachments, isRequired, expected }) => {
    expect(validateAttachments(attachments, { isRequired })).toBe(expected);
  });
});

describe('validateSubmittedFiles (a submitted list, as the server sees it)', () => {
  // "Duplicates skipped; total size at most 20 MB; each file a minimum size;
  // allowed types per form" — a list that still breaks one of them was not
  // checked by the client, and is refused with that rule's key.
  const pdf = { name: 'nota.pdf', size: 5000 };
  test.for([
    { case: 'nothing, optional', files: [], form: 'contact-form', isRequired: false, expected: null },
    { case: 'nothing, required', files: [], form: 'declaration', isRequired: true, expected: 'files-required' },
    { case: 'two different files', files: [pdf, { name: 'foto.png', size: 5000 }], form: 'declaration', isRequired: true, expected: null },
    { case: 'the same file twice', files: [pdf, { ...pdf }], form: 'contact-form', isRequired: false, expected: 'file-duplicate' },
    { case: 'same name, other size', files: [pdf, { name: 'nota.pdf', size: 5001 }], form: 'contact-form', isRequired: false, expected: null },
    { case: 'a Word file on the contact form', files: [{ name: 'brief.docx', size: 5000 }], form: 'contact-form', isRequired: false, expected: null },
    { case: 'a Word file on a declaration', files: [{ name: 'brief.docx', size: 5000 }], form: 'declaration', isRequired: true, expected: 'file-type-not-allowed' },
    { case: 'an exe', files: [pdf, { name: 'setup.exe', size: 5000 }], form: 'contact-form', isRequired: false, expected: 'file-type-not-allowed' },
    { case: 'an empty file', files: [{ name: 'leeg.pdf', size: 0 }], form: 'contact-form', isRequired: false, expected: 'file-too-small' },
    { case: 'exactly 20 MB', files: [{ name: 'a.pdf', size: 10 * MB }, { name: 'b.pdf', size: 10 * MB }], form: 'contact-form', isRequired: false, expected: null },
    { case: '21 MB in total', files: [{ name: 'a.pdf', size: 10 * MB }, { name: 'b.pdf', size: 11 * MB }], form: 'contact-form', isRequired: false, expected: 'files-total-too-large' },
  ] as const)('$case → $expected', ({ files, form, isRequired, expected }) => {
    expect(validateSubmittedFiles(files, form, { isRequired })).toBe(expected);
  });

  test('findDuplicateFile names the second of a pair', () => {
    const second = { ...pdf };
    expect(findDuplicateFile([pdf, { name: 'x.png', size: 1 }, second])).toBe(second);
    expect(findDuplicateFile([pdf, { name: 'x.png', size: 1 }])).toBeNull();
  });

  test('a list built by addAttachments is never refused as a duplicate', () => {
    const chosen = fc.array(fc.record({ name: fc.constantFrom('a.pdf', 'b.png'), size: fc.integer({ min: 1024, max: 1030 }) }));
    fc.assert(
      fc.property(chosen, (files) => {
        const { attachments } = addAttachments([], files, 'contact-form');
        expect(validateSubmittedFiles(attachments.map((attachment) => attachment.file), 'contact-form', { isRequired: false })).toBeNull();
      }),
    );
  });
});

describe('submittedFileProblems (the server names each bad file of a submitted list)', () => {
  // spec 02 §8 "File rules: disallowed type; total over 20 MB; duplicates": a list that was not checked by the
  // client may break several at once; the answer says for each file which, by its place as sent.
  const pdf = { name: 'nota.pdf', size: 5000 };
  test.for([
    { case: 'nothing', files: [], form: 'contact-form', problems: [] },
    { case: 'all fine', files: [pdf, { name: 'brief.docx', size: 5000 }], form: 'contact-form', problems: [] },
    {
      case: 'an exe and an empty file among good ones',
      files: [{ name: 'setup.exe', size: 5000 }, pdf, { name: 'leeg.pdf', size: 0 }],
      form: 'contact-form',
      problems: [
        { index: 0, fileName: 'setup.exe', messageKey: 'file-type-not-allowed' },
        { index: 2, fileName: 'leeg.pdf', messageKey: 'file-too-small' },
      ],
    },
    { case: 'the repeat of a file, not the first', files: [pdf, { name: 'x.png', size: 5000 }, { ...pdf }], form: 'declaration', problems: [{ index: 2, fileName: 'nota.pdf', messageKey: 'file-duplicate' }] },
    {
      case: 'the file that passes 20 MB, and a Word file on a declaration',
      files: [{ name: 'a.pdf', size: 12 * MB }, { name: 'brief.docx', size: 5000 }, { name: 'b.pdf', size: 9 * MB }],
      form: 'declaration',
      problems: [
        { index: 1, fileName: 'brief.docx', messageKey: 'file-type-not-allowed' },
        { index: 2, fileName: 'b.pdf', messageKey: 'files-total-too-large' },
      ],
    },
  ] as const)('$case', ({ files, form, problems }) => {
    expect(submittedFileProblems(files, form)).toEqual(problems);
  });

  const submitted = fc.array(fc.record({ name: fc.constantFrom('a.pdf', 'b.exe', 'c.png'), size: fc.constantFrom(0, 1024, 5000, 9 * MB, 12 * MB) }), { maxLength: 6 });

  test('it names a file exactly when validateSubmittedFiles refuses the list for a file (not for "at least one")', () => {
    fc.assert(
      fc.property(submitted, fc.constantFrom('contact-form' as const, 'declaration' as const), (files, form) => {
        expect(submittedFileProblems(files, form).length > 0).toBe(validateSubmittedFiles(files, form, { isRequired: false }) !== null);
      }),
    );
  });

  test('without the files it names, the list is accepted', () => {
    fc.assert(
      fc.property(submitted, (files) => {
        const named = new Set(submittedFileProblems(files, 'declaration').map((problem) => problem.index));
        expect(validateSubmittedFiles(files.filter((_, index) => !named.has(index)), 'declaration', { isRequired: false })).toBeNull();
      }),
    );
  });
});

describe('applyFileVerdicts: a later verdict marks the very file it is about', () => {
  const first = { name: 'nota.pdf', size: 5000 };
  const second = { name: 'nota.pdf', size: 6000 };
  const attachments = [createAttachment(first, 'declaration'), createAttachment(second, 'declaration')];

  test.for([
    { case: 'no verdicts', verdicts: [], messageKeys: [null, null] },
    { case: 'the second file of the same name', verdicts: [{ file: second, messageKey: 'file-locked' }], messageKeys: [null, 'file-locked'] },
    {
      case: 'both, each with its own',
      verdicts: [
        { file: first, messageKey: 'file-too-large-to-check' },
        { file: second, messageKey: 'file-duplicate' },
      ],
      messageKeys: ['file-too-large-to-check', 'file-duplicate'],
    },
    { case: 'a file no longer chosen changes nothing', verdicts: [{ file: { ...first }, messageKey: 'file-locked' }], messageKeys: [null, null] },
  ] as const)('$case', ({ verdicts, messageKeys }) => {
    const marked = applyFileVerdicts(attachments, verdicts);
    expect(marked.map((attachment) => attachment.messageKey)).toEqual(messageKeys);
    expect(marked.map((attachment) => attachment.isInvalid)).toEqual(messageKeys.map((key) => key !== null));
    // a marked file cannot be sent: the list is no longer valid
    expect(attachmentProblems(marked)).toEqual(messageKeys);
  });
});
