import { describe, expect, test } from 'vitest';
import { DECLARATION_TILE_SIZE, newestDeclarations } from './declaration-tile';

const claim = (id: string, receivedDate: string) => ({ id, receivedDate });

describe('issue 33 point 13: "the declarations tile shows the newest claims after a submission"', () => {
  test.for([
    { name: 'nothing in the preview', previews: [], expected: [] },
    {
      name: 'a claim sent today comes before the older handled ones',
      previews: [claim('handled-1', '2026-10-02'), claim('handled-2', '2026-09-14'), claim('sent-today', '2026-11-29')],
      expected: ['sent-today', 'handled-1', 'handled-2'],
    },
    {
      name: 'at most three, the newest',
      previews: [claim('a', '2026-01-05'), claim('b', '2026-03-05'), claim('c', '2026-02-05'), claim('d', '2026-04-05')],
      expected: ['d', 'b', 'c'],
    },
    {
      name: 'the same day keeps the preview order (the backend lists newest first)',
      previews: [claim('later', '2026-11-29'), claim('earlier', '2026-11-29'), claim('old', '2026-11-01')],
      expected: ['later', 'earlier', 'old'],
    },
    {
      name: 'a date-time and a date of the same day compare by text, the later time first',
      previews: [claim('morning', '2026-11-29T08:00:00'), claim('evening', '2026-11-29T20:00:00')],
      expected: ['evening', 'morning'],
    },
  ])('$name', ({ previews, expected }) => {
    expect(newestDeclarations(previews).map((declaration) => declaration.id)).toEqual(expected);
  });

  test('the tile size is three and the preview is not changed', () => {
    expect(DECLARATION_TILE_SIZE).toBe(3);
    const previews = [claim('old', '2026-01-01'), claim('new', '2026-02-01')];
    newestDeclarations(previews);
    expect(previews.map((declaration) => declaration.id)).toEqual(['old', 'new']);
  });
});
