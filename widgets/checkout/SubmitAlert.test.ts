// @vitest-environment jsdom
// DOMPurify needs a real DOM implementation (happy-dom gives wrong, unsafe output): jsdom here.
import { describe, expect, it } from 'vitest';
import { sanitizeMessage } from './SubmitAlert';

describe('the submit-error message is sanitized HTML', () => {
  it('keeps emphasis and safe links, drops scripts, handlers, images and javascript: links', () => {
    const out = sanitizeMessage('This account is on <strong>credit hold</strong>. Call <a href="tel:18007784456" onclick="steal()">us</a>.<img src="x" onerror="window.__xss=1"><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/help/">help</a>');
    expect(out).toContain('<strong>credit hold</strong>');
    expect(out).toContain('<a href="tel:18007784456">us</a>');
    expect(out).toContain('<a href="/help/">help</a>');
    expect(out).not.toMatch(/onclick|onerror|<img|<script|javascript:/i);
  });

  it('plain text stays as it is', () => {
    expect(sanitizeMessage('Please try again.')).toBe('Please try again.');
  });
});
