// Shown when a screen fails to load or render (for example a chunk missing while offline).
import { useLocation, useRouteError } from 'react-router';
import { Link } from '../shared/links.tsx';
import { langFromPath, localize } from '../shared/paths.ts';

export function RouteError() {
  const error = useRouteError();
  const lang = langFromPath(useLocation().pathname);
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main" className="container">
      <h1>{lang === 'pl' ? 'Coś poszło nie tak' : 'Something went wrong'}</h1>
      <p>
        {lang === 'pl'
          ? 'Nie udało się wyświetlić tej strony. Odśwież stronę albo wróć na stronę główną.'
          : 'This page could not be shown. Please reload, or go back to the home page.'}
      </p>
      <p>
        <Link to={localize('/', lang)}>{lang === 'pl' ? 'Strona główna' : 'Home page'}</Link>
      </p>
    </main>
  );
}
