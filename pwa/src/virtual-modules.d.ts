/// <reference types="vite-plugin-pwa/react" />
// Modules that vite.config.ts makes at build time.

/** The URL of the content-hashed icon sprite (features/layout/icon-paths.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
