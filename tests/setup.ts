import { afterEach } from 'vitest';

// Only files with a DOM render React: node-environment files skip loading the testing library.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
