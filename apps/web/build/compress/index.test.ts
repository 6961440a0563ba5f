import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, MIN_BYTES, precompress } from './index.ts';

const text = (n: number) =>
  Array.from({ length: n }, (_, i) => `export const v${i} = "value ${i}";`).join('\n');

describe('compressedCopies', () => {
  it('gives brotli and gzip copies that decompress to the same bytes', async () => {
    const body = Buffer.from(text(200));
    const { br, gz } = await compressedCopies(body);
    expect(br!.length).toBeLessThan(body.length);
    expect(brotliDecompressSync(br!).equals(body)).toBe(true);
    expect(gunzipSync(gz!).equals(body)).toBe(true);
  });

  it('keeps no copy that would be larger than the file', async () => {
    const noise = randomBytes(400);
    const { br, gz } = await compressedCopies(noise);
    expect(gz).toBeUndefined();
    expect(br === undefined || br.length < noise.length).toBe(true);
  });
});

describe('precompress', () => {
  it('writes .br and .gz beside every text file of the build (source maps too), in folders too, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'auth'));
    writeFileSync(join(dir, 'assets', 'entry-A1.js'), text(300));
    writeFileSync(join(dir, 'assets', 'root-B2.css'), `.a{color:red}\n`.repeat(100));
    writeFileSync(join(dir, 'auth', 'index.html'), `<p>${'Sign in '.repeat(100)}</p>`);
    writeFileSync(join(dir, '_root.data'), `[{"_1":2},${'"x",'.repeat(200)}"y"]`);
    writeFileSync(join(dir, 'assets', 'tiny-C3.js'), 'export{};'); // under MIN_BYTES
    writeFileSync(join(dir, 'assets', 'entry-A1.js.map'), `{"mappings":"${'A'.repeat(999)}"}`);
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(MIN_BYTES * 4));

    const line = await precompress(dir);

    const written = ['assets/entry-A1.js', 'assets/root-B2.css', 'auth/index.html', '_root.data'];
    for (const file of [...written, 'assets/entry-A1.js.map']) {
      const original = readFileSync(join(dir, file));
      expect(
        brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original),
        file,
      ).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    for (const file of ['assets/tiny-C3.js', 'logo.png']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(line).toMatch(/^5 files compressed ahead \(\d+ KB → \d+ KB brotli\)$/);
  });
});
