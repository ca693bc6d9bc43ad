// A page's sections, each a titled block of prose with an id to link to (and a part React may
// hydrate on its own), and an "On this page" list when there are enough of them to need one.
import type { Section } from '#generated/types/Section.ts';
import { HydrationBoundary } from '../../shared/hydration.tsx';
import { PageContents } from './page-contents.tsx';
import { Prose } from './prose.tsx';

const CONTENTS_FROM = 5;

export function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.length >= CONTENTS_FROM ? <PageContents items={sections} /> : null}
      {sections.map((s) => (
        <HydrationBoundary key={s.id}>
          <section id={s.id} className="page-section" aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.heading}</h2>
            <Prose html={s.body} />
          </section>
        </HydrationBoundary>
      ))}
    </>
  );
}
