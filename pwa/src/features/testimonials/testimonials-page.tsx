// Testimonials: what families say, with the note on consent and privacy.
import { ConsultationCta } from '../content/consultation-cta.tsx';
import { PageIntro } from '../content/page-intro.tsx';
import { useContentPage } from '../content/use-content-page.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import type { TestimonialsCopy } from './testimonials-copy.ts';

export function TestimonialsPage() {
  const { copy, trail } = useContentPage<TestimonialsCopy>();
  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} wide />
      <div className="container">
        {copy.intro.note ? <p className="note">{copy.intro.note}</p> : null}
        <ul className="card-grid testimonial-grid">
          {copy.testimonials.map((q) => (
            <li key={q.name} className="card">
              <TestimonialCard testimonial={q} />
            </li>
          ))}
        </ul>
      </div>
      <div className="container narrow content-body">
        <ConsultationCta />
      </div>
    </>
  );
}
