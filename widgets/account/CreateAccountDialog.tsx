import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { track } from '../../src/events';
import { $session, signedIn } from '../../src/stores';
import { Button, Checkbox, Dialog, Select, TextField, type TextFieldProps } from '../../src/ui';
import { contractedContinue, createAccount, createContractedUser, type Call, type CreateAccountInput } from './api';
import { failureAction, formReducer, INITIAL_FORM } from './formModel';
import { GeneralErrors } from './GeneralErrors';
import type { AuthMessages } from './messages';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { EMAIL_MAX } from '../../src/validation/email';
import { LIMITS } from '../../src/validation/limits';
import { NAME_MAX } from '../../src/validation/name';
import { emailError, formatPhone, hasErrors, validateCreateAccount } from './validation';

export interface CreateAccountDialogProps {
  open: boolean;
  m: AuthMessages;
  /** Start on the government (contracted) registration path. */
  contracted?: boolean;
  onClose: () => void;
  onSignIn: () => void;
  onSignedIn: () => void;
  call?: Call;
}

const FIELDS = ['email', 'firstName', 'lastName', 'password', 'confirmPassword', 'phoneNumber', 'postalCode', 'userShopFor', 'termsAccepted'] as const;

/**
 * The create-account dialog, with the spec's fields and rules. The contracted (GSA) path first checks the
 * government email (contracted registration continue), then asks for the rest without phone and zip.
 */
export function CreateAccountDialog(props: CreateAccountDialogProps) {
  const { open, m, onClose } = props;
  const [contracted, setContracted] = useState(!!props.contracted);
  useEffect(() => {
    if (open) {
      setContracted(!!props.contracted);
      track('registerStart', { contracted: !!props.contracted });
    }
  }, [open, props.contracted]);
  return (
    <Dialog open={open} onClose={onClose} title={contracted ? m.contractedTitle : m.createAccountTitle} closeLabel={m.close} className="sw-auth">
      <CreateAccountForm key={contracted ? 'contracted' : 'standard'} {...props} contracted={contracted} onSwitch={() => setContracted((c) => !c)} />
    </Dialog>
  );
}

type Values = Omit<CreateAccountInput, 'userShopFor'> & { userShopFor: CreateAccountInput['userShopFor'] };

const EMPTY: Values = {
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  postalCode: '',
  emailOptIn: false,
  staySignedIn: false,
  termsAccepted: false,
  userShopFor: 'all',
};

function CreateAccountForm({ m, contracted = false, onSignIn, onSignedIn, onSwitch, call }: CreateAccountDialogProps & { onSwitch: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [form, dispatch] = useReducer(formReducer, INITIAL_FORM);
  // The contracted path starts with the government email only.
  const [emailChecked, setEmailChecked] = useState(!contracted);
  const focus = useFirstErrorFocus(form, FIELDS);
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    dispatch({ type: 'edited', field });
  };
  const busy = form.status === 'submitting';
  type TextKey = 'email' | 'firstName' | 'lastName' | 'password' | 'confirmPassword' | 'phoneNumber' | 'postalCode';
  /** A text field bound to its value, its error and the first-error focus. */
  const text = (name: TextKey, label: string, extra: Omit<TextFieldProps, 'label'> = {}, map = (v: string) => v) => (
    <TextField ref={focus.field(name)} label={label} value={values[name]} error={form.errors[name]} onChange={(e) => set(name, map(e.target.value))} {...extra} />
  );

  async function checkEmail(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const err = emailError(values.email, m);
    if (err) return dispatch({ type: 'invalid', errors: { email: err } });
    dispatch({ type: 'submitted' });
    const r = await contractedContinue(values.email, call);
    if (!r.ok) return dispatch(failureAction(r, ['email'], m));
    dispatch({ type: 'succeeded' });
    setEmailChecked(true);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const errors = validateCreateAccount(values, m, contracted);
    if (hasErrors(errors)) return dispatch({ type: 'invalid', errors });
    dispatch({ type: 'submitted' });
    const sessionRestored = $session.get().info?.profile.loginStatus === 'recognized';
    const r = contracted ? await createContractedUser(values, sessionRestored, call) : await createAccount(values, call);
    if (!r.ok) return dispatch(failureAction(r, FIELDS, m));
    dispatch({ type: 'succeeded' });
    onSignedIn();
    // Without session info (the spec shows no answer beyond validation errors) signedIn() reads it afresh.
    const info = r.data.sessionInfo;
    await signedIn({ tokens: info?.token, sessionInfo: info?.profile ? info : undefined, staySignedIn: values.staySignedIn });
  }

  const switchLink = (
    <p className="sw-auth__switch">
      {contracted ? null : <>{m.contractedPrompt} </>}
      <Button variant="link" onClick={onSwitch}>
        {contracted ? m.standardLink : m.contractedLink}
      </Button>
    </p>
  );

  if (!emailChecked)
    return (
      <form className="sw-auth__form" noValidate onSubmit={checkEmail}>
        <p className="sw-auth__intro">{m.contractedIntro}</p>
        <GeneralErrors messages={form.general} innerRef={focus.general} />
        {text('email', m.contractedEmailLabel, { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX })}
        <div className="sw-auth__actions">
          <Button type="submit" busy={busy}>
            {m.contractedContinue}
          </Button>
        </div>
        {switchLink}
      </form>
    );

  return (
    <form className="sw-auth__form" noValidate onSubmit={submit}>
      <GeneralErrors messages={form.general} innerRef={focus.general} />
      {text('email', contracted ? m.contractedEmailLabel : m.emailLabel, { type: 'email', autoComplete: 'email', readOnly: contracted, maxLength: EMAIL_MAX })}
      <div className="sw-auth__row">
        {text('firstName', m.firstNameLabel, { autoComplete: 'given-name', maxLength: NAME_MAX })}
        {text('lastName', m.lastNameLabel, { autoComplete: 'family-name', maxLength: NAME_MAX })}
      </div>
      {text('password', m.passwordLabel, { type: 'password', autoComplete: 'new-password', hint: m.passwordRulesHint, maxLength: 35 })}
      {text('confirmPassword', m.confirmPasswordLabel, { type: 'password', autoComplete: 'new-password', maxLength: 35 })}
      {!contracted && (
        <div className="sw-auth__row">
          {text('phoneNumber', m.phoneLabel, { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: '(555) 555-5555' }, formatPhone)}
          {text('postalCode', m.postalCodeLabel, { autoComplete: 'postal-code', maxLength: LIMITS.postalCode })}
        </div>
      )}
      <Select
        ref={focus.field('userShopFor')}
        label={m.userShopForLabel}
        value={values.userShopFor}
        error={form.errors.userShopFor}
        onChange={(e) => set('userShopFor', e.target.value as Values['userShopFor'])}
        options={[
          { value: 'all', label: m.userShopForAll },
          { value: 'classroom', label: m.userShopForClassroom },
          { value: 'home', label: m.userShopForHome },
        ]}
      />
      <Checkbox label={m.emailOptInLabel} checked={values.emailOptIn} onChange={(e) => set('emailOptIn', e.target.checked)} />
      <Checkbox label={m.staySignedInLabel} checked={values.staySignedIn} onChange={(e) => set('staySignedIn', e.target.checked)} />
      <Checkbox ref={focus.field('termsAccepted')} label={m.termsLabel} checked={values.termsAccepted} error={form.errors.termsAccepted} onChange={(e) => set('termsAccepted', e.target.checked)} />
      <div className="sw-auth__actions">
        <Button type="submit" busy={busy}>
          {m.createAccountButton}
        </Button>
      </div>
      <p className="sw-auth__switch">
        {m.haveAccountPrompt}{' '}
        <Button variant="link" onClick={onSignIn}>
          {m.signInLink}
        </Button>
      </p>
      {switchLink}
    </form>
  );
}
