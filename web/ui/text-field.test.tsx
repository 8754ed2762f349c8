// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  // React 19 passes `ref` to a function component as a prop (no forwardRef): react-hook-form's
  // register reaches the input through it.
  it('hands its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Name" ref={ref} error="Too short" />);
    const input = screen.getByLabelText('Name');
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
