import { Outlet } from 'react-router';

/** Pages that draw the whole screen themselves. */
export function EmptyLayout() {
  return (
    <main id="main" className="layout-empty min-h-dvh">
      <Outlet />
    </main>
  );
}
