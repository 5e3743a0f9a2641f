import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A ZIP archive written front to back into `out` (which stays open for the caller to end): each
 * entry deflated as it arrives, its CRC and sizes in a data descriptor after its data (bit 3), the
 * central directory at the end. Nothing is held but the directory's few rows. Entries stay under
 * 4 GiB (no ZIP64): an entry that grows past it fails the archive rather than write a wrong one.
 */

const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const DEFLATE = 8;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const LIMIT = 0xffffffff;
// 1980-01-01 00:00 in DOS time: the archive's bytes do not depend on when it was written.
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

interface Written { name: Buffer; offset: number; crc: number; compressed: number; size: number }

export interface ZipEntry {
  /** Where the entry's uncompressed bytes go (ended by the caller, or by the pipeline writing into it). */
  input: Writable;
  /** Resolves when the entry's last byte and its data descriptor are in `out`. */
  done: Promise<void>;
}

export class ZipStream {
  private offset = 0;
  private readonly entries: Written[] = [];

  /** `level`: zlib's 1 (fastest) to 9; a spreadsheet of a million rows deflates ~10× at 1. */
  constructor(private readonly out: Writable, private readonly level = 1) {}

  private put(chunk: Buffer) {
    this.offset += chunk.length;
    return this.out.write(chunk);
  }

  /** Opens the next entry; write its content into `input`, then wait for `done` before the next. */
  entry(fileName: string): ZipEntry {
    const name = Buffer.from(fileName, 'utf8');
    const entry: Written = { name, offset: this.offset, crc: 0, compressed: 0, size: 0 };
    const head = Buffer.alloc(30);
    head.writeUInt32LE(LOCAL, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(FLAGS, 6);
    head.writeUInt16LE(DEFLATE, 8);
    head.writeUInt16LE(0, 10);
    head.writeUInt16LE(DOS_DATE, 12);
    head.writeUInt16LE(name.length, 26);
    this.put(head);
    this.put(name);
    const measure = new Transform({
      transform(chunk: Buffer, _e, next) {
        entry.crc = crc32(chunk, entry.crc);
        entry.size += chunk.length;
        next(entry.size > LIMIT ? new Error(`${fileName} is over 4 GiB: too big for this archive`) : null, chunk);
      },
    });
    const deflate = createDeflateRaw({ level: this.level });
    const count = new Transform({
      transform: (chunk: Buffer, _e, next) => { entry.compressed += chunk.length; this.offset += chunk.length; next(null, chunk); },
    });
    const done = pipeline(measure, deflate, count, this.out, { end: false }).then(() => {
      if (entry.compressed > LIMIT) throw new Error(`${fileName} is over 4 GiB compressed: too big for this archive`);
      const tail = Buffer.alloc(16);
      tail.writeUInt32LE(DESCRIPTOR, 0);
      tail.writeUInt32LE(entry.crc >>> 0, 4);
      tail.writeUInt32LE(entry.compressed, 8);
      tail.writeUInt32LE(entry.size, 12);
      this.put(tail);
      this.entries.push(entry);
    });
    return { input: measure, done };
  }

  /** A whole small entry at once. */
  async file(fileName: string, content: string | Buffer): Promise<void> {
    const { input, done } = this.entry(fileName);
    input.end(content);
    await done;
  }

  /** The central directory and its end record: the archive is complete after this. */
  finish(): void {
    const start = this.offset;
    for (const e of this.entries) {
      const row = Buffer.alloc(46);
      row.writeUInt32LE(CENTRAL, 0);
      row.writeUInt16LE(20, 4);
      row.writeUInt16LE(20, 6);
      row.writeUInt16LE(FLAGS, 8);
      row.writeUInt16LE(DEFLATE, 10);
      row.writeUInt16LE(0, 12);
      row.writeUInt16LE(DOS_DATE, 14);
      row.writeUInt32LE(e.crc >>> 0, 16);
      row.writeUInt32LE(e.compressed, 20);
      row.writeUInt32LE(e.size, 24);
      row.writeUInt16LE(e.name.length, 28);
      row.writeUInt32LE(e.offset, 42);
      this.put(row);
      this.put(e.name);
    }
    if (this.offset > LIMIT) throw new Error('archive is over 4 GiB: too big without ZIP64');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.put(end);
  }
}
