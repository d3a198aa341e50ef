/** What the share dialog shows, from its state and its text. */
import type { ShareProductMessages } from './messages';
import type { ShareState } from './model';

/** A field's message: the rules' problem first, else the server's message (undefined: none). */
export const fieldError = (s: ShareState, m: ShareProductMessages, field: string): string | undefined => (s.problems[field] ? m[s.problems[field]] : s.serverErrors[field]);

/** The alert above the form: the server's general message, else the failure's (null: none). */
export const formAlert = (s: ShareState, m: ShareProductMessages): string | null => s.general ?? (s.failed && m[s.failed]);

/** Recipients are numbered and removable once there are two or more. */
export const manyRecipients = (s: ShareState): boolean => s.form.to.length > 1;
