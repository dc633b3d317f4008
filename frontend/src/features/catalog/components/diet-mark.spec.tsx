import { render, screen } from '@testing-library/react';
import { DietBadge, DietMark } from './diet-mark';

describe('diet mark', () => {
  it('names the green veg mark for screen readers and draws a circle in it', () => {
    render(<DietMark diet="veg" />);

    const mark = screen.getByRole('img', { name: 'Vegetarian' });
    expect(mark.querySelector('rect')).toHaveAttribute('stroke', '#008000');
    expect(mark.querySelector('circle')).toHaveAttribute('fill', '#008000');
  });

  it('gives a product with egg the brown mark, named for its egg', () => {
    render(<DietMark diet="egg" />);

    const mark = screen.getByRole('img', { name: 'Contains egg' });
    expect(mark.querySelector('rect')).toHaveAttribute('stroke', '#7B3F00');
    expect(mark.querySelector('circle')).toBeNull();
    expect(mark.querySelector('path')).toHaveAttribute('fill', '#7B3F00');
  });

  it('gives a non-veg product the brown triangle', () => {
    render(<DietMark diet="non-veg" />);

    const mark = screen.getByRole('img', { name: 'Non-vegetarian' });
    expect(mark.querySelector('path')).toHaveAttribute('fill', '#7B3F00');
  });

  it('writes the diet beside the mark on the product page, read once by a screen reader', () => {
    render(<DietBadge diet="veg" />);

    expect(screen.getByRole('img', { name: 'Vegetarian' })).toBeInTheDocument();
    expect(screen.getByText('Vegetarian')).toHaveAttribute('aria-hidden', 'true');
  });
});
