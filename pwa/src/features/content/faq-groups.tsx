// Groups of questions and answers, every answer visible (nothing hidden behind a click, so it
// prints, reads aloud and searches as it is); each question has an id to link to.
import type { FaqGroup } from '../../app/page-copy.ts';
import { Prose } from './prose.tsx';

export function FaqGroups({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} id={group.id} className="faq-group" aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`}>{group.heading}</h2>
          {group.items.map((item) => (
            <div key={item.id} id={item.id} className="faq-item">
              <h3>{item.question}</h3>
              <Prose html={item.answer} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

/** schema.org FAQPage of the questions (answers as the simple HTML Google accepts). */
export function faqPage(groups: readonly FaqGroup[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
