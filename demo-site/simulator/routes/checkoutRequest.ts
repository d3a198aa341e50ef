/**
 * What every checkout call must carry (checkout spec section 7), checked the way the store's actors refuse a
 * bad request: HTTP 200 with `formError` and a formException naming the field.
 *
 * - "Checkout calls send howMany -1 and start 0, and the Is-Furniture header (true or false)." A call without
 *   them, or with other values, is refused: the actors page the order's commerce items with howMany/start, and
 *   a client that leaves them out would get a page of the items, not the whole order.
 * - Apply contact and delivery (a whole address, not the shipping-method-only update) carries isCheckoutPage
 *   true, sortProperties (the saved addresses' sort, "last name, then first name" by default),
 *   validateContactInfo and useShippingAddress as booleans.
 *
 * Each rule is checked here once and used by every checkout route (checkout.ts, checkoutPayments.ts, payment.ts).
 */
import type { Context } from 'hono';
import { formErrors, stateChanging, type FormException } from '../session';

export const REQUEST_MESSAGES = {
  howMany: 'Invalid value for howMany: checkout calls send -1 (every item of the order).',
  start: 'Invalid value for start: checkout calls send 0.',
  furniture: 'Missing or invalid Is-Furniture header: send true or false.',
  isCheckoutPage: 'Invalid value for isCheckoutPage: the checkout page sends true.',
  sortProperties: 'Invalid value for sortProperties: name address properties, such as lastName,firstName.',
  validateContactInfo: 'Invalid value for validateContactInfo: send true or false.',
  useShippingAddress: 'Invalid value for useShippingAddress: send true or false.',
};

/** The address properties the saved addresses may be sorted by (sortProperties). */
export const SORTABLE = ['lastName', 'firstName', 'companyName', 'address1', 'city', 'state', 'postalCode', 'country'] as const;
export type SortProperty = (typeof SORTABLE)[number];
/** The default address sort (spec sections 7 and 9): last name, then first name. */
export const DEFAULT_SORT: SortProperty[] = ['lastName', 'firstName'];

/** The number a JSON body, a form field or a query parameter carries, or null. */
const num = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : null);
const isBool = (v: unknown): boolean => typeof v === 'boolean' || v === 'true' || v === 'false';

/** The Is-Furniture header, "true" or "false" (none: []). */
export function furnitureProblems(c: Context): FormException[] {
  const furniture = c.req.header('Is-Furniture');
  return furniture === 'true' || furniture === 'false' ? [] : [{ propertyPath: 'Is-Furniture', localizedMessage: REQUEST_MESSAGES.furniture, errorCode: 'invalidIsFurniture' }];
}

/** howMany -1, start 0 and the Is-Furniture header: the problems of one checkout request (none: []). */
export function pagingProblems(c: Context, fields: Record<string, unknown>): FormException[] {
  const out = furnitureProblems(c);
  if (num(fields.howMany) !== -1) out.push({ propertyPath: 'howMany', localizedMessage: REQUEST_MESSAGES.howMany, errorCode: 'invalidHowMany' });
  if (num(fields.start) !== 0) out.push({ propertyPath: 'start', localizedMessage: REQUEST_MESSAGES.start, errorCode: 'invalidStart' });
  return out;
}

/** The sort sortProperties asks for ('lastName,firstName'), or null when it names anything else or nothing. */
export function sortOf(v: unknown): SortProperty[] | null {
  if (typeof v !== 'string' || !v.trim()) return null;
  const list = v.split(',').map((p) => p.trim());
  return list.every((p): p is SortProperty => (SORTABLE as readonly string[]).includes(p)) ? list : null;
}

/** Apply contact and delivery's own fields (a whole address apply): isCheckoutPage, sortProperties, validateContactInfo, useShippingAddress. */
export function deliveryFieldProblems(body: Record<string, unknown>): FormException[] {
  const out: FormException[] = [];
  const add = (propertyPath: keyof typeof REQUEST_MESSAGES, errorCode: string) => out.push({ propertyPath, localizedMessage: REQUEST_MESSAGES[propertyPath], errorCode });
  if (body.isCheckoutPage !== true && body.isCheckoutPage !== 'true') add('isCheckoutPage', 'invalidIsCheckoutPage');
  if (!sortOf(body.sortProperties)) add('sortProperties', 'invalidSortProperties');
  if (!isBool(body.validateContactInfo)) add('validateContactInfo', 'invalidValidateContactInfo');
  if (!isBool(body.useShippingAddress)) add('useShippingAddress', 'invalidUseShippingAddress');
  return out;
}

/** A state-changing checkout call: the 409 of a missing or stale `_dynSessConf` first, then howMany, start and Is-Furniture. */
export function checkoutChanging(handler: (c: Context, body: Record<string, unknown>) => Response | Promise<Response>): (c: Context) => Promise<Response> {
  return stateChanging((c, body) => {
    const problems = pagingProblems(c, body);
    return problems.length ? formErrors(c, problems) : handler(c, body);
  });
}

/** A checkout GET (checkout details): howMany, start (query) and Is-Furniture. */
export function checkoutRead(handler: (c: Context) => Response | Promise<Response>): (c: Context) => Promise<Response> {
  return async (c) => {
    const problems = pagingProblems(c, c.req.query());
    return problems.length ? formErrors(c, problems) : handler(c);
  };
}
