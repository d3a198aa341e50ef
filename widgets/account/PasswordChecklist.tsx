import type { AuthMessages } from './messages';
import { passwordChecklist, strengthOf, type ChecklistRule, type PasswordStrength } from '../../src/validation/password';

const RULE_TEXT: Record<ChecklistRule, keyof AuthMessages> = {
  minLength: 'ruleMinLength',
  uppercase: 'ruleUppercase',
  lowercase: 'ruleLowercase',
  number: 'ruleNumber',
  special: 'ruleSpecial',
  noSpaces: 'ruleNoSpaces',
};

const STRENGTH_TEXT: Record<PasswordStrength, keyof AuthMessages> = { Strong: 'strengthStrong', Moderate: 'strengthModerate', Poor: 'strengthPoor' };

/** The live checklist of the six rules and the strength meter (6 Strong, 5 Moderate, 2-4 Poor). */
export function PasswordChecklist({ password, m }: { password: string; m: AuthMessages }) {
  const items = passwordChecklist(password);
  const metCount = items.filter((i) => i.met).length;
  const strength = password ? strengthOf(metCount) : null;
  return (
    <div className="sw-auth__checklist">
      <p className="sw-auth__checklist-title">{m.checklistTitle}</p>
      <ul className="sw-auth__rules">
        {items.map(({ rule, met }) => (
          <li key={rule} className={'sw-auth__rule' + (met ? ' sw-auth__rule--met' : '')} data-met={met}>
            <span className="sw-auth__rule-icon" aria-hidden="true">
              {met ? '✓' : '•'}
            </span>
            {m[RULE_TEXT[rule]]}
            <span className="sw-visually-hidden">{` (${met ? m.ruleMet : m.ruleNotMet})`}</span>
          </li>
        ))}
      </ul>
      <div className="sw-auth__strength" data-strength={strength ?? 'none'}>
        <span className="sw-auth__strength-bar" aria-hidden="true">
          <span className="sw-auth__strength-fill" style={{ width: `${strength ? (metCount / 6) * 100 : 0}%` }} />
        </span>
        <span aria-live="polite">
          {m.strengthLabel}: {strength ? m[STRENGTH_TEXT[strength]] : '—'}
        </span>
      </div>
    </div>
  );
}
