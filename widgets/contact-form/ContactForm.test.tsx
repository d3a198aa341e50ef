import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetCalls } from '../../src/mount';
import { ContactForm } from './ContactForm';
import type { ContactFormCalls, ContactValues } from './model';

// The view over stand-in calls (the JSONP send and the content call themselves: calls.test.ts).
const sent: { url: string; formId: string; fields: ContactValues }[] = [];
let content: Record<string, unknown> | null = null;
const calls: ContactFormCalls = {
  send: (input) => (sent.push(input), new Promise<boolean>(() => {})),
  loadContent: () => Promise.resolve(content),
};

beforeEach(() => {
  sent.length = 0;
  content = null;
});

async function open(props: Parameters<typeof ContactForm>[0] = { enabled: true }) {
  const user = userEvent.setup();
  render(<ContactForm {...props} />, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });
  await user.click(await screen.findByRole('button', { name: props.triggerText ?? 'Contact a Rep' }));
  const dialog = screen.getByRole('dialog');
  return { user, dialog, field: (name: string) => within(dialog).getByRole('textbox', { name }) };
}

describe('ContactForm', () => {
  it('the form content comes from props: title, copy, button, apiURL and formId', async () => {
    const { user, dialog, field } = await open({ enabled: true, formTitle: 'Request Access', copyText: 'For schools.', submitBtnText: 'Request', apiURL: '/forms/b2b', formId: 'f-7' });
    expect(screen.getByRole('dialog', { name: 'Request Access' })).toBe(dialog);
    expect(within(dialog).getByText('For schools.')).toBeVisible();
    for (const [name, v] of [
      ['First Name', 'Dana'],
      ['Last Name', 'Lee'],
      ['Phone Number', '3105551234'],
      ['Zip/Postal Code', '90745'],
      ['Email Address', 'dana@lincoln.org'],
      ['Message', 'Hi'],
    ])
      await user.type(field(name!), v!);
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/forms/b2b');
    expect(sent[0]!.formId).toBe('f-7');
    expect(sent[0]!.fields).toMatchObject({ fname: 'Dana', phoneNo: '3105551234' });
  });

  it('or from the content call for pathKey (props win)', async () => {
    content = { formTitle: 'From Content', copyText: 'Content copy.', formId: 'c-1', apiURL: '/forms/c' };
    await open({ enabled: true, pathKey: '/help/contact-us', copyText: 'Prop copy.' });
    const dialog = screen.getByRole('dialog', { name: 'From Content' });
    expect(within(dialog).getByText('Prop copy.')).toBeVisible();
  });

  it('every field and the submit button are disabled when the form is not enabled (props or content)', async () => {
    const { dialog, field } = await open({ enabled: false });
    for (const name of ['First Name', 'Last Name', 'Phone Number', 'Zip/Postal Code', 'Email Address', 'Message']) expect((field(name) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the content can turn the form off too', async () => {
    content = { formId: 'c-1', enabled: false };
    const { field } = await open({ enabled: true, pathKey: '/help/contact-us' });
    await vi.waitFor(() => expect((field('First Name') as HTMLInputElement).disabled).toBe(true));
  });

  it('the message counts down from 250', async () => {
    const { user, field } = await open();
    expect(field('Message').getAttribute('maxlength')).toBe('250');
    await user.type(field('Message'), 'Hello');
    expect(screen.getByText('245 characters left')).toBeVisible();
  });
});
