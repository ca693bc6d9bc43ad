// A page's sections, each a titled block of prose with an id to link to, and an "On this
// page" list when there are enough of them to need one.
import { useTranslation } from 'react-i18next';
import type { Section } from '../../app/page-copy.ts';
import { Prose } from './prose.tsx';

const CONTENTS_FROM = 5;

export function Sections({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation();
  return (
    <>
      {sections.length >= CONTENTS_FROM ? (
        <nav className="page-contents" aria-labelledby="page-contents-title">
          <h2 id="page-contents-title">{t('common.onThisPage')}</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((s) => (
        <section key={s.id} id={s.id} className="page-section" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{s.heading}</h2>
          <Prose html={s.body} />
        </section>
      ))}
    </>
  );
}
