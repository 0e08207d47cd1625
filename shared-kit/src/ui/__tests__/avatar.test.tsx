import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kit/testing';
import { Avatar } from 'shared-kit/ui';

describe('Avatar', () => {
  it('shows the picture with the name as its text alternative', () => {
    renderWithProviders(<Avatar name="Acme Lingua" src="/logos/acme.png" shape="square" />);
    const image = screen.getByRole('img', { name: 'Acme Lingua' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/logos/acme.png');
    expect(image).toHaveClass('sk-avatar--square');
  });

  it('falls back to the initials when the picture fails to load', () => {
    renderWithProviders(<Avatar name="ana maría lópez" src="/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'ana maría lópez' }));
    const fallback = screen.getByRole('img', { name: 'ana maría lópez' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent(/^AM$/);
  });

  it('shows the initials without a picture, on the same colour for the same name', () => {
    renderWithProviders(
      <>
        <Avatar name="Zofia Nowak" src={null} />
        <Avatar name="Zofia Nowak" />
      </>,
    );
    const [first, second] = screen.getAllByRole('img', { name: 'Zofia Nowak' });
    expect(first).toHaveTextContent('ZN');
    const tone = (element: HTMLElement) => [...element.classList].find((c) => c.startsWith('sk-avatar--tone-'));
    expect(tone(first)).toBeDefined();
    expect(tone(first)).toBe(tone(second));
  });

  it('is hidden from screen readers when decorative (the name is written beside it)', () => {
    renderWithProviders(
      <>
        <Avatar name="Acme" src="/logos/acme.png" decorative />
        <Avatar name="Bolt" decorative />
      </>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText('B')).toHaveAttribute('aria-hidden', 'true');
  });
});
