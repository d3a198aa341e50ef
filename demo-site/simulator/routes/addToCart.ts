/**
 * Add to cart (storefront spec sections 3 and 7): the product, gift-card and registry variants, writing into
 * the session's cart (`session.cart.items`, which the cart summary reads), and the user lists / registry
 * calls (get, create, add). Every rule failure is a form error the ATG way: HTTP 200 with formError and
 * formExceptions by propertyPath. Paths are written here literally, as the spec's contract.
 */
import type { Context, Hono } from 'hono';
import { effectivePrice, findProduct, findSku, findStore, inventoryFor, type Product, type Sku } from '../../data';
import { onlineStockOf } from '../../data/skuExtras';
import type { RouteModule } from '../types';
import { formErrors, getSession, stateChanging, type CartLine, type FormException, type Session } from '../session';
import { isEmail } from '../../../src/validation/email';
import { cleanListName } from '../../../src/validation/listName';
import { DEMO_REGISTRY, setRegistry } from './checkout';

const PURCHASE = '/rest/model/atg/commerce/order/purchase/CartModifierActor';
export const ADD_TO_CART_PATHS = {
  addItem: `${PURCHASE}/addItemToOrder`,
  addGiftCard: `${PURCHASE}/addGiftCardToOrder`,
  addRegistryItem: `${PURCHASE}/addRegistryItemToOrder`,
  userLists: '/rest/model/atg/commerce/gifts/GiftlistActor/userLists',
  createList: '/rest/model/atg/commerce/gifts/GiftlistActor/createList',
  addItemToList: '/rest/model/atg/commerce/gifts/GiftlistActor/addItemToList',
} as const;

export const MAX_LINE_QUANTITY = 999;
export const GIFT_MESSAGE_MAX = 500;

export const ADD_TO_CART_MESSAGES = {
  quantity: 'Please enter a quantity.',
  store: 'Please select a store to continue.',
  option: (name: string) => `Please select a ${name}.`,
  unknownSku: 'This item is no longer available.',
  soldOut: "We're sorry, this item is currently sold out online.",
  discontinued: 'This item has been discontinued and is no longer available.',
  onlyLeft: (n: number) => `Only ${n} left in stock. Please enter a quantity of ${n} or less.`,
  maxLine: `You can order up to ${MAX_LINE_QUANTITY} of an item.`,
  storeOnly: 'This item is available for in-store purchase and pickup only.',
  notAtStore: (store: string) => `This item is not available for pickup at ${store}. Please choose another store or ship it.`,
  notPickup: 'This item cannot be picked up in a store.',
  personalization: 'Personalization may use letters and spaces only: up to 18 for the name and 12 after it.',
  notPersonalizable: 'This item cannot be personalized.',
  amount: (min: number, max: number) => `Please enter an amount from $${min.toFixed(2)} to $${max.toFixed(2)}.`,
  recipientName: "Please enter the recipient's name.",
  recipientEmail: "Please enter the recipient's email address.",
  email: 'Please enter a valid email address.',
  senderName: 'Please enter your name.',
  message: `Please keep your message to ${GIFT_MESSAGE_MAX} characters.`,
  notGiftCard: 'This item is not a gift card.',
  giftCardCall: 'Gift cards are added with their amount and recipient.',
  listName: 'Please enter a list name.',
  signIn: 'Please sign in to use your lists.',
  noList: 'Please choose a list.',
  noRegistry: 'We could not find this registry. Please add the gift card without it.',
};
const M = ADD_TO_CART_MESSAGES;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const round = (n: number): number => Math.round(n * 100) / 100;

/** Quantity as sent: a whole number 1-999 (a string is accepted, '15+' and '0' are not). */
function quantityOf(v: unknown): number | null {
  const s = str(v);
  if (!/^\d{1,3}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= MAX_LINE_QUANTITY ? n : null;
}

interface Checked {
  sku: Sku;
  product: Product;
  quantity: number;
  locationId: string | null;
}

/** The checks every variant shares: SKU, product, quantity, stock, store, personalization. */
function checkItem(session: Session, body: Record<string, unknown>, errors: FormException[]): Checked | null {
  const skuId = str(body.catalogRefId);
  const product = findProduct(str(body.productId));
  if (!skuId) {
    errors.push({ propertyPath: 'catalogRefId', localizedMessage: M.option(product?.optionName ?? 'option'), errorCode: 'missingRequiredValue' });
    return null;
  }
  const sku = findSku(skuId);
  if (!sku || (product && sku.productId !== product.id)) {
    errors.push({ propertyPath: 'catalogRefId', localizedMessage: M.unknownSku, errorCode: 'invalidSku' });
    return null;
  }
  const p = product ?? findProduct(sku.productId)!;
  const quantity = quantityOf(body.quantity);
  if (quantity === null) errors.push({ propertyPath: 'quantity', localizedMessage: M.quantity, errorCode: 'invalidQuantity' });
  if (sku.status === 'DISCONTINUED') errors.push({ localizedMessage: M.discontinued, errorCode: 'discontinued' });
  const locationId = str(body.locationId) || null;
  if (sku.storeOnly && !locationId) errors.push({ propertyPath: 'locationId', localizedMessage: M.store, errorCode: 'storeRequired' });
  if (locationId) {
    const store = findStore(locationId);
    const inv = store && inventoryFor(store.id, sku.id);
    if (!store || !inv) errors.push({ propertyPath: 'locationId', localizedMessage: M.store, errorCode: 'invalidStore' });
    else if (!inv.isInStorePickupEligible) errors.push({ propertyPath: 'locationId', localizedMessage: M.notPickup, errorCode: 'notEligible' });
    else if (inv.stockLevel === 'Unavailable' || (quantity !== null && inv.quantity < quantity))
      errors.push({ propertyPath: 'locationId', localizedMessage: M.notAtStore(store.name), errorCode: 'noStoreStock' });
  } else if (sku.status === 'SOLD_OUT') {
    errors.push({ localizedMessage: M.soldOut, errorCode: 'soldOut' });
  } else if (quantity !== null && sku.status !== 'DISCONTINUED') {
    const stock = onlineStockOf(sku);
    const inCart = session.cart.items.filter((l) => l.catalogRefId === sku.id && !l.instorePickUpOpted).reduce((n, l) => n + l.quantity, 0);
    if (inCart + quantity > stock.quantity) errors.push({ propertyPath: 'quantity', localizedMessage: M.onlyLeft(Math.max(0, stock.quantity - inCart)), errorCode: 'insufficientStock' });
  }
  const personalized = body.personalized === true || body.personalized === 'true';
  const custom = typeof body.customMessage === 'string' ? body.customMessage : '';
  if (personalized || custom) {
    if (!sku.persEnabled) errors.push({ propertyPath: 'customMessage', localizedMessage: M.notPersonalizable, errorCode: 'notPersonalizable' });
    else {
      const [prefix = '', postfix = ''] = custom.split('|');
      if (!/^[A-Za-z ]{0,18}$/.test(prefix) || !/^[A-Za-z ]{0,12}$/.test(postfix) || !(prefix.trim() || postfix.trim()) || custom.split('|').length > 2)
        errors.push({ propertyPath: 'customMessage', localizedMessage: M.personalization, errorCode: 'invalidPersonalization' });
    }
  }
  if (quantity === null) return null;
  const inCartTotal = session.cart.items.filter((l) => l.catalogRefId === sku.id).reduce((n, l) => n + l.quantity, 0);
  if (inCartTotal + quantity > MAX_LINE_QUANTITY) errors.push({ propertyPath: 'quantity', localizedMessage: M.maxLine, errorCode: 'maxQuantity' });
  return { sku, product: p, quantity, locationId };
}

/** The order as the add-to-cart answer carries it (spec section 3, "Add-to-cart response"). */
function orderJson(session: Session) {
  const gsa = session.profile.gsaUser;
  const commerceItems = session.cart.items.map((l) => {
    const sku = findSku(l.catalogRefId)!;
    const product = findProduct(sku.productId)!;
    const unit = typeof l.amount === 'number' ? l.amount : effectivePrice(sku, gsa);
    return {
      id: l.commerceItemId,
      commerceItemId: l.commerceItemId,
      productId: l.productId,
      catalogRefId: l.catalogRefId,
      quantity: l.quantity,
      skuDisplayName: sku.displayName,
      imageURL: sku.imageURL,
      instorePickUpOpted: l.instorePickUpOpted === true,
      locationId: l.locationId ?? null,
      storeOnly: sku.storeOnly,
      priceInfo: { listPrice: typeof l.amount === 'number' ? l.amount : sku.listPrice, amount: round(unit * l.quantity), unitPrice: unit },
      gaEventData: { id: product.id, name: product.name, variant: sku.option?.value ?? '', category: product.categoryId, price: unit, quantity: l.quantity },
    };
  });
  return {
    id: session.cart.orderId,
    totalCommerceItemCount: session.cart.items.reduce((n, l) => n + l.quantity, 0),
    commerceItems,
  };
}

function answer(c: Context, session: Session, added: CartLine) {
  return c.json({ order: orderJson(session), encryptedOrderId: session.cart.encryptedOrderId, addedCommerceItemId: added.commerceItemId });
}

let counter = 0;
const newLineId = () => `ci${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Adds (or merges into an equal line) and returns the line. */
type NewLine = { productId: string; catalogRefId: string; quantity: number; [key: string]: unknown };

function addLine(session: Session, line: NewLine, merge: boolean): CartLine {
  const same = merge
    ? session.cart.items.find(
        (l) => l.catalogRefId === line.catalogRefId && (l.locationId ?? null) === (line.locationId ?? null) && (l.customMessage ?? '') === (line.customMessage ?? '') && l.amount === undefined,
      )
    : undefined;
  if (same) {
    same.quantity += line.quantity;
    return same;
  }
  const added: CartLine = { commerceItemId: newLineId(), ...line };
  session.cart.items.push(added);
  return added;
}

function addProduct(c: Context, body: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const session = getSession(c);
  const errors: FormException[] = [];
  const item = checkItem(session, body, errors);
  if (item && item.product.giftCard) errors.push({ propertyPath: 'catalogRefId', localizedMessage: M.giftCardCall, errorCode: 'giftCard' });
  if (errors.length || !item) return formErrors(c, errors);
  const custom = typeof body.customMessage === 'string' ? body.customMessage : '';
  const line = addLine(
    session,
    {
      productId: item.product.id,
      catalogRefId: item.sku.id,
      quantity: item.quantity,
      instorePickUpOpted: !!item.locationId,
      locationId: item.locationId,
      ...(custom && { customMessage: custom }),
      ...extra,
    },
    true,
  );
  return answer(c, session, line);
}

function addGiftCard(c: Context, body: Record<string, unknown>) {
  const session = getSession(c);
  const errors: FormException[] = [];
  const item = checkItem(session, body, errors);
  const gc = item?.product.giftCard;
  if (item && !gc) errors.push({ propertyPath: 'catalogRefId', localizedMessage: M.notGiftCard, errorCode: 'notGiftCard' });
  if (item && gc) {
    const amount = Number(str(body.amount));
    if (!Number.isFinite(amount) || !(gc.amounts.includes(amount) || (amount >= gc.customAmount.min && amount <= gc.customAmount.max)) || Math.round(amount * 100) !== amount * 100)
      errors.push({ propertyPath: 'amount', localizedMessage: M.amount(gc.customAmount.min, gc.customAmount.max), errorCode: 'invalidAmount' });
    if (!str(body.recipientName)) errors.push({ propertyPath: 'recipientName', localizedMessage: M.recipientName, errorCode: 'missingRequiredValue' });
    if (!str(body.senderName)) errors.push({ propertyPath: 'senderName', localizedMessage: M.senderName, errorCode: 'missingRequiredValue' });
    const email = str(body.recipientEmail);
    if (item.sku.skuType === 'eGiftcard' && !email) errors.push({ propertyPath: 'recipientEmail', localizedMessage: M.recipientEmail, errorCode: 'missingRequiredValue' });
    else if (email && !isEmail(email)) errors.push({ propertyPath: 'recipientEmail', localizedMessage: M.email, errorCode: 'invalidEmail' });
    const message = typeof body.personalization === 'string' ? body.personalization : '';
    if (message.length > GIFT_MESSAGE_MAX) errors.push({ propertyPath: 'personalization', localizedMessage: M.message, errorCode: 'tooLong' });
  }
  // A gift card for a registry (the registry-gift-card dialog's Yes): the demo knows one registry.
  const registryId = str(body.encryptedRegistryId);
  if (registryId && registryId !== DEMO_REGISTRY.encryptedId) errors.push({ propertyPath: 'encryptedRegistryId', localizedMessage: M.noRegistry, errorCode: 'invalidRegistry' });
  if (errors.length || !item) return formErrors(c, errors);
  // The order now holds a registry gift: checkout may ship to the registry's address.
  if (registryId) {
    setRegistry(session, DEMO_REGISTRY);
    session.cart.registryOrder = true;
  }
  const line = addLine(
    session,
    {
      productId: item.product.id,
      catalogRefId: item.sku.id,
      quantity: item.quantity,
      instorePickUpOpted: false,
      locationId: null,
      amount: Number(str(body.amount)),
      giftCard: {
        recipientName: str(body.recipientName),
        recipientEmail: str(body.recipientEmail),
        senderName: str(body.senderName),
        design: str(body.design) || item.sku.design,
        commerceItemType: str(body.commerceItemType),
      },
      ...(registryId && { encryptedRegistryId: registryId }),
    },
    false,
  );
  return answer(c, session, line);
}

/** The registry variant: `items` ([{ catalogRefId, productId, quantity }]) or the product fields, source AddedToCart. */
function addRegistryItem(c: Context, body: Record<string, unknown>) {
  const first = Array.isArray(body.items) && body.items[0] && typeof body.items[0] === 'object' ? (body.items[0] as Record<string, unknown>) : {};
  const merged = { ...body, ...first };
  return addProduct(c, merged, { registry: { encryptedRegistryId: str(body.encryptedRegistryId) || null, source: str(body.source) || 'AddedToCart' } });
}

interface UserList {
  repositoryId: string;
  listName: string;
  type: 'private' | 'public' | 'registry';
  eventName: string;
  isPublished: boolean;
  items: { catalogRefId: string; productId: string; quantity: number }[];
}

function listsOf(session: Session): UserList[] {
  const key = `lists:${session.profile.id}`;
  let lists = session.data[key] as UserList[] | undefined;
  if (!lists) {
    lists = [
      { repositoryId: 'gl1001', listName: 'Classroom Wish List', type: 'private', eventName: '', isPublished: false, items: [] },
      { repositoryId: 'gr2001', listName: 'Back to School Registry', type: 'registry', eventName: 'Back to School', isPublished: true, items: [] },
    ];
    session.data[key] = lists;
  }
  return lists;
}

const listJson = (l: UserList) => ({
  repositoryId: l.repositoryId,
  listName: l.listName,
  type: l.type,
  eventName: l.eventName,
  isPublished: l.isPublished,
  listInfo: { itemCount: l.items.reduce((n, i) => n + i.quantity, 0) },
});

export const addToCartRoutes: RouteModule = (app: Hono) => {
  app.post(ADD_TO_CART_PATHS.addItem, stateChanging(addProduct));
  app.post(ADD_TO_CART_PATHS.addGiftCard, stateChanging(addGiftCard));
  app.post(ADD_TO_CART_PATHS.addRegistryItem, stateChanging(addRegistryItem));

  const signedIn = (s: Session) => s.profile.loginStatus === 'loggedIn';
  app.get(ADD_TO_CART_PATHS.userLists, (c) => {
    const s = getSession(c);
    if (!signedIn(s)) return formErrors(c, [{ localizedMessage: M.signIn, errorCode: 'notSignedIn' }]);
    return c.json({ lists: listsOf(s).map(listJson) });
  });
  app.post(
    ADD_TO_CART_PATHS.createList,
    stateChanging((c, body) => {
      const s = getSession(c);
      if (!signedIn(s)) return formErrors(c, [{ localizedMessage: M.signIn, errorCode: 'notSignedIn' }]);
      const name = cleanListName(str(body.name)).trim();
      if (!name) return formErrors(c, [{ propertyPath: 'name', localizedMessage: M.listName, errorCode: 'missingRequiredValue' }]);
      const list: UserList = { repositoryId: `gl${Date.now().toString(36)}`, listName: name, type: str(body.type) === 'public' ? 'public' : 'private', eventName: '', isPublished: false, items: [] };
      listsOf(s).push(list);
      return c.json({ list: listJson(list), lists: listsOf(s).map(listJson) });
    }),
  );
  app.post(
    ADD_TO_CART_PATHS.addItemToList,
    stateChanging((c, body) => {
      const s = getSession(c);
      if (!signedIn(s)) return formErrors(c, [{ localizedMessage: M.signIn, errorCode: 'notSignedIn' }]);
      const list = listsOf(s).find((l) => l.repositoryId === str(body.giftlistId));
      if (!list) return formErrors(c, [{ propertyPath: 'giftlistId', localizedMessage: M.noList, errorCode: 'unknownList' }]);
      const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
      const errors: FormException[] = [];
      for (const it of items) {
        const sku = findSku(str(it.catalogRefId));
        const q = quantityOf(it.quantity);
        if (!sku) errors.push({ propertyPath: 'catalogRefId', localizedMessage: M.unknownSku });
        else if (q === null) errors.push({ propertyPath: 'quantity', localizedMessage: M.quantity });
        else {
          const same = list.items.find((i) => i.catalogRefId === sku.id);
          if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + q);
          else list.items.push({ catalogRefId: sku.id, productId: sku.productId, quantity: q });
        }
      }
      if (!items.length) errors.push({ propertyPath: 'catalogRefId', localizedMessage: M.unknownSku });
      if (errors.length) return formErrors(c, errors);
      return c.json({ list: listJson(list) });
    }),
  );
};
