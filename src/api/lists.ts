/**
 * The user lists calls (storefront spec section 7, User lists / registry: get, create, add an item), once for
 * every widget, through the commerce client. Every function resolves to an outcome; none throws. Not part of the
 * shared runtime (src/runtime.ts): only the widgets that use them load them.
 */
import { array, boolean, nullable, optional, string, type, type Infer } from 'superstruct';
import { notOk, type Failed, type Refused } from './outcome';
import { request } from './pageClient';

const Str = optional(nullable(string()));
const ListStruct = type({ repositoryId: string(), listName: string(), type: Str, eventName: Str, isPublished: optional(nullable(boolean())) });
/** A list or registry of the signed-in shopper. */
export type UserList = Infer<typeof ListStruct>;

export type ListsOutcome = { kind: 'ok'; lists: UserList[] } | Refused | Failed;

/** The signed-in shopper's lists and registries (the get lists call). */
export async function loadLists(signal?: AbortSignal): Promise<ListsOutcome> {
  const r = await request('userLists', { schema: type({ lists: array(ListStruct) }), signal });
  return r.ok ? { kind: 'ok', lists: r.data.lists } : notOk(r);
}

/** Creates a list: name and type, private unless public (the create list call); the list is the only entry of `lists`. */
export async function createList(name: string, isPublic: boolean): Promise<ListsOutcome> {
  const r = await request('createList', { body: { name, type: isPublic ? 'public' : 'private' }, schema: type({ list: ListStruct }) });
  return r.ok ? { kind: 'ok', lists: [r.data.list] } : notOk(r);
}

/** Adds an item to a list or registry (the add item call); the list is the only entry of `lists`. */
export async function addItemToList(giftlistId: string, item: { catalogRefId: string; productId: string; quantity: number }): Promise<ListsOutcome> {
  const r = await request('addItemToList', { body: { giftlistId, items: [item] }, schema: type({ list: ListStruct }) });
  return r.ok ? { kind: 'ok', lists: [r.data.list] } : notOk(r);
}
