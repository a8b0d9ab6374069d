// Refuses British spellings in the texts people read: string literals, template text and JSX text
// (issue 33: "American English in every text the spec does not quote"). The word list is small on
// purpose: the spellings this product has used, plus their common kin. A lone lower-case or upper-case
// token ('cancelled', 'CANCELLED') is a code or state name, not a text, and is left alone, as is SQL in
// a `sql` template. Where the spec itself quotes a British word, put the text in SPEC_QUOTES.
const BRITISH = {
  enrol: 'enroll',
  enrols: 'enrolls',
  enrolment: 'enrollment',
  enrolments: 'enrollments',
  licence: 'license',
  licences: 'licenses',
  cancelled: 'canceled',
  cancelling: 'canceling',
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  favour: 'favor',
  favourite: 'favorite',
  honour: 'honor',
  labour: 'labor',
  catalogue: 'catalog',
  centre: 'center',
  centres: 'centers',
  centred: 'centered',
  labelled: 'labeled',
  labelling: 'labeling',
  modelled: 'modeled',
  travelled: 'traveled',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  instalment: 'installment',
  instalments: 'installments',
  cheque: 'check',
  judgement: 'judgment',
  programme: 'program',
  defence: 'defense',
  grey: 'gray',
  whilst: 'while',
  amongst: 'among',
  artefact: 'artifact',
};
// Verbs spelt -ise/-isation in British English (organise, organisation, recognised…).
const ISE_STEMS = [
  'organ',
  'recogn',
  'author',
  'custom',
  'final',
  'initial',
  'summar',
  'priorit',
  'util',
  'apolog',
  'minim',
  'maxim',
  'optim',
  'normal',
  'categor',
  'special',
  'standard',
  'synchron',
  'visual',
  'real',
  'anonym',
  'capital',
  'emphas',
  'memor',
  'personal',
  'sanit',
  'serial',
  'character',
];
const ISE_WORD = new RegExp(`^(${ISE_STEMS.join('|')})is(e|es|ed|ing|ation|ations|er|ers)$`, 'i');

/** Texts the spec quotes exactly, British spelling and all. */
const SPEC_QUOTES = new Set([]);

function american(word) {
  const lower = word.toLowerCase();
  if (BRITISH[lower]) return BRITISH[lower];
  const ise = ISE_WORD.exec(lower);
  if (ise) return `${ise[1]}iz${ise[2]}`;
  return null;
}

/** The British words of a text with their American spelling. */
export function britishWords(text) {
  if (SPEC_QUOTES.has(text.trim())) return [];
  if (/^[a-z0-9_.:/-]+$/.test(text) || /^[A-Z0-9_]+$/.test(text)) return [];
  const found = [];
  for (const word of text.match(/[A-Za-z]+/g) ?? []) {
    const us = american(word);
    if (us) found.push({ word, american: us });
  }
  return found;
}

function isSqlTemplate(node) {
  const parent = node.parent;
  return parent?.type === 'TaggedTemplateExpression' && parent.tag.type === 'Identifier' && parent.tag.name === 'sql';
}

export const americanEnglish = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts people read are in American English (issue 33).' },
    schema: [],
    messages: { british: "'{{word}}' is British spelling: write '{{american}}' (American English in every text)." },
  },
  create(context) {
    function check(node, text) {
      for (const { word, american: us } of britishWords(text)) context.report({ node, messageId: 'british', data: { word, american: us } });
    }
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ExportNamedDeclaration') return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        if (isSqlTemplate(node)) return;
        for (const quasi of node.quasis) check(quasi, quasi.value.cooked ?? quasi.value.raw);
      },
      JSXText(node) {
        check(node, node.value);
      },
    };
  },
};
