/// <reference types="@testing-library/jest-dom/vitest" />
import { afterEach } from 'vitest';

// Only files with a DOM render React: node-environment files skip loading the testing library.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // The DOM matchers (toBeVisible, toHaveAccessibleName, toHaveValue…): a test states what the shopper sees.
  await import('@testing-library/jest-dom/vitest');
  // findBy… and waitFor give up after 5 s rather than 1 s: on a loaded two-core machine a first render with its
  // data took longer than a second (the listing's first test failed so in a full run at load 13).
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
  });
}
