import { withinOneEdit } from './string-distance';

/**
 * Legal forms reduced to a canonical type, so "Limited Liability Company", "L.L.C." and "LLC" are
 * one thing and "Deutsche Bank AG" / "Deutsche Bank Aktiengesellschaft" compare equal. Types are
 * coarse on purpose: a type conflict (AG vs GmbH) lowers a score, it never vetoes it.
 * Phrases are matched on folded tokens, longest first.
 */
const FORM_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['LIMITED LIABILITY COMPANY', 'LLC'],
  ['LIMITED LIABILITY CO', 'LLC'],
  ['LIMITED LIABILITY PARTNERSHIP', 'LLP'],
  ['LIMITED LIABILITY LIMITED PARTNERSHIP', 'LLP'],
  ['LIMITED PARTNERSHIP', 'LP'],
  ['PUBLIC LIMITED COMPANY', 'PLC'],
  ['PRIVATE LIMITED COMPANY', 'LTD'],
  ['PRIVATE LIMITED', 'LTD'],
  ['PROPRIETARY LIMITED', 'LTD'],
  ['PTY LTD', 'LTD'],
  ['PVT LTD', 'LTD'],
  ['CO LTD', 'LTD'],
  ['COMPANY LIMITED', 'LTD'],
  ['PUBLIC JOINT STOCK COMPANY', 'JSC'],
  ['OPEN JOINT STOCK COMPANY', 'JSC'],
  ['CLOSED JOINT STOCK COMPANY', 'JSC'],
  ['JOINT STOCK COMPANY', 'JSC'],
  ['JOINT STOCK CO', 'JSC'],
  ['PROFESSIONAL LIMITED LIABILITY COMPANY', 'LLC'],
  ['PROFESSIONAL CORPORATION', 'CORP'],
  ['PROFESSIONAL ASSOCIATION', 'CORP'],
  ['GESELLSCHAFT MIT BESCHRANKTER HAFTUNG', 'LLC'],
  ['GESELLSCHAFT MBH', 'LLC'],
  ['OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTIU', 'LLC'],
  ['OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU', 'LLC'],
  ['TOVARYSTVO Z OBMEZHENOIU VIDPOVIDALNISTIU', 'LLC'],
  ['SPOLKA Z OGRANICZONA ODPOWIEDZIALNOSCIA', 'LLC'],
  ['SOCIEDAD DE RESPONSABILIDAD LIMITADA', 'LLC'],
  ['SOCIETE A RESPONSABILITE LIMITEE', 'LLC'],
  ['SOCIETA A RESPONSABILITA LIMITATA', 'LLC'],
  ['PUBLICHNOE AKTSIONERNOE OBSHCHESTVO', 'JSC'],
  ['OTKRYTOE AKTSIONERNOE OBSHCHESTVO', 'JSC'],
  ['ZAKRYTOE AKTSIONERNOE OBSHCHESTVO', 'JSC'],
  ['AKTSIONERNOE OBSHCHESTVO', 'JSC'],
  ['AKTSIONERNOYE OBSHCHESTVO', 'JSC'],
  ['SOCIEDAD ANONIMA', 'CORP'],
  ['SOCIETE ANONYME', 'CORP'],
  ['SOCIETA PER AZIONI', 'CORP'],
  ['NAAMLOZE VENNOOTSCHAP', 'CORP'],
  ['BESLOTEN VENNOOTSCHAP', 'LLC'],
  ['SP Z OO', 'LLC'],
  ['SP ZOO', 'LLC'],
  ['SP Z O O', 'LLC'],
  ['S DE RL', 'LLC'],
  ['S DE RL DE CV', 'LLC'],
  ['SA DE CV', 'CORP'],
  ['S A', 'CORP'],
  ['N V', 'CORP'],
  ['B V', 'LLC'],
  ['S R L', 'LLC'],
  ['S P A', 'CORP'],
];

/** Phrases split once, grouped by their first word (this runs for every indexed business name). */
const PHRASES_BY_FIRST = new Map<string, Array<{ words: string[]; type: string }>>();
for (const [phrase, type] of FORM_PHRASES) {
  const words = phrase.split(' ');
  const list = PHRASES_BY_FIRST.get(words[0]!) ?? [];
  list.push({ words, type });
  PHRASES_BY_FIRST.set(words[0]!, list);
}
for (const list of PHRASES_BY_FIRST.values()) list.sort((a, b) => b.words.length - a.words.length);
/** Phrases of three words or more by their second word, for a typo in the first ("JOYNT STOCK COMPANY"). */
const PHRASES_BY_SECOND = new Map<string, Array<{ words: string[]; type: string }>>();
for (const list of PHRASES_BY_FIRST.values()) {
  for (const phrase of list) {
    if (phrase.words.length < 3) continue;
    const second = PHRASES_BY_SECOND.get(phrase.words[1]!) ?? [];
    second.push(phrase);
    PHRASES_BY_SECOND.set(phrase.words[1]!, second);
  }
}
for (const list of PHRASES_BY_SECOND.values()) list.sort((a, b) => b.words.length - a.words.length);

const FORM_WORDS: Record<string, string> = {
  INC: 'CORP',
  INCORPORATED: 'CORP',
  CORP: 'CORP',
  CORPORATION: 'CORP',
  PC: 'CORP',
  PA: 'CORP',
  SA: 'CORP',
  SAS: 'CORP',
  SPA: 'CORP',
  NV: 'CORP',
  AB: 'CORP',
  AS: 'CORP',
  OY: 'CORP',
  SE: 'CORP',
  AG: 'CORP',
  AKTIENGESELLSCHAFT: 'CORP',
  LLC: 'LLC',
  PLLC: 'LLC',
  LC: 'LLC',
  LLCFZ: 'LLC',
  GMBH: 'LLC',
  SARL: 'LLC',
  SRL: 'LLC',
  BV: 'LLC',
  OOO: 'LLC',
  TOO: 'LLC',
  TOV: 'LLC',
  FZE: 'LLC',
  FZCO: 'LLC',
  FZC: 'LLC',
  DMCC: 'LLC',
  LTD: 'LTD',
  LIMITED: 'LTD',
  PTY: 'LTD',
  PVT: 'LTD',
  PTE: 'LTD',
  PLC: 'PLC',
  JSC: 'JSC',
  OJSC: 'JSC',
  PJSC: 'JSC',
  CJSC: 'JSC',
  OAO: 'JSC',
  ZAO: 'JSC',
  PAO: 'JSC',
  AO: 'JSC',
  AD: 'JSC',
  LLP: 'LLP',
  LLLP: 'LLP',
  LP: 'LP',
  CV: 'CORP',
  CO: 'CO',
  COMPANY: 'CO',
};

/** Forms written before the name in their own languages (OOO Romashka, PT Bank Mandiri). */
const LEADING_FORMS = new Set(['OOO', 'OAO', 'ZAO', 'PAO', 'AO', 'TOO', 'TOV', 'JSC', 'OJSC', 'PJSC', 'CJSC']);

/** Which canonical form a token is, or undefined when it is a distinctive word. */
export function formOfWord(token: string): string | undefined {
  return FORM_WORDS[token];
}

/** Number spellings and symbols that vary between a firm's own name and a list's. */
export const BUSINESS_WORD_VARIANTS: Record<string, string> = {
  '1ST': 'FIRST',
  '2ND': 'SECOND',
  '3RD': 'THIRD',
  '4TH': 'FOURTH',
  INTL: 'INTERNATIONAL',
  INTERNATL: 'INTERNATIONAL',
  NATL: 'NATIONAL',
  SVCS: 'SERVICES',
  SVC: 'SERVICE',
  MGMT: 'MANAGEMENT',
  ASSOC: 'ASSOCIATES',
  ASSN: 'ASSOCIATION',
  HOSP: 'HOSPITAL',
  MED: 'MEDICAL',
  CTR: 'CENTER',
  CENTRE: 'CENTER',
  BROS: 'BROTHERS',
  MFG: 'MANUFACTURING',
  TECH: 'TECHNOLOGY',
  TECHNOLOGIES: 'TECHNOLOGY',
  HLDGS: 'HOLDINGS',
  HOLDING: 'HOLDINGS',
  GRP: 'GROUP',
  DEPT: 'DEPARTMENT',
  ST: 'SAINT',
  MT: 'MOUNT',
};

/** Abbreviations that stand for several words. */
export const BUSINESS_WORD_EXPANSIONS: Record<string, readonly string[]> = {
  US: ['UNITED', 'STATES'],
  USA: ['UNITED', 'STATES'],
  UK: ['UNITED', 'KINGDOM'],
  UAE: ['UNITED', 'ARAB', 'EMIRATES'],
};

const UNITS: Record<string, number> = {
  ONE: 1,
  TWO: 2,
  THREE: 3,
  FOUR: 4,
  FIVE: 5,
  SIX: 6,
  SEVEN: 7,
  EIGHT: 8,
  NINE: 9,
  TEN: 10,
  ELEVEN: 11,
  TWELVE: 12,
  THIRTEEN: 13,
  FOURTEEN: 14,
  FIFTEEN: 15,
  SIXTEEN: 16,
  SEVENTEEN: 17,
  EIGHTEEN: 18,
  NINETEEN: 19,
};
const TENS: Record<string, number> = { TWENTY: 20, THIRTY: 30, FORTY: 40, FIFTY: 50, SIXTY: 60, SEVENTY: 70, EIGHTY: 80, NINETY: 90 };

/**
 * Writes number words as digits ("FORTY FOUR" → 44, "THREE" → 3) so "Brigade Forty-Four" and
 * "Brigade 44" share their words. Ordinals are unified separately (1ST = FIRST).
 */
export function numberWordsToDigits(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const tens = TENS[t];
    if (tens !== undefined) {
      const unit = UNITS[tokens[i + 1] ?? ''];
      if (unit !== undefined && unit < 10) {
        out.push(String(tens + unit));
        i++;
      } else out.push(String(tens));
      continue;
    }
    const unit = UNITS[t];
    out.push(unit === undefined ? t : String(unit));
  }
  return out;
}

/**
 * Finds legal-form phrases in folded tokens. Returns the indices they cover and the canonical
 * form (the last one found: "… Co., Ltd." is LTD).
 */
export function findLegalForms(tokens: readonly string[]): { covered: Set<number>; form: string; forms: string[] } {
  const covered = new Set<number>();
  // Every form written, not only the main one: "OJSC … CORPORATION" is both a JSC and a CORP.
  const forms = new Set<string>();
  let form = '';
  let formAt = -1;
  for (let i = 0; i < tokens.length; i++) {
    if (covered.has(i)) continue;
    let matched = false;
    const exactFirst = PHRASES_BY_FIRST.get(tokens[i]!) ?? [];
    const typoFirst = tokens[i]!.length >= 5 && i + 1 < tokens.length ? (PHRASES_BY_SECOND.get(tokens[i + 1]!) ?? []) : [];
    for (const { words, type } of exactFirst.length > 0 && typoFirst.length > 0
      ? [...exactFirst, ...typoFirst]
      : exactFirst.length > 0
        ? exactFirst
        : typoFirst) {
      // A list that cuts names at a field width may cut the form too ("JOINT STOCK COMPAN").
      const cut = i + words.length > tokens.length ? tokens.length - i : words.length;
      if (cut < 2 || cut < words.length - 1) continue;
      // One word of five letters or more may carry a typo ("JOYNT STOCK COMPANY") when the
      // phrase's other words are written out: a misspelt form is still a form, not a name word.
      let typos = 0;
      const matches = words.every((w, k) => {
        if (k >= cut) return true;
        const t = tokens[i + k]!;
        if (t === w || (k === cut - 1 && i + k === tokens.length - 1 && t.length >= 3 && w.startsWith(t))) return true;
        return cut >= 3 && w.length >= 5 && ++typos === 1 && withinOneEdit(t, w);
      });
      if (matches) {
        for (let k = 0; k < cut; k++) covered.add(i + k);
        forms.add(type);
        if (i >= formAt) {
          form = type;
          formAt = i;
        }
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const type = FORM_WORDS[tokens[i]!];
    // The first word is never a form ("CO OP PHARMACY", "AS SALAM") unless the whole name is a form.
    if (type !== undefined && i > 0) {
      covered.add(i);
      forms.add(type);
      // "Company" alone says little; a more specific form seen elsewhere wins.
      if (type !== 'CO' || form === '') {
        form = type;
        formAt = i;
      }
    }
  }
  // Leading Russian-style forms ("OAO Gazprom", "OOO Romashka") are forms too.
  const first = tokens[0];
  if (first !== undefined && tokens.length > 1 && !covered.has(0)) {
    const type = LEADING_FORMS.has(first) ? FORM_WORDS[first] : undefined;
    if (type !== undefined) {
      covered.add(0);
      forms.add(type);
      if (form === '') form = type;
    }
  }
  return { covered, form, forms: [...forms] };
}
