/**
 * Header endpoints of the simulator: the account flyout's rewards and the live-chat status.
 *
 * Rewards come from the signed-in account's demo data (teacher@example.com has 1,250 points). The
 * rewards service can be switched "down" (answers the spec's API_DOWN error, storefront spec section 8)
 * and the chat forced online or offline -- with `{ test: true }` through /rest/__test/rewards and
 * /rest/__test/chat, and in the demo through the options `rewardsDown` and `chatOnline`.
 * Without an override the chat is online during customer-service hours (Mon-Fri 5 am-6 pm PT).
 */
import type { Context, Hono } from 'hono';
import { PATHS } from '../paths';
import { findAccount, findContentPage, findContentTree, footerContent, headerContent } from '../../data';
import type { RouteModule, SimulatorOptions } from '../types';
import { getSession, readBody } from '../session';

export const REWARDS_DOWN_MESSAGE = 'We are unable to show your rewards points right now. Please check back later.';
export const REWARDS_MARKETING = ['Earn 3x points on classroom furniture through Sunday.', 'Redeem 500 points for a $5 Rewards certificate.'];

/** Whether customer service is open at a moment: Mon-Fri 5 am-6 pm Pacific time. */
export function chatHoursOpen(at: Date = new Date()): boolean {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', weekday: 'short', hour: 'numeric', hour12: false }).formatToParts(at);
  const day = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? '0') % 24;
  return !['Sat', 'Sun'].includes(day) && hour >= 5 && hour < 18;
}

interface HeaderSwitches {
  rewardsDown: boolean;
  chatOnline: boolean | null;
}

export const headerRoutes: RouteModule = (app: Hono, options: SimulatorOptions) => {
  const defaults: HeaderSwitches = {
    rewardsDown: options.rewardsDown === true,
    chatOnline: typeof options.chatOnline === 'boolean' ? options.chatOnline : null,
  };
  const switches = (c: Context): HeaderSwitches => {
    const data = getSession(c).data;
    return (data.header ??= { ...defaults }) as HeaderSwitches;
  };

  app.get(PATHS.rewards, (c) => {
    const p = getSession(c).profile;
    if (p.loginStatus !== 'loggedIn') return c.json({ rewardsCustomer: { rewardPoints: 0, isRewardsMember: false, messages: [], tierInfo: { currentTier: '' } } });
    if (switches(c).rewardsDown)
      return c.json({ rewardsCustomer: { rewardPoints: 0, isRewardsMember: true, messages: [{ code: 'API_DOWN', message: REWARDS_DOWN_MESSAGE }], tierInfo: { currentTier: '' } } });
    const account = findAccount(p.email);
    const stored = p.rewardsCustomer as { rewardPoints?: number; isRewardsMember?: boolean; tierInfo?: { currentTier?: string } } | undefined;
    const member = account?.rewards.isRewardsMember ?? stored?.isRewardsMember ?? false;
    const points = account?.rewards.rewardPoints ?? stored?.rewardPoints ?? 0;
    return c.json({
      rewardsCustomer: {
        rewardPoints: member && !p.gsaUser ? points : 0,
        isRewardsMember: member && !p.gsaUser,
        messages: member && !p.gsaUser ? REWARDS_MARKETING.map((message) => ({ code: 'MARKETING', message })) : [],
        tierInfo: { currentTier: account?.rewards.currentTier ?? stored?.tierInfo?.currentTier ?? '' },
      },
    });
  });

  // The client's header/footer call (endpoint map key headerFooter). Listed after the content routes, so a
  // content route on the same path answers first.
  app.get(PATHS.headerFooter, (c) => c.json({ header: headerContent, footer: footerContent() }));

  // Content pages for the eyebrow's "See details" modals, nested as the CMS nests them; content trees by path.
  app.post(PATHS.webContents, async (c) => {
    const body = await readBody(c);
    const path = typeof body.pathKey === 'string' ? body.pathKey : '';
    // Pages assembled from content items (the content-page widget): the CMS's slot with its items.
    const tree = path ? findContentTree(path) : undefined;
    if (tree) return c.json({ contents: [{ '@type': 'ContentSlotMain', mainContent: tree }] });
    const page = path ? findContentPage(path) : undefined;
    if (!page) return c.json({ contents: [] });
    return c.json({ contents: [{ mainContent: [{ content: { title: page.title, paragraphs: page.paragraphs } }] }] });
  });

  app.get(PATHS.chatStatus, (c) => {
    const online = switches(c).chatOnline ?? chatHoursOpen();
    return c.json({ online, status: online ? 'online' : 'offline' });
  });

  if (options.test === true) {
    app.post('/rest/__test/rewards', async (c) => {
      const body = await readBody(c);
      const sw = switches(c);
      sw.rewardsDown = body.down === true || body.down === 'true';
      return c.json({ rewardsDown: sw.rewardsDown });
    });
    app.post('/rest/__test/chat', async (c) => {
      const body = await readBody(c);
      const v = body.online;
      const sw = switches(c);
      sw.chatOnline = v === true || v === 'true' ? true : v === false || v === 'false' ? false : null;
      return c.json({ chatOnline: sw.chatOnline });
    });
  }
};
