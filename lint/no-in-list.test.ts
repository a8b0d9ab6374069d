import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noInList } from './no-in-list.js';

RuleTester.describe = describe;
RuleTester.it = it;

new RuleTester().run('sql/no-in-list', noInList, {
  valid: [
    "db.selectFrom('t').where('status', 'in', ['OPEN', 'CLOSED'])",
    "db.selectFrom('t').where('id', 'in', (eb) => eb.selectFrom('u').select('id'))",
    "db.selectFrom('t').where('id', 'in', db.selectFrom('u').select('id').where('x', '=', 1))",
    "db.selectFrom('t').where('id', '=', anyOf(ids))",
  ],
  invalid: [
    { code: "db.selectFrom('t').where('id', 'in', ids)", errors: [{ messageId: 'computedInList' }] },
    { code: "db.selectFrom('t').where('id', 'not in', rows.map((r) => r.id))", errors: [{ messageId: 'computedInList' }] },
    { code: "db.selectFrom('t').where('id', 'in', [...groupIds])", errors: [{ messageId: 'computedInList' }] },
    { code: "eb('t.id', 'in', scope.clientIds)", errors: [{ messageId: 'computedInList' }] },
  ],
});
