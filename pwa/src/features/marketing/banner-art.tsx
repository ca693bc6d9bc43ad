// The brand banners drawn as SVG at their exact pixel size: the web and social banners and
// the linked banners (docs/requirements.md). One drawing serves the page preview, the SVG and PNG
// downloads, and the hosted images the linked-banner snippets show. Text is placed from the
// typefaces' average widths; the banner tests measure the real text in Chromium.
import type { ReactNode } from 'react';
import { site } from '../../shared/site.ts';
import { ICON_PATHS } from '../layout/icon-paths.ts';
import { availability } from './brand-facts.ts';
import { colour, fontStacks, LOGO_URL } from './brand.ts';

/** Average advance of a character, in em, for each face and weight the banners use. */
const ADVANCE = { heading: 0.56, body: 0.52, bold: 0.58 } as const;

type Face = keyof typeof ADVANCE;

const FACE_ATTRS: Record<Face, { fontFamily: string; fontWeight: number }> = {
  heading: { fontFamily: fontStacks.heading, fontWeight: 600 },
  body: { fontFamily: fontStacks.body, fontWeight: 400 },
  bold: { fontFamily: fontStacks.body, fontWeight: 700 },
};

/** Estimated width of `text` at `size` px in `face`. */
export function textWidth(text: string, size: number, face: Face): number {
  return text.length * size * ADVANCE[face];
}

/** Greedy line breaking by estimated width. */
export function wrap(text: string, size: number, maxWidth: number, face: Face): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size, face) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

function SvgText(props: {
  x: number;
  y: number;
  size: number;
  face: Face;
  fill: string;
  anchor?: 'start' | 'middle';
  children: ReactNode;
}) {
  return (
    <text
      x={props.x}
      y={props.y}
      fontSize={props.size}
      {...FACE_ATTRS[props.face]}
      fill={props.fill}
      textAnchor={props.anchor}
    >
      {props.children}
    </text>
  );
}

function Frame(props: { width: number; height: number; label: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="banner-art"
      width={props.width}
      height={props.height}
      viewBox={`0 0 ${props.width} ${props.height}`}
      role="img"
      aria-label={props.label}
    >
      {props.children}
    </svg>
  );
}

function Logo({ x, y, size }: { x: number; y: number; size: number }) {
  return <image href={LOGO_URL} x={x} y={y} width={size} height={size} />;
}

/** The logo's flower, large and decorative. */
function Flower({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const petal = { rx: r * 0.17, ry: r * 0.78 };
  return (
    <g transform={`translate(${cx} ${cy})`}>
      <circle r={r} fill={colour('marigold-light')} opacity={0.2} />
      {[0, 30, 60, 90, 120, 150].map((angle) => (
        <ellipse key={angle} {...petal} transform={`rotate(${angle})`} fill={colour('marigold')} />
      ))}
      <circle r={r * 0.32} fill={colour('marigold-light')} />
    </g>
  );
}

function IconPath({
  name,
  x,
  y,
  size,
  stroke,
}: {
  name: keyof typeof ICON_PATHS;
  x: number;
  y: number;
  size: number;
  stroke: string;
}) {
  return (
    <path
      d={ICON_PATHS[name]}
      transform={`translate(${x} ${y}) scale(${size / 24})`}
      fill="none"
      stroke={stroke}
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** The width of the "DBS Checked" badge drawn `height` px tall, for placing it. */
function badgeWidth(text: string, height: number): number {
  return Math.round(height * 1.05 + textWidth(text, height * 0.4, 'bold') + height * 0.45);
}

function DbsBadge({ x, y, height, text }: { x: number; y: number; height: number; text: string }) {
  const size = height * 0.4;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={badgeWidth(text, height)}
        height={height}
        rx={height / 2}
        fill={colour('white')}
        stroke={colour('sage')}
        strokeWidth={2}
      />
      <IconPath name="shield" x={x + height * 0.3} y={y + height * 0.2} size={height * 0.6} stroke={colour('sage')} />
      <SvgText x={x + height * 1.05} y={y + height / 2 + size * 0.36} size={size} face="bold" fill={colour('ink')}>
        {text}
      </SvgText>
    </g>
  );
}

export interface BannerText {
  /** The badge's words ("DBS Checked"), from the page copy. */
  badge: string;
}

/** What a banner says, for its accessible name and the snippet's alt text. */
export function bannerSummary(badge: string): string {
  return `${site.brand.short_name}: ${site.brand.tagline.en}. ${site.contact.phone}, ${availability(site.hours)}. ${badge}.`;
}

/** The 728 x 90 web banner. */
export function WebBanner({ badge }: BannerText) {
  const [w, h] = [728, 90];
  const bw = badgeWidth(badge, 44);
  return (
    <Frame width={w} height={h} label={bannerSummary(badge)}>
      <rect width={w} height={h} fill={colour('blue')} />
      <rect y={h - 6} width={w} height={6} fill={colour('marigold')} />
      <Logo x={12} y={11} size={62} />
      <SvgText x={86} y={40} size={25} face="heading" fill={colour('white')}>
        {site.brand.short_name}
      </SvgText>
      <SvgText x={86} y={66} size={16} face="body" fill={colour('marigold-light')}>
        {site.brand.tagline.en}
      </SvgText>
      <rect x={318} y={18} width={2} height={50} fill={colour('marigold')} />
      <SvgText x={338} y={42} size={23} face="bold" fill={colour('white')}>
        {site.contact.phone}
      </SvgText>
      <SvgText x={338} y={66} size={16} face="body" fill={colour('marigold-light')}>
        {availability(site.hours)}
      </SvgText>
      <DbsBadge x={w - 12 - bw} y={21} height={44} text={badge} />
    </Frame>
  );
}

/** The 1200 x 628 social media banner. */
export function SocialBanner({ badge }: BannerText) {
  const [w, h] = [1200, 628];
  return (
    <Frame width={w} height={h} label={bannerSummary(badge)}>
      <rect width={w} height={h} fill={colour('cream')} />
      <rect x={800} width={400} height={h} fill={colour('blue')} />
      <Flower cx={1000} cy={314} r={170} />
      <rect y={h - 14} width={800} height={14} fill={colour('marigold')} />
      <Logo x={72} y={64} size={104} />
      <SvgText x={72} y={262} size={60} face="heading" fill={colour('blue')}>
        {site.brand.short_name}
      </SvgText>
      <SvgText x={72} y={318} size={34} face="body" fill={colour('ink')}>
        {site.brand.tagline.en}
      </SvgText>
      <IconPath name="phone" x={72} y={374} size={46} stroke={colour('marigold-text')} />
      <SvgText x={134} y={414} size={50} face="bold" fill={colour('blue')}>
        {site.contact.phone}
      </SvgText>
      <SvgText x={134} y={462} size={30} face="body" fill={colour('ink-soft')}>
        {availability(site.hours)}
      </SvgText>
      <DbsBadge x={72} y={506} height={62} text={badge} />
    </Frame>
  );
}

export interface LinkedBannerSpec {
  key: string;
  width: number;
  height: number;
  heading: string;
  button: string;
}

/** Background, text and button colours, taken in turn by the linked banners. */
const TONES = [
  { bg: 'blue', fg: 'white', button: 'marigold', buttonText: 'ink' },
  { bg: 'cream', fg: 'blue', button: 'blue', buttonText: 'white' },
  { bg: 'sage', fg: 'white', button: 'marigold', buttonText: 'ink' },
  { bg: 'blue-dark', fg: 'white', button: 'marigold', buttonText: 'ink' },
] as const;

/** The alt text of a linked banner's image. */
export function linkedBannerAlt(b: LinkedBannerSpec): string {
  return `${b.heading}: ${b.button} (${site.brand.short_name})`;
}

/** A linked banner: brand, heading and button, laid out for any size and shape. */
export function LinkedBannerArt({ banner, index }: { banner: LinkedBannerSpec; index: number }) {
  const { width: w, height: h } = banner;
  const tone = TONES[index % TONES.length];
  const short = Math.min(w, h);
  const aspect = Math.max(w, h) / short;
  const wide = w / h > 1.5;
  const pad = Math.round(short * 0.09);
  const logo = Math.round(Math.min(short * 0.16, 96));
  const brandSize = Math.round(logo * 0.36);
  const size = Math.round(short * (0.08 + 0.02 * Math.min(aspect - 1, 3)));
  // Lora's ascent and descent together are about 1.3 em: lines this far apart never touch.
  const lineHeight = Math.round(size * 1.3);
  const textWidthMax = wide ? w * 0.62 - pad : w - 2 * pad;
  const lines = wrap(banner.heading, size, textWidthMax, 'heading');
  const buttonSize = Math.max(Math.round(size * 0.46), 16);
  const buttonHeight = Math.round(buttonSize * 2.6);
  const buttonWidth = Math.round(textWidth(banner.button, buttonSize, 'bold') + buttonSize * 2.4);

  // Top to bottom: logo row, heading (baselines; 0.8em ascent, 0.25em descent), button. Wide
  // banners centre the block beside the flower; the others keep the button at the bottom and
  // put the flower in the space between.
  const headingFirst = logo + size * 0.5 + size * 0.8;
  const headingLast = headingFirst + (lines.length - 1) * lineHeight;
  const blockHeight = headingLast + size * 0.25 + size * 0.6 + buttonHeight;
  const top = wide ? Math.max(pad, (h - blockHeight) / 2) : pad;
  const headingTop = Math.round(top + headingFirst);
  const headingBottom = top + headingLast;
  const buttonTop = Math.round(wide ? top + blockHeight - buttonHeight : h - pad - buttonHeight);
  const flower = wide
    ? { cx: w * 0.82, cy: h / 2, r: h * 0.4 }
    : (() => {
        const space = buttonTop - (headingBottom + size * 0.25);
        return { cx: w / 2, cy: buttonTop - space / 2, r: Math.min(space / 2 - size * 0.4, w * 0.3) };
      })();

  return (
    <Frame width={w} height={h} label={linkedBannerAlt(banner)}>
      <rect width={w} height={h} fill={colour(tone.bg)} />
      {flower.r > 20 ? <Flower {...flower} /> : null}
      <Logo x={pad} y={top} size={logo} />
      <SvgText
        x={pad + logo + Math.round(logo * 0.25)}
        y={top + logo / 2 + brandSize * 0.35}
        size={brandSize}
        face="heading"
        fill={colour(tone.fg)}
      >
        {site.brand.short_name}
      </SvgText>
      {lines.map((line, i) => (
        <SvgText key={i} x={pad} y={headingTop + i * lineHeight} size={size} face="heading" fill={colour(tone.fg)}>
          {line}
        </SvgText>
      ))}
      <rect
        x={pad}
        y={buttonTop}
        width={buttonWidth}
        height={buttonHeight}
        rx={buttonHeight / 2}
        fill={colour(tone.button)}
      />
      <SvgText
        x={pad + buttonWidth / 2}
        y={buttonTop + buttonHeight / 2 + buttonSize * 0.36}
        size={buttonSize}
        face="bold"
        fill={colour(tone.buttonText)}
        anchor="middle"
      >
        {banner.button}
      </SvgText>
    </Frame>
  );
}

/** Where a linked banner's image is hosted, for snippets on other sites. */
export function hostedBannerPath(b: LinkedBannerSpec): string {
  return `/brand/${b.key}-${b.width}x${b.height}.svg`;
}
