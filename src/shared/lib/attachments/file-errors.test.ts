import { describe, expect, test } from 'vitest';
import { fileErrorPath, filePlaceOf, withFileErrors } from './file-errors';

describe('file error paths', () => {
  test.for([
    { path: 'files.0', place: 0 },
    { path: 'files.12', place: 12 },
    { path: 'files', place: null },
    { path: 'trips.2.date', place: null },
    { path: 'files.2.name', place: null },
    { path: null, place: null },
  ])('$path → $place', ({ path, place }) => {
    expect(filePlaceOf(path)).toBe(place);
    if (place !== null) expect(fileErrorPath(place)).toBe(path);
  });
});

interface MergeCase {
  case: string;
  results: Record<string, string | null>;
  fileErrors: Record<string, string>;
  merged: [string, string | null][];
}

describe('withFileErrors: the attachments\' errors take the files field\'s place', () => {
  test.for<MergeCase>([
    {
      case: 'each file where the field stands, in the order of the fields',
      results: { topic: 'topic-required', files: 'file-type-not-allowed', email: null },
      fileErrors: { 'files.0': 'file-locked', 'files.2': 'file-type-not-allowed' },
      merged: [['topic', 'topic-required'], ['files.0', 'file-locked'], ['files.2', 'file-type-not-allowed'], ['email', null]],
    },
    {
      case: 'nothing wrong with the files: the form\'s own file rule stays, as a backstop',
      results: { topic: null, files: 'file-duplicate', email: null },
      fileErrors: {},
      merged: [['topic', null], ['files', 'file-duplicate'], ['email', null]],
    },
    {
      case: '"at least one file" at the field itself',
      results: { kind: null, files: 'files-required' },
      fileErrors: { files: 'files-required' },
      merged: [['kind', null], ['files', 'files-required']],
    },
    {
      case: 'a form without a files rule gets them at the end',
      results: { kind: null },
      fileErrors: { 'files.1': 'files-total-too-large' },
      merged: [['kind', null], ['files.1', 'files-total-too-large']],
    },
  ])('$case', ({ results, fileErrors, merged }) => {
    expect(Object.entries(withFileErrors(results, fileErrors))).toEqual(merged);
  });
});
