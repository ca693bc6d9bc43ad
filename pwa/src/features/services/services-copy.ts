// The shape of the Services page copy, which the home page also reads for its service cards.
import type { ContentCopy } from '../../shared/page-copy.ts';
import type { IconName } from '../layout/icon.tsx';

export interface ServiceItem {
  key: IconName;
  title: string;
  summary: string;
  /** HTML rendered from Markdown. */
  body: string;
  /** The service's own page, when it has one. */
  link?: string;
}

export interface ServicesCopy extends ContentCopy {
  services: ServiceItem[];
}
