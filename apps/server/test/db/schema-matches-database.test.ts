import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/harness';

/**
 * db/schema.ts is written by hand; this test keeps it true to the migrated database. It reads the
 * `Database` interface with the TypeScript compiler (each table's columns and whether the selected
 * type admits null) and compares it with information_schema of a freshly migrated database.
 */
const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../src/db/schema.ts');
/** Tables that belong to the migration runner, not to the application's queries. */
const NOT_IN_SCHEMA = new Set(['schema_migrations']);

interface ColumnShape {
  nullable: boolean;
}

/** table → column → shape, as the TypeScript types in db/schema.ts declare them. */
function declaredSchema(): Map<string, Map<string, ColumnShape>> {
  const program = ts.createProgram([SCHEMA_FILE], { strict: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  if (!source) throw new Error('db/schema.ts not found');
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  );
  if (!database) throw new Error('db/schema.ts has no Database interface');

  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const tableType = checker.getTypeOfSymbol(table);
    const columns = new Map<string, ColumnShape>();
    for (const column of tableType.getProperties()) {
      const columnType = checker.getTypeOfSymbol(column);
      // Kysely's ColumnType<S, I, U> carries the selected type in a phantom `__select__` property.
      const selected = columnType.getProperty('__select__');
      const selectType = selected ? checker.getTypeOfSymbol(selected) : columnType;
      const members = selectType.isUnion() ? selectType.types : [selectType];
      columns.set(column.name, { nullable: members.some((member) => (member.flags & ts.TypeFlags.Null) !== 0) });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

describe('db/schema.ts', () => {
  const t = useTestApp();

  it('declares every table and column of the migrated database with its nullability', async () => {
    const rows = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      SELECT c.table_name, c.column_name, c.is_nullable
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       ORDER BY c.table_name, c.ordinal_position`.execute(t.app.db);
    const actual = new Map<string, Map<string, ColumnShape>>();
    for (const row of rows.rows) {
      if (NOT_IN_SCHEMA.has(row.table_name)) continue;
      const columns = actual.get(row.table_name) ?? new Map<string, ColumnShape>();
      columns.set(row.column_name, { nullable: row.is_nullable === 'YES' });
      actual.set(row.table_name, columns);
    }
    const declared = declaredSchema();

    const describeSchema = (schema: Map<string, Map<string, ColumnShape>>) =>
      Object.fromEntries(
        [...schema.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([table, columns]) => [
            table,
            Object.fromEntries(
              [...columns.entries()]
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([name, shape]) => [name, shape.nullable ? 'null' : 'not null']),
            ),
          ]),
      );
    expect(describeSchema(declared)).toEqual(describeSchema(actual));
  });
});
