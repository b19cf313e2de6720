import { isRouteAuthorised, type RouteAccess } from '../access';
import { hasPayableInvoices, hasPaymentArrangementInvoices, isDeclarationHandled } from '../insurance';
import type { DashboardTile, TileType } from './content';
import type { DashboardContext } from './dashboard-context';
import { meetsTileConditions } from './tile-conditions';

export type DashboardDevice = 'desktop' | 'mobile';

/**
 * "Type-specific visibility" (spec 01 §2):
 * - messages: only with unread documents in the last 6 months.
 * - open-invoices: only if the user may read invoices, payable invoices exist and invoices are not loading.
 * - payment-arrangement: only if invoices with payment-arrangement status exist.
 * - good-news: only if there are no payable and no payment-arrangement invoices and loading is done.
 * - ehic: only if digital insurance card information exists and the customer user exists.
 * - declaration: only if some declaration preview has status Afgehandeld.
 * - insurance-right: only if a check is required.
 * Other types have no rule of their own.
 */
export function meetsTileTypeRule(type: TileType, context: DashboardContext): boolean {
  switch (type) {
    case 'messages':
      return context.unreadDocumentsLast6Months > 0;
    case 'open-invoices':
      return context.mayReadInvoice && hasPayableInvoices(context.invoices) && !context.invoicesLoading;
    case 'payment-arrangement':
      return hasPaymentArrangementInvoices(context.invoices);
    case 'good-news':
      return (
        !hasPayableInvoices(context.invoices) &&
        !hasPaymentArrangementInvoices(context.invoices) &&
        !context.invoicesLoading
      );
    case 'ehic':
      return context.hasDigitalInsuranceCardInfo && context.isCustomerUser;
    case 'declaration':
      return context.declarationPreviewStatuses.some(isDeclarationHandled);
    case 'insurance-right':
      return context.isInsuranceRightCheckRequired;
    default:
      return true;
  }
}

/** "Each has desktop and mobile visibility": the device flag, the type's rule and the content's conditions. */
export function isTileVisible(tile: DashboardTile, context: DashboardContext, device: DashboardDevice): boolean {
  return tile[device].visible && meetsTileTypeRule(tile.type, context) && meetsTileConditions(tile.conditions, context);
}

/**
 * The dashboard's tiles for a device: the visible ones, ordered by that
 * device's position, then priority (both ascending: 1 comes first); equal
 * tiles keep the content file's order.
 */
export function dashboardTiles(
  tiles: readonly DashboardTile[],
  context: DashboardContext,
  device: DashboardDevice,
): DashboardTile[] {
  return tiles
    .filter((tile) => isTileVisible(tile, context, device))
    .sort((a, b) => a[device].position - b[device].position || a[device].priority - b[device].priority);
}

/**
 * A tile that links into the portal shows only when its route is authorised
 * for the user, as a menu entry does (spec 01 §2 "Menu": "An entry shows only
 * if its route is authorised for the user"): a tile must never lead to 'Deze
 * pagina is niet voor u beschikbaar.' So a co-insured without the invoice
 * permission sees no good-news tile about bills. Tiles without a route
 * (information, external links) always pass.
 */
export function isTileLinkAuthorised(tile: DashboardTile, access: RouteAccess): boolean {
  return tile.content.routeName === undefined || isRouteAuthorised(tile.content.routeName, access);
}
