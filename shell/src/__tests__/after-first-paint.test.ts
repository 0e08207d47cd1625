import { addDeferredHints, afterFirstPaint, FIRST_PAINT_WAIT_MS } from '../after-first-paint';

function pageWithHints(json: string): void {
  document.head.innerHTML = `<script id="deferred-hints" type="application/json">${json}</script>`;
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.href,
    as: link.as,
    crossOrigin: link.crossOrigin,
  }));

describe('the hints the api leaves for after the first paint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('become link elements in the head, the manifest preload with crossorigin', () => {
    pageWithHints(
      JSON.stringify([
        { rel: 'preload', href: 'http://remote.test/mf-manifest.json', as: 'fetch', crossorigin: true },
        { rel: 'prefetch', href: 'http://remote.test/remoteEntry.js', as: 'script' },
        { rel: 'prefetch', href: 'http://remote.test/area.css', as: 'style' },
      ]),
    );
    addDeferredHints();
    expect(links()).toEqual([
      { rel: 'preload', href: 'http://remote.test/mf-manifest.json', as: 'fetch', crossOrigin: '' },
      { rel: 'prefetch', href: 'http://remote.test/remoteEntry.js', as: 'script', crossOrigin: null },
      { rel: 'prefetch', href: 'http://remote.test/area.css', as: 'style', crossOrigin: null },
    ]);
  });

  it('add nothing when they are missing, not JSON, or not hints', () => {
    addDeferredHints();
    pageWithHints('{not json');
    addDeferredHints();
    pageWithHints(
      JSON.stringify([{ rel: 'stylesheet', href: 'x.css', as: 'style' }, { rel: 'prefetch', as: 'script' }, 'x.js']),
    );
    addDeferredHints();
    expect(links()).toEqual([]);
  });
});

describe('starting the app after the first paint', () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get');
  // A browser's paint timing: observers, and what was painted so far (delivered to buffered observers too).
  let painted: boolean;
  let observers: { callback: () => void; connected: boolean }[];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { callback: () => void; connected: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered?: boolean }) {
      this.entry.connected = options.type === 'paint';
      if (painted && options.buffered) setTimeout(() => this.entry.connected && this.entry.callback(), 0);
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const paint = () => {
    painted = true;
    for (const observer of observers.filter((o) => o.connected)) observer.callback();
  };

  beforeEach(() => {
    // A page with content the server rendered (a job list, the home page).
    document.body.innerHTML = '<div id="root"><main id="main"><h1>Jobs in Europe</h1></main></div>';
    painted = false;
    observers = [];
    jest.useFakeTimers();
    visibility.mockReturnValue('visible');
    Object.defineProperty(window, 'PerformanceObserver', {
      value: FakePerformanceObserver,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    document.body.innerHTML = '';
    visibility.mockReset();
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('waits for the first paint of a visible page, and starts once', () => {
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    paint();
    expect(start).toHaveBeenCalledTimes(1);
    paint();
    jest.runAllTimers();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the page had painted before the shell ran', () => {
    painted = true;
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported in time', () => {
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, where nothing is painted', () => {
    visibility.mockReturnValue('hidden');
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the tab is hidden before its first paint', () => {
    const start = jest.fn();
    afterFirstPaint(start);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a browser without paint timing', () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page the server rendered no content for (an account page): it paints nothing before', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
