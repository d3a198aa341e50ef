// The sign-up form's fields by its source (contract finding C1): the footer's asks for the email alone, any other
// (a content page's subscribe form) also for the zip and what the shopper shops for, and sends them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetCalls } from '../../src/mount';
import { FooterSignUp } from './FooterSignUp';
import type { FooterSignUpCalls } from './model';
import type { FooterSignUpPropsType } from './schema';

// Stand-in calls that refuse the zip (the calls themselves: calls.test.ts).
const sent: unknown[] = [];
const calls: FooterSignUpCalls = {
  signUp: async (input) => (sent.push(input), { kind: 'formError', fieldErrors: { postalCode: 'Please enter a valid Zip Code.' }, messages: [] }),
};
const renderForm = (props: FooterSignUpPropsType) => render(<FooterSignUp {...props} />, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });

afterEach(() => void (sent.length = 0));

describe('FooterSignUp fields', () => {
  it('the footer form has the email field only', () => {
    renderForm({ source: 'footer' });
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Zip Code' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'I shop for' })).toBeNull();
  });

  it("another source's form asks for the zip and shop-for, sends them, and shows the server's zip message at the zip field", async () => {
    const user = userEvent.setup();
    renderForm({ source: 'landing-back-to-school' });
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'teacher@school.org');
    await user.type(screen.getByRole('textbox', { name: 'Zip Code' }), '9021');
    await user.selectOptions(screen.getByRole('combobox', { name: 'I shop for' }), 'My classroom');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const zip = screen.getByRole('textbox', { name: 'Zip Code' });
    await vi.waitFor(() => expect(zip).toHaveAccessibleDescription('Please enter a valid Zip Code.'));
    expect(zip).toHaveFocus();
    expect(sent).toEqual([{ email: 'teacher@school.org', source: 'landing-back-to-school', postalCode: '9021', userShopFor: 'classroom' }]);
  });
});
