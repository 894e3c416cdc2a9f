// Generates the landing-page artwork (original SVG art, rendered to small WebP/AVIF) and the default profile
// picture. Run once with `node member-portal/tools/make-images.mjs`; the outputs are committed under public/.
import sharp from 'sharp';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'img');
fs.mkdirSync(out, { recursive: true });

function rand(seed) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) / 2147483647);
}

function mandala(cx, cy, r, color, petals, opacity) {
  let s = `<g opacity="${opacity}" fill="none" stroke="${color}" stroke-width="3">`;
  for (let i = 0; i < petals; i++) {
    const a = (i * 360) / petals;
    s += `<ellipse cx="${cx}" cy="${cy - r / 2}" rx="${r / 7}" ry="${r / 2}" transform="rotate(${a} ${cx} ${cy})"/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.35}"/></g>`;
  return s;
}

function garland(w, color1, color2) {
  let s = '';
  for (let x = 0; x < w; x += 40) {
    const y = 30 + 18 * Math.sin((x / w) * Math.PI * 6);
    s += `<circle cx="${x}" cy="${y}" r="16" fill="${(x / 40) % 2 ? color1 : color2}"/>`;
  }
  return s;
}

function couple(x, y, scale, c1, c2) {
  // Two stylised figures facing each other, joined by a heart.
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <circle cx="-70" cy="-210" r="44" fill="#3b2418"/>
    <path d="M-140 40 C-140 -80 -120 -150 -70 -150 C-20 -150 0 -80 0 40 Z" fill="${c1}"/>
    <circle cx="70" cy="-205" r="42" fill="#4a2c1c"/>
    <path d="M-2 40 C0 -80 20 -145 70 -145 C120 -145 140 -80 142 40 Z" fill="${c2}"/>
    <path d="M40 -238 q30 -40 70 0 q-30 -20 -70 0z" fill="#3b2418"/>
    <path d="M0 -270 c-12 -22 -44 -14 -40 10 c4 22 40 40 40 40 c0 0 36 -18 40 -40 c4 -24 -28 -32 -40 -10z" fill="#e8364f"/>
  </g>`;
}

const W = 1600;
const H = 800;
const slides = [
  { bg: ['#7a1f3d', '#c2452d'], accent: '#ffd27a', c1: '#f6b73c', c2: '#2f6f8f', motif: 'couple' },
  { bg: ['#1f4e5f', '#3a8f7a'], accent: '#f3e3b5', c1: '#e8364f', c2: '#f6b73c', motif: 'diyas' },
  { bg: ['#4b2a6b', '#b2426b'], accent: '#ffe4a8', c1: '#ffb347', c2: '#6ec6ca', motif: 'rings' },
];

function slideSvg(s, i) {
  const r = rand(17 + i * 31);
  let stars = '';
  for (let k = 0; k < 60; k++) {
    stars += `<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * H * 0.7).toFixed(0)}" r="${(1 + r() * 3).toFixed(1)}" fill="${s.accent}" opacity="${(0.3 + r() * 0.5).toFixed(2)}"/>`;
  }
  let motif = '';
  if (s.motif === 'couple') motif = couple(W * 0.72, H * 0.95, 1.6, s.c1, s.c2);
  if (s.motif === 'diyas') {
    for (let k = 0; k < 7; k++) {
      const x = 560 + k * 150;
      const y = H - 110 - (k % 2) * 40;
      motif += `<g transform="translate(${x} ${y})"><path d="M-60 0 q60 70 120 0z" fill="#d9822b"/><path d="M-60 0 h120" stroke="#8a4a16" stroke-width="6"/><path d="M0 -70 q-24 40 0 62 q24 -22 0 -62z" fill="#ffcf4a"/><path d="M0 -46 q-10 22 0 34 q10 -12 0 -34z" fill="#fff3c0"/></g>`;
    }
  }
  if (s.motif === 'rings') {
    motif = `<g fill="none" stroke-width="26"><circle cx="${W * 0.66}" cy="${H * 0.55}" r="150" stroke="${s.c1}"/><circle cx="${W * 0.66 + 190}" cy="${H * 0.55}" r="150" stroke="${s.accent}"/></g>
    <path d="M${W * 0.66 + 95} ${H * 0.2} l24 -40 l24 40 l-24 30z" fill="#bfe9ff"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.bg[0]}"/><stop offset="1" stop-color="${s.bg[1]}"/></linearGradient>
  <radialGradient id="glow" cx="0.7" cy="0.4" r="0.6"><stop offset="0" stop-color="${s.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${s.accent}" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>
  ${stars}
  ${mandala(W * 0.12, H * 0.3, 220, s.accent, 16, 0.18)}
  ${mandala(W * 0.9, H * 0.85, 260, s.accent, 20, 0.14)}
  <g opacity="0.9">${garland(W, s.c1, '#f08a24')}</g>
  ${motif}
  <rect y="${H - 40}" width="${W}" height="40" fill="#000" opacity="0.15"/>
</svg>`;
}

async function render(svg, name, widths, heightFor) {
  for (const w of widths) {
    const base = sharp(Buffer.from(svg)).resize(w, heightFor(w), { fit: 'cover' });
    await base.clone().webp({ quality: 70, effort: 6 }).toFile(path.join(out, `${name}-${w}.webp`));
    await base.clone().avif({ quality: 45, effort: 6 }).toFile(path.join(out, `${name}-${w}.avif`));
  }
}

const portraits = [
  { bg: '#fde2c8', c1: '#c2452d', c2: '#2f6f8f' },
  { bg: '#d8efe8', c1: '#8a3fa0', c2: '#d9822b' },
  { bg: '#e7e0f7', c1: '#e8364f', c2: '#3a8f7a' },
];

for (const [i, s] of slides.entries()) {
  await render(slideSvg(s, i), `slide-${i + 1}`, [480, 960, 1600], (w) => Math.round(w / 2));
}
for (const [i, p] of portraits.entries()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${p.bg}"/>${mandala(200, 170, 150, '#ffffff', 12, 0.6)}
  ${couple(200, 400, 0.95, p.c1, p.c2)}</svg>`;
  await render(svg, `story-${i + 1}`, [160, 320], (w) => w);
}
const avatar = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#e9e4ef"/><circle cx="128" cy="100" r="48" fill="#9b8fae"/>
<path d="M40 240 c0 -60 40 -92 88 -92 s88 32 88 92z" fill="#9b8fae"/></svg>`;
await sharp(Buffer.from(avatar)).png({ compressionLevel: 9, palette: true }).toFile(path.join(here, '..', 'public', 'default-profile.png'));
fs.writeFileSync(path.join(here, '..', 'public', 'favicon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#8c1c3a"/><path d="M32 50s-18-10-18-24a10 10 0 0 1 18-6 10 10 0 0 1 18 6c0 14-18 24-18 24z" fill="#ffd27a"/></svg>`);
console.log(fs.readdirSync(out).map((f) => `${f} ${fs.statSync(path.join(out, f)).size}`).join('\n'));
