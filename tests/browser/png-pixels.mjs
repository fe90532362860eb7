// A PNG's pixels as straight RGBA bytes, decoded here in Node (zlib and the
// five row filters; 8-bit palette, grey, RGB and RGBA, not interlaced: what
// scripts/build-art.py writes). The browser's own decoders are what the
// tests check, so the truth they are checked against is not one of them.
import { inflateSync } from 'node:zlib';

export function pngPixels(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let at = 8, width = 0, height = 0, depth = 0, type = 0, interlace = 0, palette = null, alpha = Buffer.alloc(0);
  const data = [];
  while (at < buf.length) {
    const n = buf.readUInt32BE(at), kind = buf.toString('latin1', at + 4, at + 8), body = buf.subarray(at + 8, at + 8 + n);
    at += 12 + n;
    if (kind === 'IHDR') { width = body.readUInt32BE(0); height = body.readUInt32BE(4); depth = body[8]; type = body[9]; interlace = body[12]; }
    else if (kind === 'PLTE') palette = body;
    else if (kind === 'tRNS') alpha = body;
    else if (kind === 'IDAT') data.push(body);
  }
  if (depth !== 8 || interlace) throw new Error(`PNG of depth ${depth}, interlace ${interlace}: not read here`);
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[type];
  const raw = inflateSync(Buffer.concat(data)), stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0, p = 0; y < height; ++y, p += stride + 1) {
    const filter = raw[p], row = y * stride;
    for (let x = 0; x < stride; ++x) {
      const a = x >= channels ? rows[row + x - channels] : 0, b = y ? rows[row - stride + x] : 0;
      const c = x >= channels && y ? rows[row - stride + x - channels] : 0;
      let pred = 0;
      if (filter === 1) pred = a;
      else if (filter === 2) pred = b;
      else if (filter === 3) pred = (a + b) >> 1;
      else if (filter === 4) {
        const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c);
        pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      rows[row + x] = (raw[p + 1 + x] + pred) & 255;
    }
  }
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; ++i) {
    const s = i * channels, o = i * 4;
    if (type === 3) { const v = rows[s]; palette.copy(rgba, o, 3 * v, 3 * v + 3); rgba[o + 3] = v < alpha.length ? alpha[v] : 255; }
    else if (type === 6) rows.copy(rgba, o, s, s + 4);
    else if (type === 2) { rows.copy(rgba, o, s, s + 3); rgba[o + 3] = 255; }
    else if (type === 4) { rgba[o] = rgba[o + 1] = rgba[o + 2] = rows[s]; rgba[o + 3] = rows[s + 1]; }
    else { rgba[o] = rgba[o + 1] = rgba[o + 2] = rows[s]; rgba[o + 3] = 255; }
  }
  return { width, height, rgba };
}
