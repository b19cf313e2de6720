import { AUTHENTICATED_ROUTES, TILE_TYPES, type AuthenticatedRouteName, type DashboardTile, type MenuEntry } from '@portal/domain';
import { z } from 'zod';

/**
 * The content host's menu and tiles JSON (spec 01 §2 "Menu", "Dashboard
 * tiles"), read into the domain's shapes. The files are edited by people:
 * one entry with an unknown route or tile type is left out, the rest shows.
 */
const LocalisedText = z.object({ 'nl-NL': z.string(), 'en-US': z.string().optional() });
const RouteNameContract = z.enum(Object.keys(AUTHENTICATED_ROUTES) as [AuthenticatedRouteName, ...AuthenticatedRouteName[]]);
const Query = z.record(z.string()).optional();

const MenuItemContract = z.object({
  type: z.literal('menu-item'),
  name: z.string(),
  displayName: LocalisedText,
  excludedLabels: z.array(z.string()).default([]),
  routeName: RouteNameContract,
  query: Query,
});
type MenuItemContent = z.infer<typeof MenuItemContract>;

/** Unknown items inside a list are left out instead of failing the whole list. */
const tolerantItems = z.array(z.unknown()).default([]).transform((items) =>
  items.flatMap((item): MenuItemContent[] => {
    const parsed = MenuItemContract.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

const MenuItemGroupContract = z.object({
  type: z.literal('menu-item-group'),
  name: z.string(),
  displayName: LocalisedText,
  excludedLabels: z.array(z.string()).default([]),
  primary: tolerantItems,
  secondary: tolerantItems,
  tile: z.object({ title: LocalisedText, text: LocalisedText, routeName: RouteNameContract, query: Query }).optional(),
});

const MenuEntryContract = z.discriminatedUnion('type', [MenuItemContract, MenuItemGroupContract]);

export const MenuContentContract = z.object({
  items: z.array(z.unknown()).transform((items) =>
    items.flatMap((item): MenuEntry[] => {
      const parsed = MenuEntryContract.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});

const Placement = z.object({ visible: z.boolean(), position: z.number(), priority: z.number() });
const RoleCode = z.enum(['H', 'M', 'P']);

const TileContract = z.object({
  id: z.string(),
  type: z.enum(TILE_TYPES),
  desktop: Placement,
  mobile: Placement,
  content: z.object({
    title: LocalisedText,
    text: LocalisedText.optional(),
    paragraph: LocalisedText.optional(),
    linkText: LocalisedText.optional(),
    routeName: RouteNameContract.optional(),
    query: Query,
    url: z.string().url().optional(),
  }),
  conditions: z
    .object({
      startDate: z.string().optional(),
      endDate: z.string().optional(),
      excludedRoles: z.array(RoleCode).optional(),
      contractCodes: z.array(z.string()).optional(),
      labels: z.array(z.string()).optional(),
      requiresActiveAgreement: z.boolean().optional(),
      excludedProducts: z.array(z.string()).optional(),
      requiredProducts: z.array(z.string()).optional(),
      excludeDefaulters: z.boolean().optional(),
      requiresAdult: z.boolean().optional(),
      offerYear: z.number().int().optional(),
    })
    .optional(),
});

export const TilesContentContract = z.object({
  tiles: z.array(z.unknown()).transform((tiles) =>
    tiles.flatMap((tile): DashboardTile[] => {
      const parsed = TileContract.safeParse(tile);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});

/** A member offer as the content host lists it (domain `MemberOfferSummary`). */
export const MemberOfferSummaryContract = z.object({
  id: z.string(),
  partner: z.string(),
  title: z.string(),
  discount: z.string(),
  summary: z.string(),
  /** yyyy-MM-dd */
  validFrom: z.string(),
  /** yyyy-MM-dd */
  validUntil: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
});
export type MemberOfferSummary = z.infer<typeof MemberOfferSummaryContract>;

export const MemberOffersContentContract = z.object({ offers: z.array(MemberOfferSummaryContract) });

/**
 * Issue 32: the reference rates a bill abroad is valued at (euros per unit
 * of a currency, each from its day on; domain `ExchangeRateTable`), on the
 * content host like the tiles.
 */
export const ExchangeRatesContentContract = z.object({
  rates: z.record(z.string(), z.array(z.object({ from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), euroPerUnit: z.number().positive() }))),
});
