import { crc32, inflateRawSync } from 'node:zlib';

/**
 * The entries of a ZIP (stored or deflated), read through its central directory (sizes are known
 * there even when the local headers defer them to data descriptors, as a streamed ZIP does).
 * Throws when an entry's size or CRC-32 does not match its data: a cut or garbled archive fails.
 */
export function unzip(zip: Buffer): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a ZIP: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const size = zip.readUInt32LE(p + 20);
    const unpacked = zip.readUInt32LE(p + 24);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + size);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    if (data.length !== unpacked || crc32(data) !== crc) {
      throw new Error(`ZIP entry ${name}: ${data.length} bytes (expected ${unpacked}) or CRC-32 differs`);
    }
    out[name] = data;
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}
