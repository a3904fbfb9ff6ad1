import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without globals: true, Testing Library cannot register its own cleanup. Toasts live in a
// store of their own, outside the rendered tree: one test's toasts are not the next one's.
afterEach(() => {
  cleanup();
  notifications.clean();
});
// findBy and waitFor wait for a condition; the default second is too short while a loaded
// machine also runs the server tests and a browser.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs (color scheme, media queries, element sizes);
// stubbed as in Mantine's testing guide so that components render outside a browser.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// Mantine's autosizing Textarea re-measures when web fonts load; happy-dom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}
