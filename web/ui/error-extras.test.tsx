// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorExtras, ErrorExtrasContext } from './error-extras';

afterEach(cleanup);

function Suggestions() {
  return <p>Members you may like</p>;
}

/** React 19's context API: the context itself as provider, read with `use` (decision 023a). */
describe('ErrorExtras', () => {
  it('shows what the app provides under an error message', () => {
    render(
      <ErrorExtrasContext value={Suggestions}>
        <ErrorExtras />
      </ErrorExtrasContext>,
    );
    expect(screen.getByText('Members you may like')).toBeTruthy();
  });

  it('shows nothing where the app provides nothing', () => {
    const view = render(<ErrorExtras />);
    expect(view.container.innerHTML).toBe('');
  });
});
