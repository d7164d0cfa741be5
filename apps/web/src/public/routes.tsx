import { type ComponentType, useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen, readyScreen } from '../ui/lazyScreen';
import { Spinner } from '../ui/Spinner';

/**
 * The prerendered public screens (scripts/prerender.ts writes one page for each) and how to load
 * each: the screen's own module, not the feature's barrel, so /login does not bring every account
 * screen with it.
 */
export const publicScreens: Record<string, () => Promise<ComponentType>> = {
  '/welcome': () => import('../features/marketing/WelcomeScreen').then((module) => module.WelcomeScreen),
  '/signup': () =>
    Promise.all([import('../features/auth/signup/SignupScreen'), import('./withQueries')]).then(
      ([screen, queries]) => queries.withQueries(screen.SignupScreen),
    ),
  '/login': () =>
    Promise.all([import('../features/auth/LoginScreen'), import('./withQueries')]).then(([screen, queries]) =>
      queries.withQueries(screen.LoginScreen),
    ),
};

/**
 * The public entry's route table: the three public screens, as in routes.tsx (the one being shown
 * already loaded, the others loaded when visited), and anything else hands the page over to the
 * whole app, which shows that address with its own route table.
 */
export function publicRoutes(current: string, Current: ComponentType, handOver: () => void): RouteObject[] {
  return [
    ...Object.entries(publicScreens).map(([path, load]) => ({
      path,
      element:
        path === current
          ? readyScreen(Current)
          : lazyScreen(async () => ({ Screen: await load() }), 'Screen'),
    })),
    { path: '*', element: <HandOver onMount={handOver} /> },
  ];
}

/** What shows while the app loads (as its screens' own loading state), and starts the loading. */
function HandOver({ onMount }: { onMount: () => void }) {
  useEffect(() => {
    // After this render has finished: the hand-over unmounts this very tree.
    const timer = setTimeout(onMount);
    return () => clearTimeout(timer);
  }, [onMount]);
  return <Spinner />;
}
