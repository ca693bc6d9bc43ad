// A page made of copy alone (About, the service pages, Packages and funding, Funding support,
// the legal pages): intro, sections, questions, and the call to action.
import { usePageHead } from '../../app/head.tsx';
import { usePageCopy } from '../../app/page-copy.ts';
import { breadcrumbList } from '../layout/breadcrumb.tsx';
import { ConsultationCta } from './consultation-cta.tsx';
import { FaqGroups } from './faq-groups.tsx';
import { PageIntro } from './page-intro.tsx';
import { Sections } from './sections.tsx';
import { useTrail } from './trail.ts';

export function ContentPage() {
  const copy = usePageCopy();
  const trail = useTrail(copy.intro.heading);
  usePageHead({
    title: copy.meta.title,
    description: copy.meta.description,
    structuredData: [breadcrumbList(trail)],
  });
  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} />
      <div className="container narrow content-body">
        <Sections sections={copy.sections ?? []} />
        {copy.faq ? <FaqGroups groups={copy.faq} /> : null}
        <ConsultationCta />
      </div>
    </>
  );
}
