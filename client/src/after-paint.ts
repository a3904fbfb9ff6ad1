/**
 * Starts the app's code of a page the server rendered once the page has painted (the server's
 * page-assets.ts links this in place of the app's script and module preloads, which it passes
 * here as `data-app` and `data-preload`).
 *
 * Such a page is whole in its HTML and stylesheet: a visitor reads it, and follows its links,
 * before any script runs. Fetched from the start, the app's code (most of the page's bytes)
 * would share a slow network with the stylesheet the first paint waits for; started after it, the
 * code takes the network when the page is already on screen, and hydration follows as before.
 */
const loader = document.querySelector<HTMLScriptElement>('script[data-app]');
let started = false;

function startApp() {
  const app = loader?.dataset.app;
  if (started || !app) return;
  started = true;
  for (const href of (loader.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = app;
  document.head.append(script);
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing until shown: nothing to wait for.
  startApp();
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startApp();
  }).observe({ type: 'paint', buffered: true });
  // A page with nothing contentful to paint starts once it has loaded.
  addEventListener('load', () => setTimeout(startApp, 1000));
} else {
  // A frame's callbacks run just before it is painted: the task after them, once it is.
  requestAnimationFrame(() => setTimeout(startApp));
}
