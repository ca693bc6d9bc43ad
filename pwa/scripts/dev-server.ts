// `npm run dev`: Vite's dev server, with hot reload, rendering every page as the build
// pre-renders it. Each page request is rendered by the server entry (src/entry-server.tsx, loaded
// through Vite so an edit shows at once) into Vite's index.html, and the browser hydrates it with
// the same entry as in production. The content is the indexer's last output in pwa/generated/
// (scripts/build.sh, or `cargo run -p indexer`); the indexer's images, feeds and search excerpt
// texts are served from there too. No service worker and no boot script: those are the build's.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { fillPage, type RenderedPage } from './page-template.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.xml': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The indexer's files the site serves as they are, by URL prefix (as vite.config.ts emits them). */
function generatedFile(generated: string, pathname: string): string | undefined {
  const trees: [RegExp, string][] = [
    [/^\/images\/(.+)$/, 'images'],
    [/^\/search\/text\/(.+)$/, 'search-text'],
    [/^\/((?:pl\/)?feed\.xml)$/, 'feeds'],
  ];
  for (const [pattern, dir] of trees) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const root = join(generated, dir);
    const file = normalize(join(root, decodeURIComponent(match[1])));
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** A request for a page (not a module, a style or a file): what a browser or a loader asks for. */
function wantsPage(req: IncomingMessage, pathname: string): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !extname(pathname);
}

async function renderPage(server: ViteDevServer, url: string, res: ServerResponse): Promise<void> {
  const pathname = new URL(url, 'http://dev.local').pathname;
  const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
    render(path: string): Promise<RenderedPage>;
  };
  const { findRoute } = (await server.ssrLoadModule('/src/shared/paths.ts')) as {
    findRoute(path: string): unknown;
  };
  const template = await server.transformIndexHtml(url, readFileSync(join(server.config.root, 'index.html'), 'utf8'));
  const page = await render(pathname);
  res.statusCode = findRoute(pathname) ? 200 : 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(fillPage(template, page));
}

export function devServer(): Plugin {
  return {
    name: 'marigold-dev-server',
    apply: 'serve',
    config(config) {
      // The pre-render build bundles the libraries (vite.config.ts); the dev server's renderer
      // loads them from node_modules as Node does, which their CommonJS builds need.
      if (config.ssr) delete config.ssr.noExternal;
    },
    configureServer(server) {
      const generated = join(server.config.root, 'generated');
      if (!existsSync(join(generated, 'data', 'routes.json')))
        throw new Error('pwa/generated/ is empty: run scripts/build.sh once (it runs the indexer) before npm run dev');
      server.middlewares.use((req, res, next) => {
        const url = req.originalUrl ?? req.url ?? '/';
        const pathname = new URL(url, 'http://dev.local').pathname;
        const file = generatedFile(generated, pathname);
        if (file) {
          res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
          createReadStream(file).pipe(res);
          return;
        }
        if (!wantsPage(req, pathname)) return next();
        renderPage(server, url, res).catch((error: Error) => {
          server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}
