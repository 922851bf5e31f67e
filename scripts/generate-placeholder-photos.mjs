#!/usr/bin/env node
// Generates the placeholder photos shipped in photos/ (landscape 1600x1067 JPEGs drawn from SVG shapes and
// gradients, so nothing is downloaded) and photos/branding/logo.png. Run: node scripts/generate-placeholder-photos.mjs
// The host replaces them with real photos: drop files into PHOTOS_DIR and press "Refresh images" in /admin/photos.
import { mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is a dependency of the worker; resolve it from there.
const sharp = createRequire(path.join(repoRoot, 'services/worker/package.json'))('sharp');
const outDir = path.resolve(repoRoot, process.argv[2] ?? 'photos');
const W = 1600;
const H = 1067;

/** A seeded pseudo-random generator, so every run draws the same trees and ripples. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const svg = (body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
const radial = (id, stops, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('')}</radialGradient>`;

function hills(rand, baseY, amplitude, color, step = 80) {
  let d = `M0 ${H} L0 ${baseY}`;
  for (let x = 0; x <= W + step; x += step)
    d += ` L${x} ${baseY - amplitude * (0.5 + 0.5 * Math.sin(x / 260 + rand() * 0.6)) - rand() * amplitude * 0.3}`;
  return `<path d="${d} L${W} ${H} Z" fill="${color}"/>`;
}

function pines(rand, count, baseY, minH, maxH, colors, xFrom = 0, xTo = W) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = xFrom + rand() * (xTo - xFrom);
    const h = minH + rand() * (maxH - minH);
    const w = h * (0.28 + rand() * 0.12);
    const y = baseY + rand() * 20;
    const color = colors[Math.floor(rand() * colors.length)];
    out += `<path d="M${x} ${y - h} L${x - w / 2} ${y} L${x + w / 2} ${y} Z" fill="${color}"/>`;
  }
  return out;
}

function ripples(rand, top, count, color) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const y = top + rand() * (H - top);
    const x = rand() * W;
    const len = 30 + rand() * 160 * ((y - top) / (H - top) + 0.3);
    out += `<rect x="${x}" y="${y}" width="${len}" height="${1 + ((y - top) / (H - top)) * 3}" fill="${color}" opacity="${0.15 + rand() * 0.3}"/>`;
  }
  return out;
}

const house = (x, y, s, wall, roof, glow = '#ffd98a') => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="60" width="240" height="120" fill="${wall}"/>
    <path d="M-20 70 L120 -10 L260 70 Z" fill="${roof}"/>
    <rect x="170" y="10" width="26" height="50" fill="${roof}"/>
    <rect x="30" y="95" width="44" height="40" fill="${glow}"/><rect x="100" y="95" width="40" height="85" fill="#5b3b26"/>
    <rect x="166" y="95" width="44" height="40" fill="${glow}"/>
    <rect x="-30" y="175" width="300" height="12" fill="#6b4a2f"/>
  </g>`;

const scenes = {
  'exterior-lake-view.jpg': (rand) =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
       <circle cx="1250" cy="180" r="70" fill="#fff6d8" opacity="0.85"/>
       ${hills(rand, 470, 90, '#7d93a8')}${hills(rand, 540, 70, '#4f6f5a')}
       ${pines(rand, 90, 560, 40, 110, ['#1f3d2b', '#264a33', '#2e5339'])}
       <rect y="560" width="${W}" height="${H - 560}" fill="url(#lake)"/>
       ${ripples(rand, 570, 260, '#e8f2fa')}
       <rect x="0" y="820" width="${W}" height="${H - 820}" fill="url(#shore)"/>
       ${house(1000, 600, 1.3, '#8a5a3b', '#3b2f2a')}
       ${pines(rand, 14, 1067, 260, 520, ['#183324', '#1d3b2a'], 0, 420)}
       <rect x="430" y="860" width="380" height="16" fill="#7a5534"/><rect x="790" y="860" width="16" height="60" fill="#5a3d25"/>`,
      linear('sky', [
        [0, '#5d8fc4'],
        [0.6, '#a9c9e6'],
        [1, '#e9f0ef'],
      ]) +
        linear('lake', [
          [0, '#7fa6c2'],
          [1, '#2f5874'],
        ]) +
        linear('shore', [
          [0, '#4d6b3c'],
          [1, '#2f4427'],
        ]),
    ),
  'lake-sunset-dock.jpg': (rand) =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
       <circle cx="800" cy="560" r="120" fill="url(#sun)"/>
       ${hills(rand, 560, 60, '#3c2f45')}${pines(rand, 120, 585, 30, 90, ['#1f1a26', '#2a2030'])}
       <rect y="590" width="${W}" height="${H - 590}" fill="url(#lake)"/>
       <rect x="740" y="600" width="120" height="${H - 600}" fill="url(#glare)"/>
       ${ripples(rand, 600, 300, '#ffd6a0')}
       <path d="M560 ${H} L760 760 L840 760 L1040 ${H} Z" fill="#4a3324"/>
       ${Array.from({ length: 9 }, (_, i) => `<rect x="${570 + i * 52}" y="${760 + i * 34}" width="8" height="60" fill="#2d1f15"/>`).join('')}
       <rect x="745" y="700" width="10" height="70" fill="#2d1f15"/><rect x="845" y="700" width="10" height="70" fill="#2d1f15"/>`,
      linear('sky', [
        [0, '#3d3a6b'],
        [0.45, '#c0677a'],
        [0.8, '#f4a35f'],
        [1, '#ffd79a'],
      ]) +
        linear('lake', [
          [0, '#d98a6a'],
          [0.4, '#7b4f6b'],
          [1, '#2b2440'],
        ]) +
        linear(
          'glare',
          [
            [0, '#ffe3a8'],
            [1, '#ffe3a8'],
          ],
          0,
          1,
        ).replace(
          'stop-color="#ffe3a8"/></linearGradient>',
          'stop-color="#ffe3a8" stop-opacity="0"/></linearGradient>',
        ) +
        radial('sun', [
          [0, '#fff3c4'],
          [0.6, '#ffc66b'],
          [1, '#ff9f4a', 0],
        ]),
    ),
  'forest-trail.jpg': (rand) => {
    let trunks = '';
    for (let i = 0; i < 26; i += 1) {
      const x = rand() * W;
      const w = 14 + rand() * 50;
      const shade = Math.floor(40 + rand() * 40);
      trunks += `<rect x="${x}" y="0" width="${w}" height="${H}" fill="rgb(${shade + 20},${shade},${shade - 20})" opacity="${0.6 + rand() * 0.4}"/>`;
    }
    return svg(
      `<rect width="${W}" height="${H}" fill="url(#canopy)"/>
       <rect width="${W}" height="${H}" fill="url(#light)"/>
       ${trunks}
       <path d="M640 ${H} C700 900 760 760 790 640 L830 640 C860 760 960 900 1080 ${H} Z" fill="#9c7f55"/>
       <rect y="880" width="${W}" height="${H - 880}" fill="url(#ferns)" opacity="0.85"/>
       ${pines(rand, 40, 1000, 60, 140, ['#2f5a2a', '#3b6b30', '#24471f'])}`,
      linear('canopy', [
        [0, '#b9d48a'],
        [0.5, '#5f8f45'],
        [1, '#2b4a22'],
      ]) +
        radial(
          'light',
          [
            [0, '#fff8d0', 0.8],
            [1, '#fff8d0', 0],
          ],
          0.55,
          0.35,
          0.45,
        ) +
        linear('ferns', [
          [0, '#3f6f2e'],
          [1, '#1f3a17'],
        ]),
    );
  },
  'living-room.jpg': (rand) =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>
       <rect y="760" width="${W}" height="${H - 760}" fill="url(#floor)"/>
       ${Array.from({ length: 14 }, (_, i) => `<rect x="0" y="${770 + i * 22}" width="${W}" height="2" fill="#6e4a2c" opacity="0.35"/>`).join('')}
       <rect x="120" y="160" width="560" height="420" fill="#ece6da"/><rect x="140" y="180" width="520" height="380" fill="url(#view)"/>
       ${pines(rand, 30, 560, 60, 160, ['#2f5a3a', '#3a6a44'], 140, 660)}
       <rect x="395" y="180" width="10" height="380" fill="#ece6da"/>
       <rect x="980" y="260" width="420" height="500" fill="#8d8a86"/><rect x="1060" y="480" width="260" height="200" fill="#2a201b"/>
       <ellipse cx="1190" cy="640" rx="90" ry="40" fill="url(#fire)"/><rect x="960" y="240" width="460" height="28" fill="#5a3d2a"/>
       <rect x="200" y="640" width="620" height="150" rx="30" fill="#4e6a7d"/><rect x="180" y="600" width="660" height="80" rx="30" fill="#5b7a8f"/>
       <rect x="260" y="620" width="150" height="70" rx="14" fill="#e2d3b3"/><rect x="600" y="620" width="150" height="70" rx="14" fill="#c9a36b"/>
       <rect x="360" y="860" width="420" height="36" rx="8" fill="#6b4429"/><rect x="380" y="896" width="20" height="60" fill="#4e311e"/><rect x="740" y="896" width="20" height="60" fill="#4e311e"/>
       <ellipse cx="570" cy="1000" rx="520" ry="50" fill="#b7a78a" opacity="0.5"/>`,
      linear(
        'wall',
        [
          [0, '#efe6d6'],
          [1, '#d8c8ae'],
        ],
        1,
        0,
      ) +
        linear('floor', [
          [0, '#a87b50'],
          [1, '#7a5333'],
        ]) +
        linear('view', [
          [0, '#9cc3e0'],
          [0.7, '#d7e7ef'],
          [1, '#8db08f'],
        ]) +
        radial('fire', [
          [0, '#fff0b0'],
          [0.5, '#ff9a3c'],
          [1, '#b0401a', 0],
        ]),
    ),
  'kitchen.jpg': () =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>
       <rect x="0" y="120" width="${W}" height="260" fill="#f4f1ea"/>
       ${Array.from({ length: 8 }, (_, i) => `<rect x="${40 + i * 195}" y="140" width="180" height="220" rx="6" fill="#e9e4d8" stroke="#cfc8b8" stroke-width="4"/>`).join('')}
       <rect x="0" y="380" width="${W}" height="170" fill="url(#tile)"/>
       <rect x="0" y="550" width="${W}" height="30" fill="#d8d2c6"/><rect x="0" y="580" width="${W}" height="240" fill="#3f5566"/>
       ${Array.from({ length: 8 }, (_, i) => `<rect x="${40 + i * 195}" y="600" width="180" height="200" rx="6" fill="#46606f" stroke="#354a57" stroke-width="4"/>`).join('')}
       <rect x="300" y="720" width="1000" height="60" fill="#e8e3da"/><rect x="320" y="780" width="960" height="287" fill="#5a4334"/>
       ${[520, 800, 1080].map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="300" stroke="#222" stroke-width="4"/><path d="M${x - 50} 300 L${x + 50} 300 L${x + 30} 250 L${x - 30} 250 Z" fill="#2b2b2b"/><ellipse cx="${x}" cy="305" rx="42" ry="10" fill="#ffe7a8"/>`).join('')}
       <circle cx="620" cy="700" r="28" fill="#c0392b"/><circle cx="660" cy="705" r="24" fill="#d35400"/><rect x="900" y="660" width="60" height="60" rx="10" fill="#e8e0cc"/>`,
      linear('wall', [
        [0, '#ece8df'],
        [1, '#d6cfc1'],
      ]) +
        linear('tile', [
          [0, '#dfe8ea'],
          [1, '#c4d3d6'],
        ]),
    ),
  'primary-bedroom.jpg': () =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>
       <rect y="800" width="${W}" height="${H - 800}" fill="#8c6a4f"/>
       <rect x="1080" y="150" width="380" height="480" fill="#f3efe6"/><rect x="1100" y="170" width="340" height="440" fill="url(#view)"/>
       <rect x="1040" y="130" width="40" height="560" fill="#b9c4b0"/><rect x="1460" y="130" width="40" height="560" fill="#b9c4b0"/>
       <rect x="330" y="330" width="600" height="300" rx="20" fill="#6b4b34"/>
       <rect x="280" y="600" width="700" height="260" rx="24" fill="#f5f1ea"/><rect x="280" y="700" width="700" height="170" rx="20" fill="#7f97a8"/>
       <rect x="360" y="560" width="230" height="90" rx="30" fill="#fbfaf6"/><rect x="670" y="560" width="230" height="90" rx="30" fill="#fbfaf6"/>
       <rect x="120" y="620" width="130" height="200" fill="#6b4b34"/><ellipse cx="185" cy="520" rx="55" ry="45" fill="#f2e2b8"/><rect x="178" y="560" width="14" height="60" fill="#444"/>
       <ellipse cx="185" cy="520" rx="140" ry="120" fill="url(#lamp)"/>`,
      linear(
        'wall',
        [
          [0, '#dfe5e0'],
          [1, '#c2ccc5'],
        ],
        1,
        0,
      ) +
        linear('view', [
          [0, '#b7d3e6'],
          [0.6, '#e6eef0'],
          [0.62, '#4f7a55'],
          [1, '#2f5638'],
        ]) +
        radial('lamp', [
          [0, '#fff2c8', 0.6],
          [1, '#fff2c8', 0],
        ]),
    ),
  'den-pellet-stove.jpg': () =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>
       <rect y="820" width="${W}" height="${H - 820}" fill="#5e4635"/>
       <rect x="620" y="780" width="400" height="60" fill="#77706a"/>
       <rect x="680" y="440" width="280" height="340" rx="16" fill="#2c2c2e"/><rect x="720" y="500" width="200" height="170" rx="10" fill="#140e0c"/>
       <ellipse cx="820" cy="630" rx="80" ry="45" fill="url(#fire)"/><rect x="795" y="120" width="50" height="320" fill="#333"/>
       <rect x="120" y="600" width="420" height="230" rx="30" fill="#8a3b2e"/><rect x="100" y="560" width="460" height="90" rx="30" fill="#9c4636"/>
       <rect x="1140" y="250" width="320" height="220" fill="#e9e2d2" stroke="#4a3a2c" stroke-width="14"/><path d="M1160 440 L1260 330 L1330 400 L1380 350 L1440 440 Z" fill="#5e7f66"/>
       <rect x="1150" y="640" width="300" height="180" fill="#4a3a2c"/><rect x="1170" y="660" width="260" height="60" fill="#6d5641"/>`,
      linear(
        'wall',
        [
          [0, '#c9b59a'],
          [1, '#9f8a6f'],
        ],
        1,
        0,
      ) +
        radial('fire', [
          [0, '#fff1a8'],
          [0.5, '#ff8c2a'],
          [1, '#a02a10', 0],
        ]),
    ),
  'winter-exterior.jpg': (rand) =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
       ${hills(rand, 480, 110, '#c9d6e2')}${pines(rand, 80, 620, 60, 180, ['#2c4a3c', '#36574a', '#3f6253'])}
       ${pines(rand, 60, 630, 40, 120, ['#eef3f7', '#e2eaf1'])}
       <rect y="640" width="${W}" height="${H - 640}" fill="url(#snow)"/>
       ${house(560, 430, 1.6, '#7a4b32', '#f4f7fa', '#ffcf7a')}
       <path d="M700 ${H} C760 900 820 820 900 760 L960 760 C940 840 900 920 880 ${H} Z" fill="#dde6ee"/>
       ${Array.from({ length: 220 }, () => `<circle cx="${rand() * W}" cy="${rand() * H}" r="${1 + rand() * 3}" fill="#fff" opacity="${0.5 + rand() * 0.5}"/>`).join('')}`,
      linear('sky', [
        [0, '#9fb4c8'],
        [1, '#e4ebf1'],
      ]) +
        linear('snow', [
          [0, '#f4f8fb'],
          [1, '#d4e0ea'],
        ]),
    ),
};

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160" viewBox="0 0 640 160">
  <path d="M20 120 L70 40 L100 85 L120 60 L160 120 Z" fill="#2f5d46"/>
  <path d="M15 128 Q50 118 85 128 T155 128" stroke="#3b7ea1" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M25 146 Q60 136 95 146 T165 146" stroke="#3b7ea1" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>
  <text x="190" y="88" font-family="Georgia, 'DejaVu Serif', serif" font-size="50" font-weight="bold" fill="#23403a">Grantham</text>
  <text x="192" y="130" font-family="Helvetica, 'DejaVu Sans', sans-serif" font-size="28" letter-spacing="6" fill="#3b7ea1">LAKE HOUSE</text>
</svg>`;

async function main() {
  await mkdir(path.join(outDir, 'branding'), { recursive: true });
  let seed = 7;
  for (const [name, draw] of Object.entries(scenes)) {
    const file = path.join(outDir, name);
    const drawn = await sharp(Buffer.from(draw(random((seed += 101)))))
      .blur(1.2)
      .toBuffer();
    // A little grain so the flat shapes read as photographs.
    const grain = await sharp({
      create: { width: W, height: H, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 } },
    })
      .png()
      .toBuffer();
    await sharp(drawn)
      .composite([{ input: await sharp(grain).ensureAlpha(0.06).png().toBuffer(), blend: 'overlay' }])
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(file);
    console.log(`${path.relative(repoRoot, file)}  ${Math.round((await stat(file)).size / 1024)} KB`);
  }
  const logoFile = path.join(outDir, 'branding', 'logo.png');
  await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile(logoFile);
  console.log(`${path.relative(repoRoot, logoFile)}  ${Math.round((await stat(logoFile)).size / 1024)} KB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
