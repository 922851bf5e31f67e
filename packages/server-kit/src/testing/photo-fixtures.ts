import { crc32, deflateSync } from 'node:zlib';

async function loadSharp() {
  return (await import('sharp')).default;
}

export interface TestPhotoOptions {
  width: number;
  height: number;
  /** EXIF orientation: 6 means "turn 90° clockwise to show" (a phone held upright stores its picture on its side). */
  orientation?: number;
  /** A GPS block and the phone's make, as a phone's camera writes them. */
  withGps?: boolean;
  /** The picture: a colour, or noise (which JPEG cannot compress: a 4000 × 3000 noise photo is about 6 MB). */
  fill?: { r: number; g: number; b: number } | 'noise';
  quality?: number;
}

/**
 * A JPEG like a phone's: its top half `fill`, its bottom half white, so a test can tell which way is up. With an
 * orientation, the pixels are stored turned the other way, as a camera does, and only the EXIF tag makes them upright.
 */
export async function testPhoto({
  width,
  height,
  orientation,
  withGps = false,
  fill = { r: 200, g: 40, b: 40 },
  quality = 90,
}: TestPhotoOptions): Promise<Buffer> {
  const sharp = await loadSharp();
  const top =
    fill === 'noise'
      ? await sharp({
          create: {
            width,
            height: height / 2,
            channels: 3,
            background: '#000000',
            noise: { type: 'gaussian', mean: 128, sigma: 60 },
          },
        })
          .png()
          .toBuffer()
      : await sharp({ create: { width, height: height / 2, channels: 3, background: fill } })
          .png()
          .toBuffer();
  let upright = sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite([
    { input: top, top: 0, left: 0 },
  ]);
  // Orientation 6 shows the stored pixels turned 90° clockwise: store them turned 90° counter-clockwise.
  if (orientation === 6) upright = sharp(await upright.png().toBuffer()).rotate(-90);
  let photo = sharp(await upright.png().toBuffer()).jpeg({ quality });
  if (orientation) photo = photo.withMetadata({ orientation });
  if (withGps)
    photo = photo.withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 15', ...(orientation ? { Orientation: String(orientation) } : {}) },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 22/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '72/1 8/1 0/1' },
    });
  return photo.toBuffer();
}

/** Whether an EXIF block (as sharp's metadata gives it) points to a GPS block: IFD0's tag 0x8825. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A "decompression bomb": a valid PNG of side × side black pixels, one bit each, a few dozen KB on disk but
 * side² × 3 bytes once decoded (1.2 GB at 20,000).
 */
export function decompressionBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then the row's bits
  const rows = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What a test checks of a served photo: its size, whether it has EXIF (and GPS), and how bright a pixel is. */
export async function photoFacts(image: Buffer) {
  const sharp = await loadSharp();
  const meta = await sharp(image).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hasExif: meta.exif !== undefined,
    hasGps: exifHasGps(meta.exif),
    /** The darkest channel of the pixel at (left, top): near 255 for white. */
    darkestChannelAt: async (left: number, top: number) =>
      Math.min(...(await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())),
  };
}
