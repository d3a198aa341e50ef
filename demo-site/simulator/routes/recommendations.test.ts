// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';

// Written out: the engine stand-in calls this path under the init data's recsInfo.algonomyBaseURL.
const PLACEMENTS = '/rest/recs/placements';

type Placement = { placement_name: string; strategy_message: string; items: { id: string }[]; dyProducts?: { id: string }[]; customTitle?: string };

describe('simulator: recommendation engine placements', () => {
  it('answers each placement type with its items, a product page placement without the product itself', async () => {
    const f = inProcessFetch(createSimulator());
    const r = await f(`${PLACEMENTS}?apiKey=demo-recs-key&sessionId=abc&placements=item_page.rr1|nope&productId=P1002`);
    const body = (await r.json()) as { placements: Placement[] };
    expect(body.placements.map((p) => p.placement_name)).toEqual(['item_page.rr1', 'nope']);
    const [item, nope] = body.placements;
    expect(item!.strategy_message).toBe('You May Also Like');
    expect(item!.items.length).toBeGreaterThan(5);
    expect(item!.items.map((i) => i.id)).not.toContain('P1002');
    expect(nope!.items).toEqual([]);
  });

  it('the added-to-cart placement answers 10 other products, none of them the one added', async () => {
    const f = inProcessFetch(createSimulator());
    const body = (await (await f(`${PLACEMENTS}?apiKey=demo-recs-key&placements=add_to_cart_page.rr1&productId=P1074`)).json()) as { placements: Placement[] };
    const [atc] = body.placements;
    expect(atc!.strategy_message).toBe('Frequently Bought Together');
    const ids = atc!.items.map((i) => i.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(ids).not.toContain('P1074');
  });

  it('a dynamic campaign carries dyProducts with its title styling; a wrong API key is refused', async () => {
    const f = inProcessFetch(createSimulator());
    const body = (await (await f(`${PLACEMENTS}?apiKey=demo-recs-key&placements=home_page.dy1`)).json()) as { placements: Placement[] };
    expect(body.placements[0]).toMatchObject({ customTitle: 'Teacher Picks for Fall', textAlign: 'center' });
    expect(body.placements[0]!.dyProducts!.length).toBeGreaterThan(0);
    expect((await f(`${PLACEMENTS}?apiKey=wrong&placements=home_page.rr1`)).status).toBe(401);
  });
});
