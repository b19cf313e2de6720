import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { createForm } from './create-form';
import type { FormErrors } from './messages';

interface Trip {
  date: string;
  isReturn: boolean | null;
}
interface Values {
  email: string;
  topic: string;
  trips: Trip[];
}

function tripForm(maxTrips = 20) {
  return createForm<Values, { maxTrips: number }>({
    initial: { email: '', topic: '', trips: [] },
    extra: createStore({ maxTrips }),
    validate: (values, { maxTrips: max }) => {
      const errors: FormErrors = {};
      if (values.email === '') errors.email = 'validation.email-required';
      if (values.topic === '') errors.topic = 'pages.test.topic-required';
      values.trips.forEach((trip, index) => {
        if (trip.date === '') errors[`trips.${index}.date`] = 'validation.required-field';
      });
      if (values.trips.length > max) errors.trips = { key: 'validation.too-many-trips', values: { max } };
      return errors;
    },
  });
}

describe('createForm', () => {
  test('errors are hidden until the first submit, then follow the answers', async () => {
    const form = tripForm();
    const scope = fork();
    expect(scope.getState(form.$shownErrors)).toEqual({});
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$shownErrors)).toEqual({ email: 'validation.email-required', topic: 'pages.test.topic-required' });
    await allSettled(form.fieldChanged, { scope, params: { field: 'email', value: 'a@b.nl' } });
    expect(scope.getState(form.$shownErrors)).toEqual({ topic: 'pages.test.topic-required' });
  });

  test('validSubmitted carries the values only when every rule passes', async () => {
    const form = tripForm();
    const $sent = createStore<Values[]>([]).on(form.validSubmitted, (sent, values) => [...sent, values]);
    const scope = fork();
    await allSettled(form.submitted, { scope });
    expect(scope.getState($sent)).toEqual([]);
    await allSettled(form.filled, { scope, params: { email: 'a@b.nl', topic: 'invoice' } });
    await allSettled(form.submitted, { scope });
    expect(scope.getState($sent)).toEqual([{ email: 'a@b.nl', topic: 'invoice', trips: [] }]);
  });

  test('the attempt counter rises on every submit and refusal, so the summary takes focus again', async () => {
    const form = tripForm();
    const scope = fork();
    await allSettled(form.submitted, { scope });
    await allSettled(form.submitted, { scope });
    await allSettled(form.refused, { scope, params: { message: 'x' } });
    expect(scope.getState(form.$attempt)).toBe(3);
  });

  test('repeated groups: items are added, changed and removed, with errors by index', async () => {
    const form = tripForm(2);
    const scope = fork();
    await allSettled(form.itemAdded, { scope, params: { field: 'trips', item: { date: '', isReturn: null } } });
    await allSettled(form.itemAdded, { scope, params: { field: 'trips', item: { date: '01-02-2026', isReturn: true } } });
    await allSettled(form.itemAdded, { scope, params: { field: 'trips', item: { date: '02-02-2026', isReturn: false } } });
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$shownErrors)).toMatchObject({
      'trips.0.date': 'validation.required-field',
      trips: { key: 'validation.too-many-trips', values: { max: 2 } },
    });
    await allSettled(form.itemRemoved, { scope, params: { field: 'trips', index: 0 } });
    await allSettled(form.itemChanged, { scope, params: { field: 'trips', index: 1, changes: { isReturn: true } } });
    expect(scope.getState(form.$values).trips).toEqual([
      { date: '01-02-2026', isReturn: true },
      { date: '02-02-2026', isReturn: true },
    ]);
    expect(scope.getState(form.$shownErrors)).not.toHaveProperty('trips');
  });

  test('a refusal of the whole form leads the summary and goes when an answer changes', async () => {
    const form = tripForm();
    const scope = fork();
    await allSettled(form.filled, { scope, params: { email: 'a@b.nl', topic: 'invoice' } });
    await allSettled(form.refused, { scope, params: { message: 'pages.test.refused' } });
    expect(scope.getState(form.$summary)).toEqual([{ path: null, message: 'pages.test.refused' }]);
    await allSettled(form.fieldChanged, { scope, params: { field: 'topic', value: 'my-own-risk' } });
    expect(scope.getState(form.$summary)).toEqual([]);
  });

  test('a refusal that names a field shows at that field and in the summary', async () => {
    const form = tripForm();
    const scope = fork();
    await allSettled(form.filled, { scope, params: { email: 'a@b.nl', topic: 'invoice' } });
    await allSettled(form.refused, { scope, params: { field: 'email', message: 'validation.email-invalid' } });
    expect(scope.getState(form.$shownErrors)).toEqual({ email: 'validation.email-invalid' });
    expect(scope.getState(form.$summary)).toEqual([{ path: 'email', message: 'validation.email-invalid' }]);
  });

  test("a refusal naming a domain rule's bare key gets the validation namespace, as the form's own errors do", async () => {
    const form = tripForm();
    const scope = fork();
    await allSettled(form.filled, { scope, params: { email: 'a@b.nl', topic: 'invoice' } });
    await allSettled(form.refused, { scope, params: { field: 'email', message: 'email-invalid' } });
    expect(scope.getState(form.$shownErrors)).toEqual({ email: 'validation.email-invalid' });
  });

  test('a refusal about two fields marks both and is one line of the summary, linked to the first', async () => {
    const form = tripForm();
    const scope = fork();
    await allSettled(form.filled, { scope, params: { email: 'a@b.nl', topic: 'invoice' } });
    await allSettled(form.refused, { scope, params: { field: 'email', alsoFields: ['topic'], message: 'pages.test.combination' } });
    expect(scope.getState(form.$shownErrors)).toEqual({ email: 'pages.test.combination', topic: 'pages.test.combination' });
    expect(scope.getState(form.$summary)).toEqual([{ path: 'email', message: 'pages.test.combination' }]);
    await allSettled(form.fieldChanged, { scope, params: { field: 'topic', value: 'my-own-risk' } });
    expect(scope.getState(form.$shownErrors)).toEqual({});
  });

  test('unsaved answers: what was filled in from the account is not unsaved, a change is', async () => {
    const form = tripForm();
    const scope = fork();
    await allSettled(form.filled, { scope, params: { email: 'a@b.nl' } });
    expect(scope.getState(form.$isDirty)).toBe(false);
    await allSettled(form.fieldChanged, { scope, params: { field: 'topic', value: 'invoice' } });
    expect(scope.getState(form.$isDirty)).toBe(true);
    await allSettled(form.reset, { scope });
    expect(scope.getState(form.$isDirty)).toBe(false);
    expect(scope.getState(form.$values)).toEqual({ email: '', topic: '', trips: [] });
  });

  test('what the form empties after a refusal (a wrong password) is no error until it is sent again', async () => {
    const form = tripForm();
    const scope = fork();
    await allSettled(form.filled, { scope, params: { email: 'a@b.nl', topic: 'invoice' } });
    await allSettled(form.submitted, { scope });
    await allSettled(form.filled, { scope, params: { topic: '' } });
    await allSettled(form.refused, { scope, params: { message: 'pages.test.refused' } });
    expect(scope.getState(form.$summary)).toEqual([{ path: null, message: 'pages.test.refused' }]);
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$summary)).toEqual([{ path: 'topic', message: 'pages.test.topic-required' }]);
  });

  test('unaskedQuestions: a question that appears after the submit is not in error until the next submit; one asked at the submit is', async () => {
    // the insurance-right check: the year is asked only when the earlier answer is no
    const form = createForm({
      initial: { hasIncome: null as boolean | null, year: '' },
      validate: (values): FormErrors => ({
        ...(values.hasIncome === null ? { hasIncome: 'validation.required-field' } : {}),
        ...(values.hasIncome === false && values.year === '' ? { year: 'validation.required-field' } : {}),
      }),
      unaskedQuestions: (values) => (values.hasIncome === false ? [] : ['year']),
    });
    const scope = fork();
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$shownErrors)).toEqual({ hasIncome: 'validation.required-field' });
    // the earlier answer makes the year appear: not in error yet, and not in the summary, but the form is not valid
    await allSettled(form.fieldChanged, { scope, params: { field: 'hasIncome', value: false } });
    expect(scope.getState(form.$shownErrors)).toEqual({});
    expect(scope.getState(form.$summary)).toEqual([]);
    expect(scope.getState(form.$isValid)).toBe(false);
    // submitted while it is asked: now it is in error, and stays so while it is asked
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$shownErrors)).toEqual({ year: 'validation.required-field' });
    await allSettled(form.fieldChanged, { scope, params: { field: 'year', value: '2019' } });
    expect(scope.getState(form.$shownErrors)).toEqual({});
    await allSettled(form.fieldChanged, { scope, params: { field: 'year', value: '' } });
    expect(scope.getState(form.$shownErrors)).toEqual({ year: 'validation.required-field' });
  });

  test('hideErrorsOn keeps the answers and hides the errors until the next submit', async () => {
    const restarted = createEvent();
    const form = createForm<{ email: string }>({
      initial: { email: '' },
      validate: ({ email }) => (email === '' ? { email: 'validation.email-required' } : {}),
      hideErrorsOn: [restarted],
    });
    const scope = fork();
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$summary)).toHaveLength(1);
    await allSettled(restarted, { scope });
    expect(scope.getState(form.$summary)).toEqual([]);
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$summary)).toEqual([{ path: 'email', message: 'validation.email-required' }]);
  });
});

describe('createForm: no raw key reaches the screen (issue 33)', () => {
  test("a domain rule's bare key is a validation message; a namespaced key or a text stays as it is", async () => {
    const form = createForm<{ files: string }>({
      initial: { files: '' },
      validate: () => ({
        files: 'files-required',
        other: { key: 'amount-above-max', values: { max: 10 } },
        own: 'pages.test.own-rule',
      }),
    });
    const scope = fork();
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$shownErrors)).toEqual({
      files: 'validation.files-required',
      other: { key: 'validation.amount-above-max', values: { max: 10 } },
      own: 'pages.test.own-rule',
    });
    await allSettled(form.refused, { scope, params: { message: 'file-locked', field: 'files' } });
    expect(scope.getState(form.$refusal)).toEqual({ message: 'validation.file-locked', field: 'files' });
  });
});
