// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initEnglish, useDemoSettings } from '@web/test/site-settings';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedSiteWarning } from './embedded-site-warning';

/** The embedded-site warning (issue 25.4): only inside another site's frame, until understood. */
beforeAll(async () => {
  useDemoSettings();
  await initEnglish();
});
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'top', { value: window, configurable: true });
  window.localStorage.clear();
});

function embed() {
  Object.defineProperty(window, 'top', { value: {}, configurable: true });
}

describe('EmbeddedSiteWarning', () => {
  it('says nothing on the site itself', () => {
    render(<EmbeddedSiteWarning />);
    expect(screen.queryByTestId('embedded-site-warning')).toBeNull();
  });

  it('names the site and its domain inside a frame, and stays closed once understood', () => {
    embed();
    const { unmount } = render(<EmbeddedSiteWarning />);
    const note = screen.getByTestId('embedded-site-warning');
    expect(note.textContent).toContain('Amorio');
    expect(note.textContent).toContain('demo.amorio.test');
    expect(screen.getByRole('link').getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.queryByTestId('embedded-site-warning')).toBeNull();
    unmount();
    render(<EmbeddedSiteWarning />);
    expect(screen.queryByTestId('embedded-site-warning')).toBeNull();
  });
});
