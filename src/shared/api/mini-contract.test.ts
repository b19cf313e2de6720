import { z } from './zod-mini';
import { describe, expect, test } from 'vitest';
import { miniContract } from './mini-contract';

const contract = miniContract(z.object({ loginToken: z.string(), receiver: z.object({ sendDate: z.nullable(z.string()) }) }));

describe('miniContract: farfetched’s Contract over a zod/v4-mini schema', () => {
  test.for([
    { answer: { loginToken: 't', receiver: { sendDate: null } }, isData: true, messages: [] },
    { answer: { loginToken: 't', receiver: { sendDate: '2026-01-01' }, extra: 1 }, isData: true, messages: [] },
    { answer: { loginToken: 1, receiver: { sendDate: null } }, isData: false, messages: ['loginToken'] },
    { answer: { loginToken: 't', receiver: {} }, isData: false, messages: ['receiver.sendDate'] },
    { answer: null, isData: false, messages: [''] },
  ])('$answer → isData $isData', ({ answer, isData, messages }) => {
    expect(contract.isData(answer)).toBe(isData);
    const errors = contract.getErrorMessages(answer);
    // one message per refused field, naming its path (farfetched shows them in the query's error)
    expect(errors.map((message) => /, path: (.+)$/.exec(message)?.[1] ?? '')).toEqual(messages);
  });
});
