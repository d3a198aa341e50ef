// @vitest-environment node
// Session replay (storefront spec section 4: "Session-replay capture (third-party) starts after the first click
// and consent and stops when performance consent is not active"; section 9: "replay consent checks 1 s and 2 s";
// section 7: "Get IP; delete session-replay session | GET; POST (fsUserId)") driven through its model with fake
// calls and a fake clock: no React, no recorder, no server.
import { describe, expect, it } from 'vitest';
import { createModel } from '../platform/createModel';
import { fakePorts } from '../mount/fakePorts';
import { replayStep, startReplay, type ReplayCalls } from './sessionReplayModel';

function replay() {
  const io = fakePorts<ReplayCalls>();
  const model = createModel(replayStep, startReplay('demo-org'), io.ports);
  model.start();
  const made = () => io.calls.map((c) => c.call);
  /** Answers the pending consent question. */
  const consent = (yes: boolean) => io.next('consent').answer(yes);
  /** The recorder loads and the IP comes back: capture starts. */
  const loadAndStart = async (ip = '203.0.113.7') => {
    await io.next('load').answer(true);
    await io.next('ip').answer(ip);
  };
  /** A click, consent at the 1 s check, the recorder and the IP: capturing. */
  const capturing = async () => {
    model.dispatch({ type: 'clicked' });
    await io.advance(1000);
    await consent(true);
    await loadAndStart();
  };
  return { io, model, made, consent, loadAndStart, capturing, s: () => model.get() };
}

describe('session replay: the consent checks at 1 s and 2 s', () => {
  it('asks for consent at 1 s and again at 2 s, and not before', async () => {
    const { io, made } = replay();
    await io.advance(999);
    expect(made()).toEqual([]);
    await io.advance(1);
    expect(made()).toEqual(['consent']);
    await io.next('consent').answer(false);
    await io.advance(999);
    expect(made()).toEqual(['consent']);
    await io.advance(1);
    expect(made()).toEqual(['consent', 'consent']);
  });

  it('consent at 1 s and a click after it: capture starts with the init’s org id and the IP from Get IP', async () => {
    const { io, model, made, consent, loadAndStart, s } = replay();
    await io.advance(1000);
    await consent(true);
    expect(made()).toEqual(['consent']);
    model.dispatch({ type: 'clicked' });
    expect(s().phase).toBe('starting');
    await loadAndStart('203.0.113.7');
    expect(s().phase).toBe('on');
    expect(io.calls.at(-1)).toEqual({ call: 'start', input: { orgId: 'demo-org', ip: '203.0.113.7' } });
  });

  it('consent only at the 2 s check: capture starts then (the click came first)', async () => {
    const { io, model, made, consent, loadAndStart, s } = replay();
    model.dispatch({ type: 'clicked' });
    await io.advance(1000);
    await consent(false);
    expect(s().phase).toBe('off');
    expect(made()).toEqual(['consent']);
    await io.advance(1000);
    await consent(true);
    expect(made()).toEqual(['consent', 'consent', 'load']);
    await loadAndStart();
    expect(s().phase).toBe('on');
    expect(made()).toContain('start');
  });

  it('consent never given: no capture, however much the shopper clicks, and no more checks after 2 s', async () => {
    const { io, model, made, consent, s } = replay();
    model.dispatch({ type: 'clicked' });
    await io.advance(1000);
    await consent(false);
    await io.advance(1000);
    await consent(false);
    model.dispatch({ type: 'clicked' });
    await io.advance(60_000);
    expect(made()).toEqual(['consent', 'consent']);
    expect(s().phase).toBe('off');
    expect(io.timers()).toBe(0);
  });
});

describe('session replay: after the first click and consent', () => {
  it('consent without a click: nothing is loaded until the first click', async () => {
    const { io, model, made, consent } = replay();
    await io.advance(1000);
    await consent(true);
    await io.advance(1000);
    await consent(true);
    expect(made()).toEqual(['consent', 'consent']);
    model.dispatch({ type: 'clicked' });
    expect(made()).toEqual(['consent', 'consent', 'load']);
  });

  it('a click before consent: nothing is loaded until consent is there', async () => {
    const { io, model, made, consent } = replay();
    model.dispatch({ type: 'clicked' });
    expect(made()).toEqual([]);
    await io.advance(1000);
    await consent(true);
    expect(made()).toEqual(['consent', 'load']);
  });

  it('a recorder that cannot be loaded leaves capture off, for good', async () => {
    const { io, model, made, consent, s } = replay();
    model.dispatch({ type: 'clicked' });
    await io.advance(1000);
    await consent(true);
    await io.next('load').answer(false);
    expect(s().phase).toBe('unavailable');
    await io.advance(1000);
    await consent(true);
    expect(made()).toEqual(['consent', 'load', 'consent']);
  });

  it('a signed-in shopper is identified to the recorder: at the start, and on a sign-in during capture', async () => {
    const { io, model, capturing } = replay();
    model.dispatch({ type: 'signedIn', id: 'pr100001' });
    await capturing();
    expect(io.calls.slice(-2)).toEqual([
      { call: 'start', input: { orgId: 'demo-org', ip: '203.0.113.7' } },
      { call: 'identify', input: { id: 'pr100001' } },
    ]);
    model.dispatch({ type: 'signedIn', id: 'pr100002' });
    expect(io.calls.at(-1)).toEqual({ call: 'identify', input: { id: 'pr100002' } });
  });
});

describe('session replay: stops when performance consent is not active', () => {
  it('consent withdrawn during capture: the recorder stops and its session is deleted with its fsUserId', async () => {
    const { io, model, made, consent, s, capturing } = replay();
    await capturing();
    // The host says its consent changed; the hook now answers no.
    model.dispatch({ type: 'consentCheck' });
    await consent(false);
    expect(s().phase).toBe('off');
    expect(made().at(-1)).toBe('stop');
    await io.next('stop').answer('fs-user-42');
    expect(io.calls.at(-1)).toEqual({ call: 'deleteSession', input: { fsUserId: 'fs-user-42' } });
  });

  it('consent gone by the 2 s check stops the capture that began at 1 s', async () => {
    const { io, made, consent, capturing } = replay();
    await capturing();
    await io.advance(1000);
    await consent(false);
    expect(made().at(-1)).toBe('stop');
  });

  it('a recorder without a user id stops without a delete call', async () => {
    const { io, model, made, consent, capturing } = replay();
    await capturing();
    model.dispatch({ type: 'consentCheck' });
    await consent(false);
    await io.next('stop').answer('');
    expect(made()).not.toContain('deleteSession');
  });

  it('consent withdrawn while the recorder loads: capture never starts', async () => {
    const { io, model, made, consent, s } = replay();
    model.dispatch({ type: 'clicked' });
    await io.advance(1000);
    await consent(true);
    const load = io.next('load');
    model.dispatch({ type: 'consentCheck' });
    await consent(false);
    await load.answer(true);
    expect(s().phase).toBe('off');
    expect(made()).not.toContain('ip');
    expect(made()).not.toContain('start');
    expect(made()).not.toContain('stop');
  });

  it('consent given again later (the host says it changed): capture starts again, without loading the recorder twice', async () => {
    const { io, model, made, consent, s, capturing } = replay();
    await capturing();
    model.dispatch({ type: 'consentCheck' });
    await consent(false);
    await io.next('stop').answer('fs-user-42');
    model.dispatch({ type: 'consentCheck' });
    await consent(true);
    await io.next('ip').answer('203.0.113.7');
    expect(s().phase).toBe('on');
    expect(made().filter((c) => c === 'load')).toHaveLength(1);
    expect(made().filter((c) => c === 'start')).toHaveLength(2);
  });
});

describe('session replay: a private page (the checkout)', () => {
  it('reaching a private page stops a capture without deleting its session, and no click or consent starts one again', async () => {
    const { io, model, made, capturing, consent, s } = replay();
    await capturing();
    model.dispatch({ type: 'privatePage' });
    expect(s().phase).toBe('private');
    expect(made().at(-1)).toBe('stop');
    await io.next('stop').answer('fs-1');
    model.dispatch({ type: 'clicked' });
    await io.advance(1000);
    await consent(true);
    expect(made().filter((c) => c === 'start' || c === 'deleteSession')).toEqual(['start']);
    expect(s().phase).toBe('private');
  });

  it('a start under way is dropped: its late answers start nothing', async () => {
    const { io, model, made, s } = replay();
    model.dispatch({ type: 'clicked' });
    await io.advance(1000);
    await io.next('consent').answer(true);
    expect(s().phase).toBe('starting');
    model.dispatch({ type: 'privatePage' });
    model.dispatch({ type: 'loaded', result: true });
    model.dispatch({ type: 'ipAnswered', result: '203.0.113.7' });
    expect(s().phase).toBe('private');
    expect(made()).not.toContain('start');
  });
});
