/**
 * The forgot-password dialog's steps (checkout spec section 4), pure:
 *   0 enter email -> 1 enter code -> 2 new password -> 3 success (Continue goes to sign in).
 * A step advances only when the server reports no form error; Cancel or close resets to step 0.
 */
import { formReducer, INITIAL_FORM, type FormAction, type FormState } from './formModel';

export type ForgotStep = 0 | 1 | 2 | 3;

export interface ForgotState {
  step: ForgotStep;
  /** The email the code was sent to (kept from step 0). */
  email: string;
  /** The verified code (kept from step 1, sent with the reset). */
  code: string;
  form: FormState;
}

export type ForgotAction =
  | Exclude<FormAction, { type: 'succeeded' } | { type: 'reset' }>
  /** The server accepted the current step; carries what the next steps need. */
  | { type: 'stepPassed'; email?: string; code?: string }
  /** Cancel, close, or Continue on the success step. */
  | { type: 'reset' };

export const initialForgot = (email = ''): ForgotState => ({ step: 0, email, code: '', form: INITIAL_FORM });

/** The fields each step shows (server errors on other fields become general messages). */
export const STEP_FIELDS: Record<ForgotStep, readonly string[]> = {
  0: ['email'],
  1: ['code'],
  2: ['password', 'confirmPassword'],
  3: [],
};

export function forgotReducer(state: ForgotState, action: ForgotAction): ForgotState {
  switch (action.type) {
    case 'stepPassed': {
      if (state.form.status !== 'submitting' || state.step === 3) return state;
      const step = (state.step + 1) as ForgotStep;
      return {
        step,
        email: state.step === 0 ? (action.email ?? state.email) : state.email,
        code: state.step === 1 ? (action.code ?? state.code) : state.code,
        form: INITIAL_FORM,
      };
    }
    case 'reset':
      return initialForgot();
    default:
      return { ...state, form: formReducer(state.form, action) };
  }
}
