// Test-only widget: a counter that works on its own, and a lazy chunk (lazyChunk) shown after a click.
import { useState } from 'react';
import { defineWidget, lazyChunk } from '../../../src/mount';
import { Button } from '../../../src/ui';
import { meta } from './meta';

const Extra = lazyChunk(() => import('./Extra'), 'Extra');

function LazyDemo() {
  const [count, setCount] = useState(0);
  const [show, setShow] = useState(false);
  return (
    <div>
      <Button onClick={() => setCount((n) => n + 1)}>{`Clicked ${count} times`}</Button>{' '}
      <Button variant="secondary" onClick={() => setShow(true)}>
        Show more
      </Button>
      {show ? <Extra label="hello" /> : null}
    </div>
  );
}

export const widget = defineWidget({
  ...meta,
  Component: LazyDemo,
});
