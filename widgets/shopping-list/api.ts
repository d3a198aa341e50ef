/**
 * The shopping list calls (storefront spec section 7, User lists / registry: get and create; name and type),
 * through the commerce client. Every function resolves to an outcome; none throws.
 */
import { array, boolean, nullable, optional, string, type, type Infer } from 'superstruct';
import { request, type ApiError } from '../../src/api';

const Str = optional(nullable(string()));
const ListStruct = type({ repositoryId: string(), listName: string(), type: Str, eventName: Str, isPublished: optional(nullable(boolean())) });
export type UserList = Infer<typeof ListStruct>;

export type ListsOutcome =
  | { kind: 'ok'; lists: UserList[] }
  /** Form errors: by field (name) and general messages. */
  | { kind: 'formError'; fieldErrors: Record<string, string>; messages: string[] }
  /** No usable answer (timeout, network, server). */
  | { kind: 'failed'; timeout: boolean };

const failed = (r: ApiError): ListsOutcome => (r.kind === 'formError' ? { kind: 'formError', fieldErrors: r.fieldErrors, messages: r.messages } : { kind: 'failed', timeout: r.kind === 'timeout' });

/** The signed-in shopper's lists and registries (the get lists call). */
export async function loadLists(signal?: AbortSignal): Promise<ListsOutcome> {
  const r = await request('userLists', { schema: type({ lists: array(ListStruct) }), signal });
  return r.ok ? { kind: 'ok', lists: r.data.lists } : failed(r);
}

/** Creates a list: name and type, private unless public (the create list call). */
export async function createList(name: string, isPublic: boolean): Promise<ListsOutcome> {
  const r = await request('createList', { body: { name, type: isPublic ? 'public' : 'private' }, schema: type({ list: ListStruct }) });
  return r.ok ? { kind: 'ok', lists: [r.data.list] } : failed(r);
}
