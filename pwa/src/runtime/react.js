// What `react` resolves to in the bundles (see vite.config.ts): Preact's React-compatible
// API, a fifth of React DOM's size, so the first visit stays within its JavaScript budget.
// The app is written, typed and linted against React's API as before. (JavaScript, because
// Preact's compat types cannot be re-exported from TypeScript.)
import { joinTextRunsInEveryElement } from './text-runs.ts';

export * from 'preact/compat';
export { default } from 'preact/compat';

// Here, because every bundle's components import `react` before they render: the pre-rendered
// HTML and the hydrating tree then agree on every text node (see text-runs.ts).
joinTextRunsInEveryElement();

/**
 * React Router's RouterProvider calls useOptimistic, which Preact lacks. The router is given
 * `useTransitions={false}`, so it never sets an optimistic state: the state passes through.
 * @template S
 * @param {S} state
 * @returns {[S, (action: unknown) => void]}
 */
export function useOptimistic(state) {
  return [state, () => {}];
}
