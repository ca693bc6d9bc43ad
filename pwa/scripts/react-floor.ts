// The React floor of `npm run bench` (bench.ts builds it into a copy of the home page): React DOM
// loaded, evaluated and hydrating an empty root, and nothing else. What a page pays for running
// React at all; the site's pages are read against it.
import { hydrateRoot } from 'react-dom/client';

const root = document.getElementById('react-floor');
if (!root) throw new Error('the React floor page has no #react-floor');
hydrateRoot(root, null);
performance.mark('hydrated');
