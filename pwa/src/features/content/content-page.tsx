// A page made of copy alone (About, the service pages, Packages and funding, Funding support,
// the legal pages): intro, sections, questions, and the call to action.
import { ConsultationCta } from './consultation-cta.tsx';
import { FaqGroups } from './faq-groups.tsx';
import { PageIntro } from './page-intro.tsx';
import { Sections } from './sections.tsx';
import { useContentPage } from './use-content-page.ts';

export function ContentPage() {
  const { copy, trail } = useContentPage();
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
