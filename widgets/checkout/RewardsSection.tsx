import { useId, type ReactNode } from 'react';
import { Button, formatCount, formatPrice } from '../../src/ui';
import { $shopper } from '../../src/stores';
import { useStore } from '../../src/stores/useStore';
import { fill } from './messages';
import { rewardsOf } from './rewards';
import { Section, type SectionProps } from './Section';

/**
 * The rewards (bucks) section (checkout spec sections 2, 6 and 9), for signed-in shoppers with 500 or more
 * points or available bucks (the page checks `showsRewards`): the points and bucks, Apply and Remove; the
 * order summary follows the answer (rewardsPrice).
 */
export function RewardsSection({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  const id = useId();
  const r = rewardsOf(o);
  // The profile's rewards tier (checkout spec section 3, profile fields read), from the session.
  const tier = useStore($shopper).rewardsTier;
  if (!r) return null;
  const applied = r.applied > 0;

  return (
    <Section id={`${id}-title`} title={m.rewardsTitle} done={false} m={m}>
      {tier && <p className="sw-checkout__note">{fill(m.rewardsTier, { tier })}</p>}
      <p>{fill(m.rewardsHave, { points: formatCount(r.points), bucks: formatPrice(r.bucks) })}</p>
      {applied && <p className="sw-checkout__info">{fill(m.rewardsApplied, { bucks: formatPrice(r.applied) })}</p>}
      {r.bucks > 0 || applied ? (
        <Button
          variant="secondary"
          busy={s.wallet.busy === 'rewards'}
          // One wallet call at a time: while another runs, the button says it is unavailable rather than drop the press.
          unavailable={s.wallet.busy !== null}
          onClick={() => dispatch({ type: 'rewardsToggled' })}
        >
          {applied ? m.rewardsRemove : fill(m.rewardsApply, { bucks: formatPrice(r.bucks) })}
        </Button>
      ) : (
        <p className="sw-checkout__note">{m.rewardsNone}</p>
      )}
      {s.wallet.rewardsError && (
        <p role="alert" className="sw-checkout__alert">
          {s.wallet.rewardsError}
        </p>
      )}
    </Section>
  );
}
