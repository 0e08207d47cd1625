import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { Toast } from 'shared-kit/ui';

describe('Toast', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('a %s toast is a %s', (tone, role) => {
    renderWithProviders(
      <Toast tone={tone} onDismiss={() => {}}>
        Saved
      </Toast>,
    );
    expect(screen.getByRole(role)).toHaveTextContent('Saved');
  });

  it('is dismissed by its button', async () => {
    const onDismiss = jest.fn();
    renderWithProviders(
      <Toast tone="info" onDismiss={onDismiss}>
        Saved
      </Toast>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('counts grouped duplicates and restarts its progress bar with each', () => {
    const { rerender } = renderWithProviders(
      <Toast tone="success" onDismiss={() => {}} progressDuration={6000}>
        Saved
      </Toast>,
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('1');
    const bar = document.querySelector<HTMLElement>('.sk-toast__progress');
    expect(bar?.style.animationDuration).toBe('6000ms');
    rerender(
      <Toast tone="success" onDismiss={() => {}} progressDuration={6000} count={2} badgePosition="bottom-left">
        Saved
      </Toast>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 times');
    expect(document.querySelector('.sk-toast__count--bottom-left')).not.toBeNull();
    expect(document.querySelector('.sk-toast__progress')).not.toBe(bar);
  });

  it('has no progress bar without a duration', () => {
    renderWithProviders(
      <Toast tone="warning" onDismiss={() => {}}>
        Check your connection
      </Toast>,
    );
    expect(document.querySelector('.sk-toast__progress')).toBeNull();
  });
});
