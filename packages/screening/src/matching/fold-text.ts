import anyAscii from 'any-ascii';

/** Letters that NFD does not decompose into a base letter plus accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
};
const SPECIAL_RE = /[ßẞÆæŒœØøŁłĐđÐðÞþı]/g;
const COMBINING_RE = /[\u0300-\u036f]/g;
// Apostrophes and periods join (O'BRIEN → OBRIEN, J.R. → JR); anything else non-alphanumeric separates.
const JOINERS_RE = /['’‘`´.]/g;
const SEPARATORS_RE = /[^A-Z0-9-]+/g;
const CLEAN_RE = /^[A-Z0-9 -]*$/;
const PLAIN_RE = /^[A-Z0-9 ]*$/;

/**
 * Upper-cases, strips accents and punctuation. Hyphens are kept because they mark compound
 * surnames; callers split on them. Pure ASCII input takes a fast path (the common case).
 */
export function foldText(value: string): string {
  // Lists are upper-case letters already and rosters plain letters: skip the regex passes for them.
  if (CLEAN_RE.test(value)) return tidySpaces(value);
  const upper = value.toUpperCase();
  if (CLEAN_RE.test(upper)) return tidySpaces(upper);
  let v = value;
  if (/[^\x00-\x7f]/.test(v)) {
    // Hangul must not go through NFD (it would split syllables into jamo): transliterate first.
    v = v.replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c);
    if (SYLLABIC_RE.test(v)) v = transliterate(v);
    v = v.normalize('NFD').replace(COMBINING_RE, '');
    if (/[^\x00-\x7f]/.test(v)) v = transliterate(v);
  }
  return v.toUpperCase().replace(JOINERS_RE, '').replace(SEPARATORS_RE, ' ').trim();
}

function tidySpaces(v: string): string {
  return v.includes('  ') || v.startsWith(' ') || v.endsWith(' ') ? v.replace(/ +/g, ' ').trim() : v;
}

/** Splits folded text into tokens, treating hyphens as separators. */
export function tokens(folded: string): string[] {
  if (folded === '') return [];
  // Letters, digits and spaces only (the common case): a plain split gives the same tokens.
  if (PLAIN_RE.test(folded)) return folded.split(' ').filter((t) => t !== '');
  return folded.split(/[\s-]+/).filter((t) => t !== '');
}

// Scripts written without spaces between name syllables (Chinese, Japanese kana, Korean Hangul).
// Their syllables stay joined within a word ("习近平" → XIJINPING, "近平" → JINPING), as
// romanised lists write given names; the token comparison joins "XI JINPING" to meet it. Single
// syllables as words would pair by coincidence with the many short words of other names.
const SYLLABIC_RE = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;

/**
 * Romanises letters of other scripts (Cyrillic, Greek, Arabic, Hebrew, CJK, …) with any-ascii, so
 * a name written in its own script and a list's Latin spelling meet on the same tokens.
 */
export function transliterate(value: string): string {
  let out = '';
  for (const c of value) {
    if (c.charCodeAt(0) < 0x80) {
      out += c;
      continue;
    }
    const latin = anyAscii(c);
    out += latin;
  }
  return out;
}
