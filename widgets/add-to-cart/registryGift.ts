import { readStored } from '../../src/stores';

/** Registry gift data a registry page leaves in session storage (spec section 3, "Gift card selection"). */
export interface RegistryGift {
  encryptedRegistryId: string;
  giftRecipientName: string;
}

export const REGISTRY_GIFT_KEY = 'registryGiftData';

/** The registry gift data in session storage, or null (absent, unreadable or malformed). */
export function readRegistryGift(read: (key: string) => unknown = (key) => readStored(key, 'session')): RegistryGift | null {
  const v = read(REGISTRY_GIFT_KEY) as Partial<RegistryGift> | null;
  if (!v || typeof v !== 'object' || typeof v.encryptedRegistryId !== 'string' || !v.encryptedRegistryId) return null;
  return { encryptedRegistryId: v.encryptedRegistryId, giftRecipientName: typeof v.giftRecipientName === 'string' ? v.giftRecipientName : '' };
}
