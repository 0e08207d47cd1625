import { addDeferredHints, afterFirstPaint } from '../after-first-paint';

function pageWithHints(json: string): void {
  document.head.innerHTML = `<script id="deferred-hints" type="application/json">${json}</script>`;
}

const links = () => [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, href: link.href, as: link.as, crossOrigin: link.crossOrigin }));

describe('the hints the api leaves for after the first paint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('become link elements in the head, the manifest preload with crossorigin', () => {
    pageWithHints(
      JSON.stringify([
        { rel: 'preload', href: 'http://remote.test/mf-manifest.json', as: 'fetch', crossorigin: true },
        { rel: 'prefetch', href: 'http://remote.test/remoteEntry.js', as: 'script' },
      ]),
    );
    addDeferredHints();
    expect(links()).toEqual([
      { rel: 'preload', href: 'http://remote.test/mf-manifest.json', as: 'fetch', crossOrigin: '' },
      { rel: 'prefetch', href: 'http://remote.test/remoteEntry.js', as: 'script', crossOrigin: null },
    ]);
  });

  it('add nothing when they are missing, not JSON, or not hints', () => {
    addDeferredHints();
    pageWithHints('{not json');
    addDeferredHints();
    pageWithHints(JSON.stringify([{ rel: 'stylesheet', href: 'x.css', as: 'style' }, { rel: 'prefetch', as: 'script' }, 'x.js']));
    addDeferredHints();
    expect(links()).toEqual([]);
  });
});

describe('starting the app after the first paint', () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get');
  afterEach(() => {
    visibility.mockReset();
    jest.useRealTimers();
  });

  it('waits for the next frame and the task after it in a visible page', () => {
    jest.useFakeTimers();
    visibility.mockReturnValue('visible');
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, where no frame is painted', () => {
    visibility.mockReturnValue('hidden');
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once when the tab is hidden before its first frame', () => {
    jest.useFakeTimers();
    visibility.mockReturnValue('visible');
    const start = jest.fn();
    afterFirstPaint(start);
    document.dispatchEvent(new Event('visibilitychange'));
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
