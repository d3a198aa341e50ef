/**
 * Settings that come from the loader's script tag (data-api-base, data-site, data-debug, nonce).
 * Set once by the first island that mounts; read by the api client, stores and events.
 */
/** What the loader's script tag gives every island (a part of src/mount/contract's MountContext). */
export interface ScriptTagSettings {
  /** The loader script's nonce, reused for anything added to the page. */
  nonce: string;
  /** The loader script tag's data-* attributes (apiBase, site, debug). */
  cfg: Record<string, string | undefined>;
}

let debug = false;
let nonce = '';
let tag: Record<string, string | undefined> = {};

/** Records the loader's script-tag settings. */
export function setRuntime(ctx: ScriptTagSettings): void {
  tag = { ...ctx.cfg };
  nonce = ctx.nonce;
  debug = 'debug' in tag && tag.debug !== 'false';
}

export const isDebug = (): boolean => debug;
export const getNonce = (): string => nonce;
/** The script tag's data-* attributes, camelCased. */
export const getScriptSettings = (): Readonly<Record<string, string | undefined>> => tag;
