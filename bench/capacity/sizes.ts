import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema';

export interface TableSize {
  table: string;
  rows: number;
  /** Heap and TOAST, in bytes. */
  tableBytes: number;
  indexBytes: number;
}

/** Every table of the run's database with its rows (exact) and its sizes on disk. */
export async function tableSizes(db: Kysely<Database>): Promise<TableSize[]> {
  await sql`vacuum analyze`.execute(db);
  const tables = await sql<{ table: string; table_bytes: string; index_bytes: string }>`
    select c.relname as table,
      pg_table_size(c.oid)::text as table_bytes, pg_indexes_size(c.oid)::text as index_bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'm') and n.nspname = 'public' and c.relname <> 'bench_templates'
    order by pg_total_relation_size(c.oid) desc`.execute(db);
  const sizes: TableSize[] = [];
  for (const row of tables.rows) {
    const counted = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(row.table)}`.execute(
      db,
    );
    sizes.push({
      table: row.table,
      rows: Number(counted.rows[0]?.n ?? 0),
      tableBytes: Number(row.table_bytes),
      indexBytes: Number(row.index_bytes),
    });
  }
  return sizes;
}

/** The tables that hold a fifth of a megabyte or more, with bytes per row and per member. */
export function printSizes(sizes: TableSize[], members: number): void {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`\n| table | rows | table | indexes | bytes per row (table + indexes) | bytes per member |`);
  console.log('| --- | --- | --- | --- | --- | --- |');
  let total = 0;
  for (const size of sizes) {
    const bytes = size.tableBytes + size.indexBytes;
    total += bytes;
    if (bytes < 200 * 1024) continue;
    const perRow = size.rows ? Math.round(bytes / size.rows) : 0;
    console.log(
      `| ${size.table} | ${size.rows} | ${kib(size.tableBytes)} | ${kib(size.indexBytes)} | ${perRow} | ${Math.round(bytes / members)} |`,
    );
  }
  console.log(
    `| all tables | | | | | ${Math.round(total / members)} (${(total / 1024 / 1024).toFixed(0)} MiB in all) |`,
  );
}
