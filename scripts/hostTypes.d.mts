// Types of hostTypes.mjs, for its unit test.
/** A superstruct struct, as far as the generator reads it (any Struct<T, S> fits). */
export interface StructLike {
  type: string;
  schema: unknown;
}

export interface HostTypesWidget {
  name: string;
  props: StructLike;
  openable?: boolean;
  aliases?: Record<string, Record<string, unknown>>;
}

export const API_MODULES: string[];
export function runTsc(root: string, args: string[], cwd?: string): string;
export function apiDeclarations(root: string): string;
export function structToTs(s: StructLike, indent?: string): string;
export function hostTypes(input: { api: string; widgets: HostTypesWidget[]; config: Record<string, StructLike>; version: string }): string;
export function writeHostTypes(root: string, outFile: string, input: { widgets: HostTypesWidget[]; config: Record<string, StructLike>; version: string }): void;
