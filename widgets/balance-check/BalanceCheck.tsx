import { useId, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useCalls, useIsland, useModel, useOpenRequests } from '../../src/mount';
import { Button, deepActiveElement, Dialog, formatPrice, TextField } from '../../src/ui';
import './BalanceCheck.css';
import { balanceCheckMessages, type BalanceCheckMessages } from './messages';
import { balanceCheckStep, startBalanceCheck, type BalanceCheckCalls } from './model';
import classicImage from './need-help-classic.svg';
import egiftImage from './need-help-egift.svg';
import type { BalanceCheckPropsType } from './schema';
import { balanceNotice, fieldMessage, firstFix, pairInvalid } from './selectors';

// esbuild emits the images as files beside the chunks and gives their path relative to the build: resolve
// it against this module, not the host page.
const asset = (path: string): string => new URL(path, import.meta.url).href;

/**
 * The 'Check Balance' trigger and its dialog. Opened by the trigger or by
 * `StorefrontWidgets.open('balance-check')` (which this island answers when it is on the page, so focus
 * returns to its trigger). The form lives inside the dialog, so every opening starts clean.
 */
// The trigger brings its own background: it stays readable on any host background (a dark footer too).
export function BalanceCheck({ label }: BalanceCheckPropsType): ReactNode {
  const island = useIsland();
  const [open, setOpen] = useState(island?.autoOpen ?? false);
  const m = balanceCheckMessages();
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenRequests('balance-check', () => {
    // Opened by script with nothing focused: the dialog returns focus to this trigger when it closes.
    const active = deepActiveElement();
    if (!active || active === document.body) trigger.current?.focus();
    setOpen(true);
  });
  const close = () => {
    setOpen(false);
    island?.dispose();
  };
  return (
    <>
      {!island?.autoOpen && (
        <Button ref={trigger} variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {label || m.title}
        </Button>
      )}
      <Dialog open={open} onClose={close} title={m.title} closeLabel={m.close}>
        <BalanceForm m={m} />
      </Dialog>
    </>
  );
}

function BalanceForm({ m }: { m: BalanceCheckMessages }) {
  // The form unmounts with the dialog: that stops the model and aborts a check on its way.
  const calls = useCalls<BalanceCheckCalls>();
  const [s, dispatch] = useModel(balanceCheckStep, startBalanceCheck, () => ({ request: calls }));
  const numberRef = useRef<HTMLInputElement>(null);
  const authRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const noticeId = `${id}-notice`;
  const helpId = `${id}-help`;

  // After a submission that left fields to fix, focus the first one (in the same commit as the messages).
  const focusFirstFix = useEffectEvent(() => (firstFix(s) === 'auth' ? authRef : numberRef).current?.focus());
  useLayoutEffect(() => {
    if (s.fixes) focusFirstFix();
  }, [s.fixes]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submitted' });
  };

  const notice = balanceNotice(s, m);
  const marked = pairInvalid(s);

  return (
    <form className="sw-bc" noValidate onSubmit={submit}>
      {notice && (
        <p id={noticeId} className="sw-bc__notice" role="alert">
          {notice}
        </p>
      )}
      {(['number', 'auth'] as const).map((k) => (
        <TextField
          key={k}
          ref={k === 'number' ? numberRef : authRef}
          label={m[`${k}Label`]}
          hint={m[`${k}Hint`]}
          value={s[k]}
          onChange={(e) => dispatch({ type: `${k}Typed`, value: e.target.value })}
          error={fieldMessage(s, k, m)}
          aria-required="true"
          inputMode="numeric"
          autoComplete="off"
          private
          spellCheck={false}
          readOnly={s.checking}
          {...(marked && { 'aria-invalid': true, 'aria-describedby': noticeId })}
        />
      ))}
      <div className="sw-bc__help">
        <Button variant="link" aria-expanded={s.help} aria-controls={helpId} onClick={() => dispatch({ type: 'helpToggled' })}>
          {m.needHelp}
        </Button>
        <div id={helpId} className="sw-bc__images" hidden={!s.help}>
          {s.help && (
            <>
              <figure>
                <img src={asset(classicImage)} alt={m.classicAlt} width="320" height="200" />
                <figcaption>{m.classicTitle}</figcaption>
              </figure>
              <figure>
                <img src={asset(egiftImage)} alt={m.egiftAlt} width="320" height="200" />
                <figcaption>{m.egiftTitle}</figcaption>
              </figure>
            </>
          )}
        </div>
      </div>
      <div className="sw-bc__result" role="status">
        {s.checking ? (
          <span className="sw-visually-hidden">{m.checking}</span>
        ) : (
          s.outcome?.kind === 'balance' && (
            <>
              {m.balance} <strong>{formatPrice(s.outcome.balance)}</strong>
            </>
          )
        )}
      </div>
      <Button type="submit" busy={s.checking}>
        {m.submit}
      </Button>
    </form>
  );
}
