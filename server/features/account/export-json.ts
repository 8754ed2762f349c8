import type { ExportPart } from './export-queries';

type Row = Record<string, unknown>;

/**
 * Text per chunk, about: small enough for V8's young generation, where it dies at the next
 * scavenge. A string past ~128 kB is allocated among the large objects of the old generation,
 * freed only by a full collection, and a 100,000-message export then grew the process by 50 MB.
 */
const CHUNK_CHARS = 16_384;

/**
 * data.json as text chunks of about CHUNK_CHARS, without ever holding more than one batch of
 * rows: one object whose single-row parts (account, profile) are laid out as
 * `JSON.stringify(data, null, 2)` would, and whose lists hold one compact entry per line. A
 * line per entry reads and greps well at 100,000 messages, and costs the server a third of the
 * time of the fully indented layout (issue 22). `read` gives a part's rows in batches; `seen`
 * is told each batch (the export adds the photo files it lists).
 */
export async function* dataJsonChunks(
  parts: readonly ExportPart[],
  read: (part: ExportPart) => AsyncIterable<Row[]>,
  seen: (part: ExportPart, rows: Row[]) => void = () => {},
): AsyncGenerator<string, void, undefined> {
  yield '{';
  for (const [i, part] of parts.entries()) {
    const key = `${i === 0 ? '' : ','}\n  ${JSON.stringify(part.name)}: `;
    if (part.single) {
      let row: Row | null = null;
      for await (const rows of read(part)) {
        seen(part, rows);
        row ??= rows[0] ?? null;
      }
      // JSON escapes the line breaks inside strings, so every raw one is the layout's.
      yield key + JSON.stringify(row, null, 2).replaceAll('\n', '\n  ');
      continue;
    }
    let count = 0;
    let chunk = `${key}[\n`;
    for await (const rows of read(part)) {
      seen(part, rows);
      for (const row of rows) {
        chunk += `${count === 0 ? '' : ',\n'}    ${JSON.stringify(row)}`;
        count += 1;
        if (chunk.length >= CHUNK_CHARS) {
          yield chunk;
          chunk = '';
        }
      }
    }
    yield count === 0 ? `${key}[]` : `${chunk}\n  ]`;
  }
  yield '\n}';
}
