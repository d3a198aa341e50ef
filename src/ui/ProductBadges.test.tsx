import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductBadges } from './ProductBadges';

const props = { badges: ['Sale', 'New'], productId: 'P1', productName: 'Tempera Paint', source: 'listing', className: 'b', itemClassName: 'i' };

describe('ProductBadges', () => {
  it('makes each badge a link to the product, named by the badge and the product', () => {
    render(<ProductBadges {...props} href="/p/P1/" />);
    expect(screen.getByRole('link', { name: 'Sale, Tempera Paint' })).toHaveAttribute('href', '/p/P1/');
    expect(screen.getByRole('link', { name: 'New, Tempera Paint' })).toBeVisible();
  });

  it('shows the badges as plain text when the product has no safe address: no link that goes nowhere', () => {
    const { container } = render(<ProductBadges {...props} href={undefined} />);
    // Not even an anchor without href (no link role, but a click target named by an aria-label on nothing).
    expect(container.querySelectorAll('a, [aria-label]')).toHaveLength(0);
    expect(screen.getByText('Sale')).toBeVisible();
    expect(screen.getByText('New')).toBeVisible();
  });
});
