// @vitest-environment happy-dom

import { FICTIONAL_ICONS } from '@common/api/settings';
import { cleanup, render, screen } from '@testing-library/react';
import { initEnglish, useDemoSettings } from '@web/test/site-settings';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FictionalMark } from './fictional-mark';

/** `fictional_icon` (issue 25.4): the mark of a fictional profile draws the icon the site chose. */
beforeAll(async () => {
  useDemoSettings();
  await initEnglish();
});
afterEach(cleanup);

describe('FictionalMark', () => {
  it.each(FICTIONAL_ICONS)('draws the site’s %s icon', (icon) => {
    useDemoSettings({ fictional_icon: icon });
    render(<FictionalMark profile={{ type: 'fictional' }} />);
    const mark = screen.getByTestId('fictional-mark');
    expect(mark.querySelector('svg')?.getAttribute('data-icon')).toBe(icon);
    expect(mark.querySelector('svg path')).not.toBeNull();
  });

  it('draws nothing for a real member', () => {
    render(<FictionalMark profile={{ type: 'real' }} />);
    expect(screen.queryByTestId('fictional-mark')).toBeNull();
  });
});
