// Test-only widget: a button, a text field and a dialog, for the UI primitives' browser tests
// (focus trap, stacking, scroll lock, hostile host CSS).
import { useRef, useState } from 'react';
import { defineWidget, useIsland, useOpenRequests } from '../../../src/mount';
import { Button, Dialog, TextField } from '../../../src/ui';
import { meta } from './meta';

function DialogDemo({ title }: { title: string }) {
  const island = useIsland();
  const [open, setOpen] = useState(island?.autoOpen ?? false);
  const [inner, setInner] = useState(false);
  const [name, setName] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  useOpenRequests('dialog-demo', () => setOpen(true));
  const close = () => {
    setOpen(false);
    island?.dispose();
  };
  return (
    <div>
      <Button ref={opener} onClick={() => setOpen(true)}>
        Open {title}
      </Button>
      <TextField label="Outside field" value={name} onChange={(e) => setName(e.target.value)} />
      <Dialog open={open} onClose={close} title={title}>
        <TextField label="Your name" error={name ? null : 'Please enter a name.'} />
        <Button variant="secondary" onClick={() => setInner(true)}>
          Open inner
        </Button>
        <Button onClick={close}>Done</Button>
        <Dialog open={inner} onClose={() => setInner(false)} title="Inner dialog">
          <Button onClick={() => setInner(false)}>Close inner</Button>
        </Dialog>
      </Dialog>
    </div>
  );
}

export const widget = defineWidget({
  ...meta,
  Component: DialogDemo,
});
