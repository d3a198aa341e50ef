import { useState, type FormEvent } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { Button, Checkbox, Dialog, Select, TextField, type TextFieldProps } from '../../src/ui';
import { CREATE_FIELDS, createStep, startCreate, type AccountCalls, type CreateAccountInput, type CreateEvent, type CreateState } from './model';
import { GeneralErrors } from './GeneralErrors';
import type { AuthMessages } from './messages';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { EMAIL_MAX } from '../../src/validation/email';
import { LIMITS } from '../../src/validation/limits';
import { NAME_MAX } from '../../src/validation/name';
import { formatPhone } from './validation';

export interface CreateAccountDialogProps {
  open: boolean;
  m: AuthMessages;
  /** Start on the government (contracted) registration path. */
  contracted?: boolean;
  onClose: () => void;
  onSignIn: () => void;
  onSignedIn: () => void;
}

/**
 * The create-account dialog, with the spec's fields and rules. The contracted (GSA) path first checks the
 * government email (contracted registration continue), then asks for the rest without phone and zip.
 */
export function CreateAccountDialog(props: CreateAccountDialogProps) {
  // Its model lives while the dialog is open: each opening starts on the path asked for, and tracks 'registerStart'.
  return props.open ? <CreateAccount {...props} /> : null;
}

function CreateAccount(props: CreateAccountDialogProps) {
  const { m, onClose } = props;
  const calls = useCalls<AccountCalls>();
  const [s, dispatch] = useModel(
    createStep,
    () => startCreate(m, !!props.contracted),
    () => ({ request: { ...calls, done: props.onSignedIn } }),
  );
  return (
    <Dialog open onClose={onClose} title={s.contracted ? m.contractedTitle : m.createAccountTitle} closeLabel={m.close} className="sw-auth">
      <CreateAccountForm key={s.contracted ? 'contracted' : 'standard'} {...props} s={s} dispatch={dispatch} />
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

function CreateAccountForm({ m, onSignIn, s, dispatch }: CreateAccountDialogProps & { s: CreateState; dispatch: (e: CreateEvent) => void }) {
  const { form, contracted, emailChecked } = s;
  const [values, setValues] = useState<Values>(EMPTY);
  const focus = useFirstErrorFocus(form, CREATE_FIELDS);
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

  const checkEmail = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'checkEmail', email: values.email });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submit', values });
  };

  const switchLink = (
    <p className="sw-auth__switch">
      {contracted ? null : <>{m.contractedPrompt} </>}
      <Button variant="link" onClick={() => dispatch({ type: 'switched' })}>
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
