declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The journeys' database: the mail outbox, and the few set-ups no API can make (a renewal that already failed). */
    databaseUrl: string;
    /** The journeys' PostgreSQL server and its migrated template, for a journey that starts an app of its own. */
    testPostgres: { serverUrl: string; templateName: string };
  }
}
export {};
