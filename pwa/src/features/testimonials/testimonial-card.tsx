// One family's words, with who they are.
import type { Testimonial } from './testimonials-copy.ts';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>, {testimonial.relation}
      </figcaption>
    </figure>
  );
}
