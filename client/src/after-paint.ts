/**
 * Starts the app's code of a page the server rendered once the page has painted (the server's
 * page-assets.ts links this in place of the app's script and module preloads, which it passes
 * here as `data-app` and `data-preload`, with the code of the page's widgets as `data-widgets`).
 *
 * Such a page is whole in its HTML and stylesheet: a visitor reads it, and follows its links,
 * before any script runs. Fetched from the start, the app's code (most of the page's bytes)
 * would share a slow network with the stylesheet the first paint waits for; started after it, the
 * code takes the network when the page is already on screen, and hydration follows as before.
 */
const loader = document.querySelector<HTMLScriptElement>('script[data-app]');
let started = false;

/** Milliseconds of the main thread a batch of insertions may take before the browser gets it back. */
const BATCH_MS = 4;

function startApp() {
  const app = loader?.dataset.app;
  if (started || !app) return;
  started = true;
  // The app's own module preloads, its widgets' code, then its script. Each insertion starts a
  // fetch and costs the main thread a little: a page's sixty of them at once were one long task,
  // which holds up a tap just as the page is shown. In batches, the browser answers between them.
  // The widgets' before the script: hydrating asks for the widgets' code, and what has no link
  // yet by then Vite's loader links all at once, inside the render that asks.
  // The app's own modules (its libraries' chunks) run as scripts of their own, each in a task of
  // its own as it arrives: imported by the app's script, all of them ran in that one task.
  const list = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
  const preload = (href: string) => () => element('link', { rel: 'modulepreload', href });
  const run = (src: string) => () => element('script', { type: 'module', src });
  const queue: (() => HTMLElement)[] = [
    ...list(loader.dataset.preload).map(run),
    ...list(loader.dataset.widgets).map(preload),
    run(app),
  ];
  const insertBatch = () => {
    const until = performance.now() + BATCH_MS;
    while (queue.length > 0 && performance.now() < until) document.head.append(queue.shift()!());
    if (queue.length > 0) setTimeout(insertBatch);
  };
  insertBatch();
}

/** A module's element, fetched as the page's own files are (`crossorigin`, as Vite writes them). */
function element<Tag extends 'link' | 'script'>(tag: Tag, properties: Partial<HTMLElementTagNameMap[Tag]>): HTMLElementTagNameMap[Tag] {
  return Object.assign(document.createElement(tag), { crossOrigin: '' }, properties);
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
