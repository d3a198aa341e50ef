// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { chatHoursOpen, REWARDS_DOWN_MESSAGE } from './header';

const signIn = (f: ReturnType<typeof inProcessFetch>, email: string) =>
  f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signIn: { email, firstName: 'X' } }) });

describe('rewards endpoint', () => {
  it('a guest has no points', async () => {
    const f = inProcessFetch(createSimulator({ test: true }));
    const r = (await (await f(PATHS.rewards)).json()) as { rewardsCustomer: { rewardPoints: number; isRewardsMember: boolean } };
    expect(r.rewardsCustomer).toMatchObject({ rewardPoints: 0, isRewardsMember: false });
  });

  it("a signed-in member gets the account's points and marketing messages", async () => {
    const f = inProcessFetch(createSimulator({ test: true }));
    await signIn(f, 'teacher@example.com');
    const r = (await (await f(PATHS.rewards)).json()) as { rewardsCustomer: { rewardPoints: number; messages: { code: string }[] } };
    expect(r.rewardsCustomer.rewardPoints).toBe(1250);
    expect(r.rewardsCustomer.messages.length).toBeGreaterThan(0);
  });

  it('a GSA account gets no rewards', async () => {
    const f = inProcessFetch(createSimulator({ test: true }));
    await signIn(f, 'gsa@example.com');
    const r = (await (await f(PATHS.rewards)).json()) as { rewardsCustomer: { rewardPoints: number; isRewardsMember: boolean } };
    expect(r.rewardsCustomer).toMatchObject({ rewardPoints: 0, isRewardsMember: false });
  });

  it('answers API_DOWN with its message when the rewards service is down', async () => {
    const f = inProcessFetch(createSimulator({ test: true }));
    await signIn(f, 'teacher@example.com');
    await f('/rest/__test/rewards', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"down":true}' });
    const r = (await (await f(PATHS.rewards)).json()) as { rewardsCustomer: { messages: { code: string; message: string }[] } };
    expect(r.rewardsCustomer.messages).toEqual([{ code: 'API_DOWN', message: REWARDS_DOWN_MESSAGE }]);
  });

  it('has no test switch without the test option', async () => {
    const f = inProcessFetch(createSimulator());
    expect((await f('/rest/__test/rewards', { method: 'POST' })).status).toBe(404);
  });
});

describe('chat status endpoint', () => {
  it('follows the forced state', async () => {
    const f = inProcessFetch(createSimulator({ test: true }));
    await f('/rest/__test/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"online":false}' });
    expect(await (await f(PATHS.chatStatus)).json()).toEqual({ online: false, status: 'offline' });
    await f('/rest/__test/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"online":true}' });
    expect(await (await f(PATHS.chatStatus)).json()).toEqual({ online: true, status: 'online' });
  });

  it('is open Mon-Fri 5 am to 6 pm Pacific time', () => {
    expect(chatHoursOpen(new Date('2026-04-15T12:00:00-07:00'))).toBe(true); // Wednesday noon PDT
    expect(chatHoursOpen(new Date('2026-04-15T04:59:00-07:00'))).toBe(false);
    expect(chatHoursOpen(new Date('2026-04-15T18:00:00-07:00'))).toBe(false);
    expect(chatHoursOpen(new Date('2026-04-18T12:00:00-07:00'))).toBe(false); // Saturday
  });
});
