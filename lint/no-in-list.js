// Refuses a Kysely `in` / `not in` comparison whose list is computed (`where('id', 'in', ids)`): Kysely
// binds one parameter per value, and PostgreSQL refuses a statement with more than 65,535 of them, so a
// list taken from a result set fails once the data grows (issue 29). Such a list goes as one array
// parameter, `where('id', '=', anyOf(ids))` (apps/server/src/platform/db/any-of.ts). A literal list of
// constants (`['OPEN', 'CLOSED']`) and a subquery (a callback or a `selectFrom(…)` chain) stay allowed.
const IN_OPERATORS = new Set(['in', 'not in']);

/** Does an expression build a subquery (`eb.selectFrom(…)…`, `db.selectFrom(…)…`)? */
function isSubquery(node) {
  let current = node;
  while (current) {
    if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'MemberExpression') {
      if (current.property.type === 'Identifier' && current.property.name === 'selectFrom') return true;
      current = current.object;
    } else return false;
  }
  return false;
}

function isAllowedList(node) {
  if (node.type === 'ArrayExpression') return node.elements.every((element) => element && element.type === 'Literal');
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return true;
  return isSubquery(node);
}

export const noInList = {
  meta: {
    type: 'problem',
    docs: { description: "Send a computed list as one array parameter (anyOf), not as Kysely's 'in' with a parameter per value." },
    schema: [],
    messages: {
      computedInList:
        "A computed list in '{{operator}}' binds one parameter per value and fails past 65,535: use `'=', anyOf(list)` from platform/db/any-of (one array parameter).",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const [, operator, list] = node.arguments;
        if (!list || operator?.type !== 'Literal' || !IN_OPERATORS.has(operator.value)) return;
        if (!isAllowedList(list)) context.report({ node: list, messageId: 'computedInList', data: { operator: operator.value } });
      },
    };
  },
};
