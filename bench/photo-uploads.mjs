// Twenty 6 MB phone photos uploaded as /admin/photos sends them (two at a time, each file's bytes as the body), timed
// from the first byte sent to the moment all three WebP sizes of every photo exist (the worker's job), while the home
// page and GET /api/property are asked for every 250 ms, as a visitor (or the host's own tab) would: their slowest
// answers say whether the site stayed responsive meanwhile.
import { randomInt } from 'node:crypto';
import { testPhoto } from '@lakehouse/server-kit/testing';

const PHOTOS = 20;
const PARALLEL_UPLOADS = 2;
const PROBE_MS = 250;

/** Distinct 4000 × 3000 noise photos (noise does not compress: about 6 MB each as a quality-95 JPEG). */
async function phonePhotos() {
  const photos = [];
  for (let i = 0; i < PHOTOS; i++) {
    photos.push(
      await testPhoto({
        width: 4000,
        height: 3000,
        fill: 'noise',
        quality: 95,
        orientation: i % 4 === 0 ? 6 : undefined,
        withGps: true,
      }),
    );
  }
  return photos;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
}

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { ms: performance.now() - started, ok: res.ok };
}

export async function measurePhotoUploads({ baseUrl, adminCode }) {
  // A mark in the photos so this run never meets a photo of an earlier one (the same bytes are refused).
  const photos = (await phonePhotos()).map((bytes, i) => ({
    bytes,
    name: `bench-${Date.now()}-${randomInt(1e9)}-${i}.jpg`,
  }));
  const headers = { 'X-Access-Code': adminCode };
  const probes = { home: [], property: [], failed: 0 };
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const [home, property] = await Promise.all([timed(`${baseUrl}/`), timed(`${baseUrl}/api/property`)]);
      probes.home.push(home.ms);
      probes.property.push(property.ms);
      if (!home.ok || !property.ok) probes.failed += 1;
      await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
    }
  })();

  const started = performance.now();
  const ids = [];
  const queue = [...photos];
  const uploadNext = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      const res = await fetch(`${baseUrl}/api/photos`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/octet-stream', 'X-File-Name': photo.name },
        body: photo.bytes,
      });
      if (res.status !== 201) throw new Error(`upload of ${photo.name}: ${res.status} ${await res.text()}`);
      ids.push((await res.json()).id);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, uploadNext));
  const uploadedMs = performance.now() - started;
  for (;;) {
    const library = await (await fetch(`${baseUrl}/api/photos`, { headers })).json();
    const done = library.filter((photo) => ids.includes(photo.id) && photo.variantsReady === 3).length;
    if (done === ids.length) break;
    if (performance.now() - started > 300_000)
      throw new Error(`only ${done} of ${ids.length} photos made after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const allVariantsMs = performance.now() - started;
  probing = false;
  await probe;
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const home = sorted(probes.home);
  const property = sorted(probes.property);
  return {
    photos: PHOTOS,
    averageBytes: photos.reduce((sum, photo) => sum + photo.bytes.length, 0) / PHOTOS,
    uploadedMs,
    allVariantsMs,
    probes: probes.home.length,
    probeFailures: probes.failed,
    home: { p95: percentile(home, 0.95), max: home.at(-1) ?? 0 },
    property: { p95: percentile(property, 0.95), max: property.at(-1) ?? 0 },
  };
}
