import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayPalButtonsOptions } from '../integrations/paypal';
import { usePayPalButtons } from './usePayPalButtons';

function Wallet({ options }: { options: () => PayPalButtonsOptions }) {
  const { host, phase } = usePayPalButtons('cart', options);
  return (
    <>
      <p>{phase}</p>
      <div ref={host} data-testid="host" />
    </>
  );
}

const options = (): PayPalButtonsOptions => ({ createOrder: async () => 'T', onApprove: async () => {} });

afterEach(() => {
  delete window.paypal;
  vi.restoreAllMocks();
});

describe('usePayPalButtons', () => {
  it('renders the wallet button into its host with the widget callbacks, then says ready', async () => {
    const given: PayPalButtonsOptions[] = [];
    window.paypal = {
      Buttons: (o) => {
        given.push(o);
        return {
          render: async (el) => {
            (el as HTMLElement).append(Object.assign(document.createElement('button'), { textContent: 'PayPal' }));
          },
        };
      },
    };
    render(<Wallet options={options} />);
    expect(screen.getByText('loading')).toBeVisible();
    await screen.findByText('ready');
    expect(screen.getByTestId('host')).toContainElement(screen.getByRole('button', { name: 'PayPal' }));
    expect(given).toHaveLength(1);
    expect(await given[0]!.createOrder()).toBe('T');
  });

  it('says failed, and logs once naming the widget, when the wallet cannot render its button', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.paypal = { Buttons: () => ({ render: () => Promise.reject(new Error('not eligible')) }) };
    render(<Wallet options={options} />);
    await screen.findByText('failed');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain('[storefront-widgets] cart: the PayPal button could not be shown');
  });
});
