// FAQ: the questions in groups, a list of the groups to jump to, and FAQPage structured data.
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../../app/head.tsx';
import { usePageCopy } from '../../app/page-copy.ts';
import { ConsultationCta } from '../content/consultation-cta.tsx';
import { FaqGroups, faqPage } from '../content/faq-groups.tsx';
import { PageIntro } from '../content/page-intro.tsx';
import { useTrail } from '../content/trail.ts';
import { breadcrumbList } from '../layout/breadcrumb.tsx';

export function FaqPage() {
  const { t } = useTranslation();
  const copy = usePageCopy();
  const groups = copy.faq ?? [];
  const trail = useTrail(copy.intro.heading);
  usePageHead({
    title: copy.meta.title,
    description: copy.meta.description,
    structuredData: [breadcrumbList(trail), faqPage(groups)],
  });
  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} />
      <div className="container narrow content-body">
        <nav className="page-contents" aria-labelledby="faq-topics">
          <h2 id="faq-topics">{t('common.onThisPage')}</h2>
          <ol>
            {groups.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`}>{g.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <FaqGroups groups={groups} />
        <ConsultationCta />
      </div>
    </>
  );
}
