import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, TextField, type TextFieldProps } from '../../src/ui';
import { resetPassword, sendResetCode, verifyResetCode, type Call } from './api';
import { failureAction } from './formModel';
import { forgotReducer, initialForgot, STEP_FIELDS, type ForgotState } from './forgotPasswordModel';
import { GeneralErrors } from './GeneralErrors';
import { fill, type AuthMessages } from './messages';
import { PasswordChecklist } from './PasswordChecklist';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { EMAIL_MAX } from '../../src/validation/email';
import { emailError, validateNewPassword, validateResetCode } from './validation';

export interface ForgotPasswordDialogProps {
  open: boolean;
  m: AuthMessages;
  /** Cancel or close: the dialog resets to step 0. */
  onClose: () => void;
  /** Continue on the success step: back to sign in (with the email). */
  onContinue: (email: string) => void;
  /** The email to start with (from the sign-in dialog). */
  initialEmail?: string;
  call?: Call;
}

/** Forgot password in four steps: email, code, new password (live checklist and strength), success. */
export function ForgotPasswordDialog({ open, m, onClose, onContinue, initialEmail = '', call }: ForgotPasswordDialogProps) {
  const [state, dispatch] = useReducer(forgotReducer, initialForgot());
  const close = () => {
    dispatch({ type: 'reset' });
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={m.forgotTitle} closeLabel={m.close} className="sw-auth">
      <ForgotSteps key={state.step} state={state} dispatch={dispatch} m={m} initialEmail={initialEmail} call={call} onCancel={close} onContinue={() => {
        const email = state.email;
        dispatch({ type: 'reset' });
        onContinue(email);
      }} />
    </Dialog>
  );
}

interface StepProps {
  state: ForgotState;
  dispatch: React.Dispatch<Parameters<typeof forgotReducer>[1]>;
  m: AuthMessages;
  initialEmail: string;
  call?: Call;
  onCancel: () => void;
  onContinue: () => void;
}

function ForgotSteps({ state, dispatch, m, initialEmail, call, onCancel, onContinue }: StepProps) {
  const { step, form } = state;
  const [email, setEmail] = useState(state.email || initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [notice, setNotice] = useState('');
  const focus = useFirstErrorFocus(form, STEP_FIELDS[step]);
  const busy = form.status === 'submitting';
  // Each step's content starts with its intro; focus the first field (the dialog focused step 0 already).
  const firstRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (step > 0) firstRef.current?.focus();
  }, [step]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (step === 0) {
      const err = emailError(email, m);
      if (err) return dispatch({ type: 'invalid', errors: { email: err } });
      dispatch({ type: 'submitted' });
      const r = await sendResetCode(email, call);
      return dispatch(r.ok ? { type: 'stepPassed', email: email.trim() } : failureAction(r, STEP_FIELDS[0], m));
    }
    if (step === 1) {
      const errors = validateResetCode(code, m);
      if (errors.code) return dispatch({ type: 'invalid', errors });
      dispatch({ type: 'submitted' });
      const r = await verifyResetCode(state.email, code, call);
      return dispatch(r.ok ? { type: 'stepPassed', code: code.trim() } : failureAction(r, STEP_FIELDS[1], m));
    }
    const errors = validateNewPassword(password, confirm, m);
    if (Object.keys(errors).length) return dispatch({ type: 'invalid', errors });
    dispatch({ type: 'submitted' });
    const r = await resetPassword({ email: state.email, code: state.code, password, confirmPassword: confirm }, call);
    dispatch(r.ok ? { type: 'stepPassed' } : failureAction(r, STEP_FIELDS[2], m));
  }

  async function resend() {
    setNotice('');
    const r = await sendResetCode(state.email, call);
    if (r.ok) setNotice(m.forgotCodeResent);
    else dispatch(failureAction(r, [], m));
  }

  if (step === 3)
    return (
      <div className="sw-auth__form">
        <div className="sw-alert sw-alert--success" role="status">
          <p className="sw-auth__message">
            <strong>{m.forgotSuccessTitle}</strong>
          </p>
          <p className="sw-auth__message">{m.forgotSuccessText}</p>
        </div>
        <div className="sw-auth__actions">
          <Button ref={(el) => void (firstRef.current = el)} onClick={onContinue}>
            {m.forgotContinue}
          </Button>
        </div>
      </div>
    );

  const setRef = (name: string) => (el: HTMLElement | null) => {
    focus.field(name)(el);
    if (name === STEP_FIELDS[step]![0]) firstRef.current = el;
  };
  /** A field of this step bound to its value, its error and the first-error focus. */
  const field = (name: string, label: string, value: string, setValue: (v: string) => void, extra: Omit<TextFieldProps, 'label'> = {}) => (
    <TextField
      ref={setRef(name)}
      label={label}
      value={value}
      error={form.errors[name]}
      onChange={(e) => {
        setValue(e.target.value);
        dispatch({ type: 'edited', field: name });
      }}
      {...extra}
    />
  );

  return (
    <form className="sw-auth__form" noValidate onSubmit={submit}>
      <p className="sw-auth__intro">{step === 0 ? m.forgotStep0Intro : step === 1 ? fill(m.forgotStep1Intro, { email: state.email }) : m.forgotStep2Intro}</p>
      <GeneralErrors messages={form.general} innerRef={focus.general} />
      {step === 0 && field('email', m.emailLabel, email, setEmail, { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX })}
      {step === 1 && (
        <>
          {field('code', m.codeLabel, code, (v) => setCode(v.replace(/\s/g, '')), { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 12 })}
          <p className="sw-auth__switch">
            <Button variant="link" onClick={resend}>
              {m.forgotResend}
            </Button>
            <span role="status" className="sw-auth__notice">
              {notice}
            </span>
          </p>
        </>
      )}
      {step === 2 && (
        <>
          {field('password', m.newPasswordLabel, password, setPassword, { type: 'password', autoComplete: 'new-password', hint: <PasswordChecklist password={password} m={m} />, maxLength: 35 })}
          {field('confirmPassword', m.confirmNewPasswordLabel, confirm, setConfirm, { type: 'password', autoComplete: 'new-password', maxLength: 35 })}
        </>
      )}
      <div className="sw-auth__actions">
        <Button type="submit" busy={busy}>
          {step === 0 ? m.forgotSendCode : step === 1 ? m.forgotVerify : m.forgotResetButton}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
