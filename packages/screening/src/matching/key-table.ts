/**
 * The blocking-key table: an open-addressing hash table over typed arrays whose keys are
 * (family, text, extra) triples and whose values are posting lists stored in one flat
 * Int32Array. A key is never built as a string ("M:" + code + "|" + initial): its hash is
 * computed from its parts, so a look-up allocates nothing, and a probe compares 32-bit hashes
 * in one array before it touches a key's text. Replaces a Map of ~300k string keys and as many
 * small arrays (decision 201).
 */

/** Key families (see blocking-keys.ts for what each one holds). */
export const KEY_FAMILY = {
  /** Double Metaphone of a surname part. */
  surname: 1,
  /** The same, narrowed by a first initial (extra = the initial's char code). */
  surnameInitial: 2,
  /** Double Metaphone of any name word. */
  token: 3,
  /** The same, narrowed by another word's first two letters (extra = both char codes). */
  tokenPrefix: 4,
  /** All words joined. */
  joined: 5,
  /** First 4 letters of a surname cut at the list's field width (extra = first initial). */
  truncatedSurname: 6,
  /** Exact DOB (ISO). */
  dob: 7,
  npi: 8,
  uei: 9,
  /** A business word. */
  businessWord: 10,
  /** Double Metaphone of a business word. */
  businessSound: 11,
  /** First four letters of a business word of five letters or more. */
  businessPrefix: 12,
  /** A business name's distinctive words joined. */
  businessJoined: 13,
  /** A business name's words joined, legal forms included. */
  businessAllJoined: 14,
} as const;

export type KeyFamily = (typeof KEY_FAMILY)[keyof typeof KEY_FAMILY];

/** The `extra` of a key narrowed by two letters (TI:): both char codes in one integer. */
export function twoLetters(word: string): number {
  return ((word.charCodeAt(0) & 0xfff) << 12) | (word.charCodeAt(1) & 0xfff);
}

function tagOf(family: number, extra: number): number {
  return ((family << 24) ^ extra) | 0;
}

function hashKey(tag: number, text: string): number {
  let h = Math.imul(0x811c9dc5 ^ tag, 16777619);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  // 0 marks an empty slot.
  return h === 0 ? 1 : h;
}

/**
 * Posting lists by key. Filled in two phases: {@link KeyTableBuilder.add} for every (key, name)
 * pair in name order, then {@link KeyTableBuilder.freeze}, which lays the lists out flat.
 */
export class KeyTable {
  constructor(
    private readonly mask: number,
    /**
     * Per slot, {@link KEY_SLOT_STRIDE} integers side by side — hash (0 = empty), tag (family and
     * extra), start and length of its posting list — so a probe and its list bounds are one read.
     */
    readonly entries: Int32Array,
    private readonly texts: Array<string | undefined>,
    /** Every posting list, one after the other: name indices in ascending order. */
    readonly postings: Int32Array,
    /** Keys with a posting list. */
    readonly size: number,
    private readonly families: number,
  ) {}

  /** The slot of a key, or -1 when no name has it. Allocation-free. */
  find(family: KeyFamily, text: string, extra = 0): number {
    if ((this.families & (1 << family)) === 0) return -1;
    const tag = tagOf(family, extra);
    const h = hashKey(tag, text);
    const { entries, texts, mask } = this;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const e = i * KEY_SLOT_STRIDE;
      const stored = entries[e]!;
      if (stored === 0) return -1;
      if (stored === h && entries[e + 1] === tag && texts[i] === text) return entries[e + 3]! > 0 ? i : -1;
    }
  }

  /** True when some key of the family is stored. */
  has(family: KeyFamily): boolean {
    return (this.families & (1 << family)) !== 0;
  }

  /** Where a slot's posting list starts in `postings`. */
  start(slot: number): number {
    return this.entries[slot * KEY_SLOT_STRIDE + 2]!;
  }

  /** Length of a slot's posting list. */
  length(slot: number): number {
    return this.entries[slot * KEY_SLOT_STRIDE + 3]!;
  }

  /** A slot's posting list as name indices (for tests and explanations; screening reads the flat arrays). */
  list(slot: number): number[] {
    return Array.from(this.postings.subarray(this.start(slot), this.start(slot) + this.length(slot)));
  }
}

/** Integers per slot in {@link KeyTable.entries}. */
export const KEY_SLOT_STRIDE = 4;

/** Collects (key, name) pairs while an index is built. */
export class KeyTableBuilder {
  private mask: number;
  private hashes: Int32Array;
  private tags: Int32Array;
  private texts: Array<string | undefined>;
  private counts: Int32Array;
  private lastName: Int32Array;
  private used = 0;
  private families = 0;
  /** (slot, name) pairs in the order added. */
  private pairs: Int32Array;
  private pairCount = 0;

  /** `expectedNames` sizes the table for an index of that many names (it grows past it if needed). */
  constructor(expectedNames = 0) {
    // About three distinct keys and a dozen (key, name) pairs per name; the table stays half empty.
    let size = 1 << 16;
    while (size < expectedNames * 6) size *= 2;
    this.mask = size - 1;
    this.hashes = new Int32Array(size);
    this.tags = new Int32Array(size);
    this.texts = new Array<string | undefined>(size);
    this.counts = new Int32Array(size);
    this.lastName = new Int32Array(size).fill(-1);
    this.pairs = new Int32Array(Math.max(1 << 20, expectedNames * 24));
  }

  /** Adds `nameIndex` to the key's list (once: a name adds its keys together, in name order). */
  add(family: KeyFamily, text: string, extra: number, nameIndex: number): void {
    const tag = tagOf(family, extra);
    const h = hashKey(tag, text);
    let i = h & this.mask;
    for (;;) {
      const stored = this.hashes[i]!;
      if (stored === 0) break;
      if (stored === h && this.tags[i] === tag && this.texts[i] === text) break;
      i = (i + 1) & this.mask;
    }
    if (this.hashes[i] === 0) {
      this.hashes[i] = h;
      this.tags[i] = tag;
      this.texts[i] = text;
      this.families |= 1 << family;
      if (++this.used * 2 > this.mask) {
        this.grow();
        i = this.slotOf(h, tag, text);
      }
    }
    // Keys repeat within one name (two surname parts with one code); keep postings unique.
    if (this.lastName[i] === nameIndex) return;
    this.lastName[i] = nameIndex;
    this.counts[i]!++;
    if (this.pairCount * 2 + 2 > this.pairs.length) {
      const bigger = new Int32Array(this.pairs.length * 2);
      bigger.set(this.pairs);
      this.pairs = bigger;
    }
    this.pairs[this.pairCount * 2] = i;
    this.pairs[this.pairCount * 2 + 1] = nameIndex;
    this.pairCount++;
  }

  /** The texts of the family's keys held by more than `limit` names. */
  textsAbove(family: KeyFamily, limit: number): Set<string> {
    const out = new Set<string>();
    for (let i = 0; i <= this.mask; i++) {
      if (this.hashes[i] !== 0 && this.counts[i]! > limit && this.tags[i]! >>> 24 === family) out.add(this.texts[i]!);
    }
    return out;
  }

  private slotOf(h: number, tag: number, text: string): number {
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const stored = this.hashes[i]!;
      if (stored === 0) return -1;
      if (stored === h && this.tags[i] === tag && this.texts[i] === text) return i;
    }
  }

  private grow(): void {
    const size = (this.mask + 1) * 2;
    const mask = size - 1;
    const hashes = new Int32Array(size);
    const tags = new Int32Array(size);
    const texts = new Array<string | undefined>(size);
    const counts = new Int32Array(size);
    const lastName = new Int32Array(size).fill(-1);
    const moved = new Int32Array(this.mask + 1);
    for (let old = 0; old <= this.mask; old++) {
      const h = this.hashes[old]!;
      if (h === 0) continue;
      let i = h & mask;
      while (hashes[i] !== 0) i = (i + 1) & mask;
      hashes[i] = h;
      tags[i] = this.tags[old]!;
      texts[i] = this.texts[old];
      counts[i] = this.counts[old]!;
      lastName[i] = this.lastName[old]!;
      moved[old] = i;
    }
    for (let p = 0; p < this.pairCount; p++) this.pairs[p * 2] = moved[this.pairs[p * 2]!]!;
    this.mask = mask;
    this.hashes = hashes;
    this.tags = tags;
    this.texts = texts;
    this.counts = counts;
    this.lastName = lastName;
  }

  /** Lays the posting lists out flat, each in the order its names were added. */
  freeze(): KeyTable {
    const size = this.mask + 1;
    const entries = new Int32Array(size * KEY_SLOT_STRIDE);
    const fill = new Int32Array(size);
    let offset = 0;
    let keys = 0;
    for (let i = 0; i < size; i++) {
      const e = i * KEY_SLOT_STRIDE;
      entries[e] = this.hashes[i]!;
      entries[e + 1] = this.tags[i]!;
      entries[e + 2] = offset;
      entries[e + 3] = this.counts[i]!;
      fill[i] = offset;
      offset += this.counts[i]!;
      if (this.counts[i]! > 0) keys++;
    }
    const postings = new Int32Array(offset);
    for (let p = 0; p < this.pairCount; p++) postings[fill[this.pairs[p * 2]!]!++] = this.pairs[p * 2 + 1]!;
    const table = new KeyTable(this.mask, entries, this.texts, postings, keys, this.families);
    this.pairs = new Int32Array(0);
    return table;
  }
}
