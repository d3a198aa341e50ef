/**
 * The list-creation form as a pure reducer (storefront spec sections 4 and 5): the name is cleaned as it is
 * typed or pasted, editing clears its error, an empty name is refused before any call, the list is Private
 * unless made public. A failed call keeps what was typed; a created list clears the form.
 */
import type { ListsOutcome } from '../../src/api/lists';
import { cleanListName } from '../../src/validation/listName';

export interface ListFormState {
  name: string;
  isPublic: boolean;
  /** The name is empty (the spec's message). */
  missing: boolean;
  /** The server's message for the name. */
  nameError: string | null;
  /** The server's other messages. */
  general: string | null;
  /** The last call gave no usable answer. */
  failed: 'timeout' | 'unavailable' | null;
  sending: boolean;
  /** The name of the list just created (null until one is). */
  created: string | null;
  /** Counts submissions that left the name to fix (the view focuses it). */
  fixes: number;
}

export type ListFormAction = { type: 'typed'; value: string } | { type: 'privacy'; isPublic: boolean } | { type: 'submitted' } | { type: 'answered'; result: ListsOutcome };

export const initialListForm: ListFormState = { name: '', isPublic: false, missing: false, nameError: null, general: null, failed: null, sending: false, created: null, fixes: 0 };

const cleared = { missing: false, nameError: null, general: null, failed: null, created: null };

export function listFormReducer(s: ListFormState, a: ListFormAction): ListFormState {
  switch (a.type) {
    case 'typed':
      return s.sending ? s : { ...s, ...cleared, name: cleanListName(a.value) };
    case 'privacy':
      return s.sending ? s : { ...s, isPublic: a.isPublic };
    case 'submitted':
      if (s.sending) return s;
      if (!s.name.trim()) return { ...s, ...cleared, missing: true, fixes: s.fixes + 1 };
      return { ...s, ...cleared, sending: true };
    case 'answered': {
      if (!s.sending) return s;
      const o = a.result;
      const done = { ...s, sending: false };
      if (o.kind === 'ok') return { ...done, name: '', isPublic: false, created: o.lists[0]?.listName ?? s.name.trim() };
      if (o.kind === 'failed') return { ...done, failed: o.timeout ? 'timeout' : 'unavailable' };
      const { name, ...others } = o.fieldErrors;
      const general = [...Object.values(others), ...o.messages].join(' ') || null;
      return { ...done, nameError: name ?? null, general, failed: !name && !general ? 'unavailable' : null, fixes: s.fixes + +!!name };
    }
  }
}
