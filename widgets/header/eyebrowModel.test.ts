// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eyebrowReducer, initialEyebrow, rotates, type EyebrowAction, type EyebrowState } from './eyebrowModel';

const run = (s: EyebrowState, ...actions: EyebrowAction[]) => actions.reduce(eyebrowReducer, s);

describe('eyebrow carousel', () => {
  it('keeps a single message static', () => {
    const s = initialEyebrow(1, false);
    expect(rotates(s)).toBe(false);
    expect(run(s, { type: 'tick' }, { type: 'next' }).index).toBe(0);
  });

  it('rotates several messages on each tick and wraps around', () => {
    const s = initialEyebrow(3, false);
    expect(rotates(s)).toBe(true);
    expect(run(s, { type: 'tick' }).index).toBe(1);
    expect(run(s, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }).index).toBe(0);
  });

  it('stops on pause and resumes on play', () => {
    const paused = run(initialEyebrow(3, false), { type: 'pause' }, { type: 'tick' }, { type: 'tick' });
    expect(paused.index).toBe(0);
    expect(rotates(paused)).toBe(false);
    expect(run(paused, { type: 'play' }, { type: 'tick' }).index).toBe(1);
  });

  it('holds while hovered or focused without changing the pause choice', () => {
    const held = run(initialEyebrow(2, false), { type: 'hold', held: true }, { type: 'tick' });
    expect(held.index).toBe(0);
    expect(held.paused).toBe(false);
    expect(run(held, { type: 'hold', held: false }, { type: 'tick' }).index).toBe(1);
  });

  it('starts paused under reduced motion, and still lets the shopper step through messages', () => {
    const s = initialEyebrow(3, true);
    expect(rotates(s)).toBe(false);
    expect(run(s, { type: 'tick' }).index).toBe(0);
    expect(run(s, { type: 'next' }).index).toBe(1);
    expect(run(s, { type: 'prev' }).index).toBe(2);
  });

  it('keeps the index in range when the messages change', () => {
    const s = run(initialEyebrow(3, false), { type: 'next' }, { type: 'next' }, { type: 'messages', count: 2 });
    expect(s.index).toBe(1);
    expect(run(s, { type: 'messages', count: 0 }).index).toBe(0);
  });
});
