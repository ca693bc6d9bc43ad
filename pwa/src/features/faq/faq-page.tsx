// FAQ: the questions in groups, a list of the groups to jump to, and FAQPage structured data
// (as microdata on the questions themselves).
import { ConsultationCta } from '../content/consultation-cta.tsx';
import { FaqGroups } from '../content/faq-groups.tsx';
import { PageContents } from '../content/page-contents.tsx';
import { PageIntro } from '../content/page-intro.tsx';
import { useContentPage } from '../content/use-content-page.ts';

export function FaqPage() {
  const { copy, trail } = useContentPage();
  const groups = copy.faq ?? [];
  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} />
      <div className="container narrow content-body">
        <PageContents items={groups} />
        <FaqGroups groups={groups} faqPage />
        <ConsultationCta />
      </div>
    </>
  );
}
