import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";

type Role = "admin";

/** Asks the database's has_role(); any failure answers false, so an error never grants admin. */
export async function hasRole(db: Database, userId: string, role: Role): Promise<boolean> {
  try {
    const result = (await db.execute(sql`select has_role(${userId}, ${role}) as granted`)) as unknown as {
      rows: Array<{ granted: boolean }>;
    };
    return result.rows[0]?.granted === true;
  } catch {
    return false;
  }
}
