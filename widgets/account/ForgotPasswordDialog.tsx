import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { Button, Dialog, TextField, type TextFieldProps } from '../../src/ui';
import { forgotStep, startForgot, type AccountCalls, type ForgotEvent, type ForgotModel } from './model';
import { STEP_FIELDS } from './forgotPasswordModel';
import { GeneralErrors } from './GeneralErrors';
import { fill, type AuthMessages } from './messages';
import { PasswordChecklist } from './PasswordChecklist';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { EMAIL_MAX } from '../../src/validation/email';

export interface ForgotPasswordDialogProps {
  open: boolean;
  m: AuthMessages;
  /** Cancel or close: the dialog resets to step 0. */
  onClose: () => void;
  /** Continue on the success step: back to sign in (with the email). */
  onContinue: (email: string) => void;
  /** The email to start with (from the sign-in dialog). */
  initialEmail?: string;
}

/** Forgot password in four steps: email, code, new password (live checklist and strength), success. */
export function ForgotPasswordDialog(props: ForgotPasswordDialogProps) {
  // Its model lives while the dialog is open: Cancel, close or Continue start the next opening at step 0.
  return props.open ? <ForgotPassword {...props} /> : null;
}

function ForgotPassword({ m, onClose, onContinue, initialEmail = '' }: ForgotPasswordDialogProps) {
  const calls = useCalls<AccountCalls>();
  const [state, dispatch] = useModel(
    forgotStep,
    () => startForgot(m),
    () => ({ request: calls }),
  );
  return (
    <Dialog open onClose={onClose} title={m.forgotTitle} closeLabel={m.close} className="sw-auth">
      <ForgotSteps key={state.step} state={state} dispatch={dispatch} m={m} initialEmail={initialEmail} onCancel={onClose} onContinue={() => onContinue(state.email)} />
    </Dialog>
  );
}

interface StepProps {
  state: ForgotModel;
  dispatch: (e: ForgotEvent) => void;
  m: AuthMessages;
  initialEmail: string;
  onCancel: () => void;
  onContinue: () => void;
}

function ForgotSteps({ state, dispatch, m, initialEmail, onCancel, onContinue }: StepProps) {
  const { step, form, notice } = state;
  const [email, setEmail] = useState(state.email || initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const focus = useFirstErrorFocus(form, STEP_FIELDS[step]);
  const busy = form.status === 'submitting';
  // Each step's content starts with its intro; focus the first field (the dialog focused step 0 already).
  const firstRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (step > 0) firstRef.current?.focus();
  }, [step]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submit', values: { email, code, password, confirmPassword: confirm } });
  };

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
            <Button variant="link" onClick={() => dispatch({ type: 'resend' })}>
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
