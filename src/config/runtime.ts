/**
 * Settings that come from the loader's script tag (data-api-base, data-site, data-debug, nonce).
 * Set once by the first island that mounts; read by the api client, stores and events.
 */
import type { MountContext } from '../mount/contract';

let debug = false;
let nonce = '';
let tag: Record<string, string | undefined> = {};

/** Records the loader's script-tag settings. */
export function setRuntime(ctx: Pick<MountContext, 'nonce' | 'cfg'>): void {
  tag = { ...ctx.cfg };
  nonce = ctx.nonce;
  debug = 'debug' in tag && tag.debug !== 'false';
}

export const isDebug = (): boolean => debug;
export const getNonce = (): string => nonce;
/** The script tag's data-* attributes, camelCased. */
export const getScriptSettings = (): Readonly<Record<string, string | undefined>> => tag;
