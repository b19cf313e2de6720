import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { fetchStatic } from '@/shared/api';
import { createEffect } from 'effector';
import { ExchangeRatesContentContract, MemberOffersContentContract, MenuContentContract, TilesContentContract } from './contract';

/** Where the content host is (config contentBaseUrl) and the cache-refresh value (config cacheGuid). */
export interface ContentSource {
  contentBaseUrl: string;
  cacheGuid: string;
}

/**
 * The content host is a separate service, not the API: a plain GET without
 * the bearer or Client-Version, with a cache-refresh query parameter
 * (spec 01 §7 "GET content-host menu and tiles JSON | cache-refresh query parameter").
 */
function contentFileFx(file: 'menu.json' | 'tiles.json' | 'member-offers.json' | 'exchange-rates.json') {
  return createEffect(({ contentBaseUrl, cacheGuid }: ContentSource): Promise<unknown> => {
    const base = contentBaseUrl.endsWith('/') ? contentBaseUrl : `${contentBaseUrl}/`;
    return fetchStatic({ url: `${base}${file}`, searchParams: { v: cacheGuid } });
  });
}

export const menuContentQuery = createQuery({
  effect: contentFileFx('menu.json'),
  contract: zodContract(MenuContentContract),
  // a contract only checks: the parse applies the tolerant reading (unknown entries left out)
  mapData: ({ result }) => MenuContentContract.parse(result),
  name: 'menuContent',
});

export const tilesContentQuery = createQuery({
  effect: contentFileFx('tiles.json'),
  contract: zodContract(TilesContentContract),
  mapData: ({ result }) => TilesContentContract.parse(result),
  name: 'tilesContent',
});

/** The member offers' list (leden-aanbiedingen): on the content host, like the tiles. */
export const memberOffersContentQuery = createQuery({
  effect: contentFileFx('member-offers.json'),
  contract: zodContract(MemberOffersContentContract),
  name: 'memberOffersContent',
});

/** Issue 32: the reference exchange rates (the declaration form's euro estimate of a bill abroad). */
export const exchangeRatesContentQuery = createQuery({
  effect: contentFileFx('exchange-rates.json'),
  contract: zodContract(ExchangeRatesContentContract),
  mapData: ({ result }) => ExchangeRatesContentContract.parse(result).rates,
  name: 'exchangeRatesContent',
});

concurrency(menuContentQuery, { strategy: 'TAKE_LATEST' });
concurrency(exchangeRatesContentQuery, { strategy: 'TAKE_LATEST' });
concurrency(memberOffersContentQuery, { strategy: 'TAKE_LATEST' });
concurrency(tilesContentQuery, { strategy: 'TAKE_LATEST' });
