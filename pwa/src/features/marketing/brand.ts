// The brand as the banners draw it: colour values and typefaces from styles/tokens.css (the
// stylesheet stays their one source), and the font files to embed in a standalone banner: the
// site's own subset faces (scripts/fonts.ts), which hold every character of the banners' copy.
import tokensCss from '../../styles/tokens.css?raw';
import atkinsonBold from '#generated/fonts/atkinson-hyperlegible-next-latin-700-normal.woff2?url';
import atkinsonRegular from '#generated/fonts/atkinson-hyperlegible-next-latin-400-normal.woff2?url';
import loraSemiBold from '#generated/fonts/lora-latin-600-normal.woff2?url';
import { firstFamily, parseTokens } from './brand-facts.ts';

export const tokens = parseTokens(tokensCss);

/** A colour token's value, e.g. `colour('blue')` -> `#1d4e89`. */
export function colour(name: string): string {
  const value = tokens[name];
  if (!value) throw new Error(`no colour token --${name} in styles/tokens.css`);
  return value;
}

export const typefaces = {
  heading: firstFamily(tokens['font-heading']),
  body: firstFamily(tokens['font-body']),
};

/** Font stacks for SVG `font-family` attributes. */
export const fontStacks = { heading: tokens['font-heading'], body: tokens['font-body'] };

export interface FontFile {
  family: string;
  weight: number;
  url: string;
}

/** The faces the banners use; a standalone banner embeds them. */
export const BANNER_FONTS: readonly FontFile[] = [
  { family: typefaces.heading, weight: 600, url: loraSemiBold },
  { family: typefaces.body, weight: 400, url: atkinsonRegular },
  { family: typefaces.body, weight: 700, url: atkinsonBold },
];

/** The logo mark the banners show. */
export const LOGO_URL = '/icons/icon.svg';
