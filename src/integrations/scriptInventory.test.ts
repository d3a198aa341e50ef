// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HOST_CONFIG_KEYS } from '../config/hostConfig';
import { SCRIPT_INVENTORY } from './scriptInventory';

describe("the checkout page's script inventory", () => {
  it('names every purpose a script may be added for, and only those', () => {
    const purposes = Object.keys((HOST_CONFIG_KEYS.scriptSources.struct as unknown as { schema: Record<string, unknown> }).schema);
    expect([...new Set(SCRIPT_INVENTORY.map((s) => s.purpose))].sort()).toEqual([...purposes].sort());
  });

  it('says what, why and from where for each, and keeps session replay, recommendations and the form service off the checkout', () => {
    for (const s of SCRIPT_INVENTORY) for (const k of ['what', 'why', 'from'] as const) expect(s[k].length, `${s.what}: ${k}`).toBeGreaterThan(10);
    expect(
      SCRIPT_INVENTORY.filter((s) => s.onCheckout)
        .map((s) => s.purpose)
        .sort(),
    ).toEqual(['chat', 'wallet', 'wallet']);
  });
});
