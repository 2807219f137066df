// drizzle-kit writes foreign keys as REFERENCES "public"."table". Dropping the schema name lets one
// set of migrations apply in whatever schema search_path selects (each test run gets its own).
import fs from 'node:fs';
import path from 'node:path';

const folder = path.join(import.meta.dirname, '..', 'drizzle');
for (const name of fs.readdirSync(folder).filter((n) => n.endsWith('.sql'))) {
  const file = path.join(folder, name);
  const sql = fs.readFileSync(file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) fs.writeFileSync(file, unqualified);
}
