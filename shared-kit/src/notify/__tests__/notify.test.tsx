import { act, render, screen } from '@testing-library/react';
import {
  dismissNotification,
  getNotifications,
  notify,
  POSITIONS,
  progressDuration,
  useNotifications,
} from 'shared-kit/notify';
import { createTestStore } from 'shared-kit/testing';

function List() {
  const list = useNotifications();
  return (
    <ul>
      {list.map((n) => (
        <li key={n.id}>
          {n.content} ×{n.count}
        </li>
      ))}
    </ul>
  );
}

let errors: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  createTestStore();
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  errors.mockRestore();
  jest.useRealTimers();
});

describe('notify', () => {
  it('shows a notice with the defaults and dismisses it after 5000 ms', () => {
    const id = notify({ content: 'Favorite added' });
    expect(getNotifications()).toEqual([
      expect.objectContaining({
        id,
        content: 'Favorite added',
        type: 'info',
        position: 'top-right',
        timeout: 5000,
        count: 1,
        progressDuration: 6000,
      }),
    ]);
    jest.advanceTimersByTime(4999);
    expect(getNotifications()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(getNotifications()).toHaveLength(0);
  });

  it('has typed shortcuts taking options', () => {
    notify.success('Logged in successfully', { position: 'bottom', timeout: 100 });
    notify.error('An error occurred');
    notify.warning('Careful');
    notify.info('FYI');
    expect(getNotifications().map((n) => [n.type, n.content])).toEqual([
      ['success', 'Logged in successfully'],
      ['error', 'An error occurred'],
      ['warning', 'Careful'],
      ['info', 'FYI'],
    ]);
    expect(getNotifications()[0]).toMatchObject({ position: 'bottom', timeout: 100, progressDuration: 1100 });
    jest.advanceTimersByTime(100);
    expect(getNotifications()).toHaveLength(3);
  });

  it('groups the same content: the counter goes up and the timer restarts', () => {
    const first = notify.error('Network error', { timeout: 1000 });
    jest.advanceTimersByTime(800);
    const second = notify.error('Network error', { timeout: 1000 });
    expect(second).toBe(first);
    expect(getNotifications()).toHaveLength(1);
    expect(getNotifications()[0].count).toBe(2);
    jest.advanceTimersByTime(800); // 1600 ms after the first: still shown, the timer restarted at 800
    expect(getNotifications()).toHaveLength(1);
    jest.advanceTimersByTime(200);
    expect(getNotifications()).toHaveLength(0);
    // once gone, the same content starts a new notice
    notify.error('Network error');
    expect(getNotifications()[0]).toMatchObject({ count: 1 });
    expect(getNotifications()[0].id).not.toBe(first);
  });

  it('is dismissed by an action, and a timeout of 0 keeps it until then', () => {
    const id = notify({ content: 'Sticky', timeout: 0 }) as number;
    jest.advanceTimersByTime(60_000);
    expect(getNotifications()).toHaveLength(1);
    dismissNotification(id);
    expect(getNotifications()).toHaveLength(0);
    dismissNotification(id); // twice is harmless
  });

  it('accepts every notice position', () => {
    for (const position of POSITIONS) notify({ content: position, position });
    expect(getNotifications().map((n) => n.position)).toEqual([...POSITIONS]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('only logs misuse and falls back to defaults', () => {
    expect(notify({} as never)).toBeNull();
    expect(notify({ content: '' })).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('parameter required'));
    expect(getNotifications()).toHaveLength(0);

    notify({ content: 'a', position: 'middle' as never });
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('wrong position'));
    notify({ content: 'b', timeout: -1 });
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('wrong timeout'));
    notify({ content: 'c', timeout: Number.NaN });
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('wrong timeout'));
    notify({ content: 'd', timeout: '10' as never });
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('wrong timeout'));
    notify({ content: 'e', badgePosition: 'center' as never });
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('wrong badgePosition'));
    expect(getNotifications().map((n) => [n.content, n.position, n.timeout, n.badgePosition])).toEqual([
      ['a', 'top-right', 5000, 'top-right'],
      ['b', 'top-right', 5000, 'top-right'],
      ['c', 'top-right', 5000, 'top-right'],
      ['d', 'top-right', 5000, 'top-right'],
      ['e', 'top-right', 5000, 'top-right'],
    ]);
  });

  it('progress lasts the timeout plus 1000 ms', () => {
    expect(progressDuration(5000)).toBe(6000);
    expect(progressDuration(0)).toBe(1000);
  });

  it('feeds React through useNotifications', () => {
    render(<List />);
    act(() => {
      notify.success('Saved');
      notify.success('Saved');
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('Saved ×2');
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
