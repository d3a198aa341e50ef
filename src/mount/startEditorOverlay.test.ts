import { describe, expect, it } from 'vitest';
import { debugParam } from './startEditorOverlay';

describe('the ?sw-debug=1 switch of the editor overlay', () => {
  it.each([
    ['?sw-debug=1', true, true],
    ['?q=chairs&sw-debug=1', true, true],
    ['?sw-debug=1&q=chairs', true, true],
    ['?sw-debug=1', undefined, false],
    ['?sw-debug=1', false, false],
    ['?sw-debug=0', true, false],
    ['?sw-debug=10', true, false],
    ['?xsw-debug=1', true, false],
    ['', true, false],
  ])('%j with allowDebugParam %s turns it on: %s', (search, allow, on) => {
    expect(debugParam(search, allow)).toBe(on);
  });
});
