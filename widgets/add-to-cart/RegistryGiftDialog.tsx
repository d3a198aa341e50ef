/**
 * The registry-gift-card dialog (storefront spec section 2 lists it among the product page's modals), a lazy
 * chunk: only a shopper who came from a registry and adds a gift card sees it. It asks whether the gift card is
 * a gift for that registry (then the gift-card call carries the registry's encryptedRegistryId, spec section 3)
 * or for someone else (then it does not). Closing it adds nothing.
 */
import { useId, type ReactNode } from 'react';
import { fill, Button, Dialog } from '../../src/runtime';
import { registryGiftMessages } from './registryGiftMessages';

// Nothing here imports messages.ts as a value: the build would split it into a chunk of its own that the entry
// then loads too.
export function RegistryGiftDialog({ name, onAnswer, onClose, closeLabel }: { name: string; onAnswer: (forRegistry: boolean) => void; onClose: () => void; closeLabel: string }): ReactNode {
  const m = registryGiftMessages();
  const descId = useId();
  const who = { name: name || m.registrant };
  return (
    <Dialog open onClose={onClose} title={m.registryTitle} closeLabel={closeLabel} describedBy={descId}>
      <p id={descId} className="sw-atc__info">
        {fill(m.registryQuestion, who)}
      </p>
      <div className="sw-atc-added__actions">
        <Button onClick={() => onAnswer(true)}>{fill(m.registryYes, who)}</Button>
        <Button variant="secondary" onClick={() => onAnswer(false)}>
          {m.registryNo}
        </Button>
      </div>
    </Dialog>
  );
}
