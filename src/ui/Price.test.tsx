import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price, priceText } from './Price';

describe('Price', () => {
  it('writes amounts as the store does: $ and two decimals, a range when its ends differ', () => {
    expect(priceText(27.99)).toBe('$27.99');
    expect(priceText('1250')).toBe('$1,250.00');
    expect(priceText([4, 4])).toBe('$4.00');
    expect(priceText([4, 12.5])).toBe('$4.00 - $12.50');
    expect(priceText('12.99 - 15.99')).toBe('$12.99 - $15.99');
  });

  it('a sale: the sale price, then the regular price struck through, each read with its words', () => {
    const { container } = render(<Price now={19.99} was={32.99} saleText="Sale price" regularText="Regular price" />);
    expect(container.querySelector('s')).toHaveTextContent('Regular price $32.99');
    expect(container.firstElementChild).toHaveTextContent('Sale price $19.99 Regular price $32.99');
    expect(screen.getByText('Sale price')).toHaveClass('sw-visually-hidden');
  });

  it('no regular price: nothing struck; a label goes first and is read with its words', () => {
    const { container } = render(<Price now={24.63} label="GSA" labelTone="gsa" labelText="GSA price" />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.firstElementChild).toHaveTextContent('GSA GSA price $24.63');
    expect(screen.getByText('GSA')).toHaveClass('sw-price__label--gsa');
  });

  it('words around the price, and an empty regular price is no sale', () => {
    const { container } = render(<Price as="span" now={4.5} was="" nowFormat={(p) => `${p} each`} />);
    expect(container.firstElementChild!.tagName).toBe('SPAN');
    expect(container.firstElementChild).toHaveTextContent(/^\$4\.50 each$/);
    expect(container.querySelector('s')).toBeNull();
  });
});
