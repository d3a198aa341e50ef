/**
 * The submit cycle every auth form shares, as a pure reducer: edit, validate, submit, then the server's
 * verdict. Field errors are keyed by the server's propertyPath; messages without a field are "general".
 */
import type { ApiResult } from '../../src/api';
import type { AuthMessages } from './messages';
import type { FieldErrors } from './validation';

export interface FormState {
  status: 'editing' | 'submitting' | 'done';
  errors: FieldErrors;
  /** Messages not tied to a shown field (server general messages, network failures). */
  general: string[];
  /** errorCodes of the last server rejection (e.g. 'passwordExpired'). */
  codes: string[];
  /** Counts submits that ended with errors (lets the view move focus to the first error each time). */
  attempt: number;
}

export type FormAction =
  | { type: 'submitted' }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'rejected'; errors: FieldErrors; general: string[]; codes: string[] }
  | { type: 'failed'; message: string }
  | { type: 'succeeded' }
  | { type: 'edited'; field: string }
  | { type: 'reset' };

/** What a failed call turns into. */
export type FailureAction = Extract<FormAction, { type: 'rejected' } | { type: 'failed' }>;

export const INITIAL_FORM: FormState = { status: 'editing', errors: {}, general: [], codes: [], attempt: 0 };

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'submitted':
      // A submit while one runs is ignored (double clicks, Enter twice).
      return state.status === 'submitting' ? state : { ...state, status: 'submitting', general: [], codes: [] };
    case 'invalid':
      return { ...state, status: 'editing', errors: action.errors, general: [], codes: [], attempt: state.attempt + 1 };
    case 'rejected':
      return { status: 'editing', errors: action.errors, general: action.general, codes: action.codes, attempt: state.attempt + 1 };
    case 'failed':
      return { ...state, status: 'editing', general: [action.message], codes: [], attempt: state.attempt + 1 };
    case 'succeeded':
      return { ...INITIAL_FORM, status: 'done' };
    case 'edited': {
      if (!state.errors[action.field] && state.status !== 'done') return state;
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, status: state.status === 'done' ? 'editing' : state.status, errors };
    }
    case 'reset':
      return INITIAL_FORM;
  }
}

/**
 * Turns a failed call into the action for the form: form errors on fields the form shows stay at their
 * field, the others become general messages; transport failures become one clear message.
 */
export function failureAction(result: Exclude<ApiResult<unknown>, { ok: true }>, shownFields: readonly string[], m: AuthMessages): FailureAction {
  if (result.kind === 'formError') {
    const errors: FieldErrors = {};
    const general = [...result.messages];
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (shownFields.includes(field)) errors[field] = message;
      else general.push(message);
    }
    if (!Object.keys(errors).length && !general.length) general.push(m.unexpectedError);
    return { type: 'rejected', errors, general, codes: result.exceptions.map((e) => e.errorCode).filter(Boolean) };
  }
  if (result.kind === 'network' || result.kind === 'timeout') return { type: 'failed', message: m.networkError };
  return { type: 'failed', message: m.unexpectedError };
}
