/*
 * Portfolio illustrations drawn as SVG and shipped as data URIs, so the sample
 * data loads nothing from another origin. Each is a small, flat scene in the
 * palette of the project it illustrates.
 */

export type IllustrationKind = 'dashboard' | 'mobile' | 'brand' | 'document' | 'chart' | 'map';

export interface Palette {
  background: string;
  surface: string;
  primary: string;
  secondary: string;
  ink: string;
}

const scenes: Record<IllustrationKind, (p: Palette) => string> = {
  dashboard: (p) => `
    <rect x="40" y="30" width="320" height="180" rx="10" fill="${p.surface}"/>
    <rect x="40" y="30" width="320" height="22" rx="10" fill="${p.ink}" opacity="0.12"/>
    <circle cx="56" cy="41" r="4" fill="${p.primary}"/><circle cx="70" cy="41" r="4" fill="${p.secondary}"/>
    <rect x="56" y="68" width="90" height="126" rx="6" fill="${p.primary}" opacity="0.18"/>
    <rect x="160" y="68" width="184" height="56" rx="6" fill="${p.secondary}" opacity="0.35"/>
    <rect x="160" y="136" width="86" height="58" rx="6" fill="${p.primary}"/>
    <rect x="258" y="136" width="86" height="58" rx="6" fill="${p.ink}" opacity="0.2"/>`,
  mobile: (p) => `
    <rect x="140" y="18" width="120" height="204" rx="18" fill="${p.ink}"/>
    <rect x="148" y="30" width="104" height="180" rx="10" fill="${p.surface}"/>
    <rect x="158" y="44" width="84" height="40" rx="6" fill="${p.primary}"/>
    <rect x="158" y="94" width="84" height="14" rx="4" fill="${p.secondary}" opacity="0.6"/>
    <rect x="158" y="116" width="60" height="14" rx="4" fill="${p.secondary}" opacity="0.4"/>
    <rect x="158" y="146" width="84" height="50" rx="6" fill="${p.primary}" opacity="0.25"/>
    <circle cx="80" cy="70" r="26" fill="${p.secondary}" opacity="0.5"/>
    <circle cx="325" cy="170" r="34" fill="${p.primary}" opacity="0.3"/>`,
  brand: (p) => `
    <circle cx="150" cy="120" r="62" fill="${p.primary}"/>
    <circle cx="150" cy="120" r="36" fill="${p.surface}"/>
    <path d="M132 120 q18 -30 36 0 q-18 30 -36 0z" fill="${p.secondary}"/>
    <rect x="236" y="82" width="110" height="16" rx="4" fill="${p.ink}"/>
    <rect x="236" y="110" width="80" height="10" rx="4" fill="${p.ink}" opacity="0.4"/>
    <rect x="236" y="140" width="24" height="24" rx="4" fill="${p.primary}"/>
    <rect x="266" y="140" width="24" height="24" rx="4" fill="${p.secondary}"/>
    <rect x="296" y="140" width="24" height="24" rx="4" fill="${p.ink}"/>`,
  document: (p) => `
    <rect x="120" y="20" width="160" height="200" rx="8" fill="${p.surface}"/>
    <rect x="140" y="44" width="100" height="12" rx="3" fill="${p.primary}"/>
    ${[72, 88, 104, 120, 136].map((y, i) => `<rect x="140" y="${y}" width="${i % 2 ? 100 : 120}" height="6" rx="3" fill="${p.ink}" opacity="0.3"/>`).join('')}
    <rect x="140" y="160" width="54" height="40" rx="4" fill="${p.secondary}" opacity="0.6"/>
    <rect x="202" y="160" width="58" height="6" rx="3" fill="${p.ink}" opacity="0.3"/>
    <rect x="202" y="174" width="40" height="6" rx="3" fill="${p.ink}" opacity="0.3"/>
    <circle cx="78" cy="180" r="22" fill="${p.primary}" opacity="0.35"/>
    <circle cx="330" cy="60" r="18" fill="${p.secondary}" opacity="0.6"/>`,
  chart: (p) => `
    <rect x="40" y="30" width="320" height="180" rx="10" fill="${p.surface}"/>
    ${[60, 110, 80, 140, 120, 160].map((h, i) => `<rect x="${70 + i * 46}" y="${190 - h}" width="28" height="${h}" rx="4" fill="${i === 5 ? p.primary : p.secondary}" opacity="${i === 5 ? 1 : 0.55}"/>`).join('')}
    <path d="M70 150 L130 120 L180 132 L230 84 L280 96 L330 52" fill="none" stroke="${p.ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  map: (p) => `
    <rect x="40" y="30" width="320" height="180" rx="10" fill="${p.surface}"/>
    <path d="M40 150 C120 110 160 190 240 140 S340 120 360 100 V210 H40z" fill="${p.secondary}" opacity="0.35"/>
    <path d="M90 60 L160 100 L230 70 L300 120" fill="none" stroke="${p.ink}" stroke-width="3" stroke-dasharray="6 6" opacity="0.5"/>
    <circle cx="160" cy="100" r="12" fill="${p.primary}"/><circle cx="300" cy="120" r="12" fill="${p.primary}"/>
    <circle cx="160" cy="100" r="4" fill="${p.surface}"/><circle cx="300" cy="120" r="4" fill="${p.surface}"/>`,
};

/** An SVG data URI (400 × 240) of the given scene in the given palette. */
export function illustration(kind: IllustrationKind, palette: Palette): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" width="400" height="240"><rect width="400" height="240" fill="${palette.background}"/>${scenes[kind](palette)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' '))}`;
}

export const palettes = {
  teal: {
    background: '#dff3ee',
    surface: '#ffffff',
    primary: '#0b7a6a',
    secondary: '#7fcfbd',
    ink: '#12201d',
  },
  sunrise: {
    background: '#fde8d7',
    surface: '#fffaf5',
    primary: '#d9622b',
    secondary: '#f3b37a',
    ink: '#3b2416',
  },
  plum: {
    background: '#ece3f6',
    surface: '#ffffff',
    primary: '#6b3fa0',
    secondary: '#b99ad9',
    ink: '#24163a',
  },
  ocean: {
    background: '#dce9f7',
    surface: '#ffffff',
    primary: '#1f5fa8',
    secondary: '#8db7e3',
    ink: '#122238',
  },
  moss: {
    background: '#e6eed9',
    surface: '#fbfdf7',
    primary: '#4d7a22',
    secondary: '#a9c77e',
    ink: '#1d2a12',
  },
} satisfies Record<string, Palette>;
