/**
 * The list name rule (storefront spec section 5, List name): at most 80 characters; characters outside
 * letters, digits, spaces and ~!@#$%^*()_=+|;:,.'?/- are stripped (as typed and as pasted); empty gives
 * 'Please enter a list name.'.
 */
import { LIMITS } from './limits';

export const LIST_NAME_MAX = LIMITS.listName;

/** The name with the characters outside the allowed set removed, cut to 80. */
export const cleanListName = (value: string): string => value.replace(/[^A-Za-z0-9 ~!@#$%^*()_=+|;:,.'?/-]/g, '').slice(0, LIST_NAME_MAX);

/** Where the caret goes after cleaning: after the kept characters that stood before it. */
export const cleanCaret = (value: string, caret: number): number => cleanListName(value.slice(0, caret)).length;
