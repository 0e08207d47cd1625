import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { clearNotifications, notify } from 'shared-kit/notify';
import { getAppStore } from 'shared-kit/session';
import { Notifications } from '../components/notifications';

function renderNotices() {
  return render(
    <Provider store={getAppStore()}>
      <Notifications />
    </Provider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  act(() => clearNotifications());
});
afterEach(() => jest.useRealTimers());

test('a notice shows, then disappears after the default 5000 ms', () => {
  renderNotices();
  act(() => {
    notify.success('Favorite added');
  });
  expect(screen.getByRole('status')).toHaveTextContent('Favorite added');
  act(() => jest.advanceTimersByTime(4900));
  expect(screen.queryByText('Favorite added')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Favorite added')).not.toBeInTheDocument();
});

test('errors are announced as alerts in their position, with a progress bar of timeout + 1000 ms', () => {
  const { container } = renderNotices();
  act(() => {
    notify.error('An error occurred', { position: 'bottom-left', timeout: 3000 });
  });
  expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  expect(container.querySelector('.sk-toast-region--bottom-left')).not.toBeNull();
  const progress = container.querySelector<HTMLElement>('.sk-toast__progress');
  expect(progress?.style.animationDuration).toBe('4000ms');
});

test('the same content is grouped with a counter badge', () => {
  renderNotices();
  act(() => {
    notify.info('Logged in successfully');
    notify.info('Logged in successfully');
    notify.info('Logged in successfully');
  });
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('3 times');
});

test('the counter badge sits where the notice asks, and a duplicate restarts the progress bar', () => {
  const { container } = renderNotices();
  act(() => {
    notify.success('Job saved', { badgePosition: 'bottom-left' });
  });
  const first = container.querySelector('.sk-toast__progress');
  act(() => {
    notify.success('Job saved', { badgePosition: 'bottom-left' });
  });
  expect(container.querySelector('.sk-toast__count--bottom-left')).toHaveTextContent('2');
  expect(container.querySelector('.sk-toast__progress')).not.toBe(first);
});

test('a notice is dismissed by its close button', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderNotices();
  act(() => {
    notify.warning('Check your connection', { timeout: 0 });
  });
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(screen.queryByText('Check your connection')).not.toBeInTheDocument();
});

test('misuse is only logged', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderNotices();
  act(() => {
    notify({ content: 'Saved', position: 'middle' as never, timeout: -5 });
  });
  expect(log).toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
  log.mockRestore();
});

test('while a dialog or drawer is open, its notices show inside it (above it, reachable), and outside once it closes', async () => {
  const modal = document.createElement('dialog');
  modal.className = 'sk-modal sk-drawer';
  document.body.append(modal);
  renderNotices();
  act(() => {
    notify.success('Cy Lind moved to Interview.');
  });
  expect(modal.contains(screen.getByRole('status'))).toBe(false);
  await act(async () => modal.setAttribute('open', ''));
  expect(modal.contains(screen.getByRole('status'))).toBe(true);
  await act(async () => modal.removeAttribute('open'));
  expect(modal.contains(screen.getByRole('status'))).toBe(false);
  modal.remove();
});
