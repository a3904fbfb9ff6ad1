import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../ui/theme';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

const renderInTheme = (ui: React.ReactNode) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

describe('WidgetErrorBoundary', () => {
  beforeEach(() => {
    // React and the boundary report the failure; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows a failing widget's message in a red dashed box and keeps its neighbours", () => {
    renderInTheme(
      <>
        <p>Navbar</p>
        <WidgetErrorBoundary>
          <Broken message="Slider has no slides" />
        </WidgetErrorBoundary>
        <p>Footer</p>
      </>,
    );

    const box = screen.getByRole('alert');
    expect(box.textContent).toBe('Slider has no slides');
    expect(box.hasAttribute('data-widget-error')).toBe(true);
    expect(box.style.borderStyle).toBe('dashed');
    expect(box.style.borderColor).toBe('var(--mantine-color-red-6)');
    expect(screen.getByText('Navbar')).toBeTruthy();
    expect(screen.getByText('Footer')).toBeTruthy();
  });

  it('gives the widget another chance when its reset key changes', () => {
    const { rerender } = renderInTheme(
      <WidgetErrorBoundary resetKey="/a">
        <Broken message="fails on /a" />
      </WidgetErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();

    rerender(
      <MantineProvider theme={theme}>
        <WidgetErrorBoundary resetKey="/b">
          <p>Works on /b</p>
        </WidgetErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Works on /b')).toBeTruthy();
  });
});
