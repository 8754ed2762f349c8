// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { initEnglish, useDemoSettings } from '@web/test/site-settings';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_FILTERS, SearchFiltersForm } from './search-filters';

/** `search_fields` (issue 25.4): the search offers the filters the site chose, and only those. */
beforeAll(async () => {
  useDemoSettings();
  await initEnglish();
});
afterEach(cleanup);

function renderForm() {
  render(<SearchFiltersForm filters={PENDING_FILTERS} countries={['NL', 'BE']} onChange={() => {}} />);
}

describe('SearchFiltersForm', () => {
  it('offers all four filters by default', () => {
    useDemoSettings();
    renderForm();
    expect(screen.getAllByRole('combobox')).toHaveLength(4);
  });

  it('offers only the fields the site chose', () => {
    useDemoSettings({ search_fields: ['age', 'country'] });
    renderForm();
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    expect(screen.getByLabelText('Age')).toBeTruthy();
    expect(screen.getByLabelText('Country')).toBeTruthy();
    expect(screen.queryByLabelText('Looking for')).toBeNull();
    expect(screen.queryByLabelText(/region/i)).toBeNull();
  });

  it('shows no form when the site offers no filter', () => {
    useDemoSettings({ search_fields: [] });
    renderForm();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
  });
});
