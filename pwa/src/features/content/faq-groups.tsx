// Groups of questions and answers (each hydrated on its own), every answer visible (nothing hidden
// behind a click, so it prints, reads aloud and searches as it is); each question has an id to
// link to. On the FAQ page the markup itself carries schema.org's FAQPage as microdata, so search
// engines read the questions from the page and the answers are not sent a second time as JSON-LD.
import type { FaqGroup } from '#generated/types/FaqGroup.ts';
import { HydrationBoundary } from '../../shared/hydration.tsx';
import { Prose } from './prose.tsx';

const SCHEMA = 'https://schema.org/';

export function FaqGroups({ groups, faqPage = false }: { groups: readonly FaqGroup[]; faqPage?: boolean }) {
  const itemScope = (type: string, prop?: string) =>
    faqPage ? { itemScope: true, itemType: `${SCHEMA}${type}`, ...(prop ? { itemProp: prop } : {}) } : {};
  const itemProp = (prop: string) => (faqPage ? { itemProp: prop } : {});
  return (
    <div {...itemScope('FAQPage')}>
      {groups.map((group) => (
        <HydrationBoundary key={group.id}>
          <section id={group.id} className="faq-group" aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`}>{group.heading}</h2>
            {group.items.map((item) => (
              <div key={item.id} id={item.id} className="faq-item" {...itemScope('Question', 'mainEntity')}>
                <h3 {...itemProp('name')}>{item.question}</h3>
                <div {...itemScope('Answer', 'acceptedAnswer')}>
                  <Prose html={item.answer} {...itemProp('text')} />
                </div>
              </div>
            ))}
          </section>
        </HydrationBoundary>
      ))}
    </div>
  );
}
