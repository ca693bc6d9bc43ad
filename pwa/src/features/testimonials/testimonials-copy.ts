// The shape of the Testimonials page copy, which the home page also reads (featured ones).
import type { ContentCopy } from '../../shared/page-copy.ts';

export interface Testimonial {
  quote: string;
  name: string;
  relation: string;
  service: string;
  featured: boolean;
}

export interface TestimonialsCopy extends ContentCopy {
  testimonials: Testimonial[];
}
