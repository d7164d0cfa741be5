import { Outlet } from 'react-router';

/** The common layout of the signed-in screens (SPEC §2.5); its bars arrive with the app shell. */
export function AppLayout() {
  return (
    <div className="app-layout">
      <Outlet />
    </div>
  );
}
