/**
 * A D1 binding that answers slowly, as a remote D1 does under load: every statement and batch waits
 * `delayMs` before it reaches the database and again before its answer comes back, which widens any
 * read-then-write window a control might have. `onStatement` sees each statement's SQL as it runs, so
 * a test can tell the order of a request's steps; one that returns a promise holds the statement until
 * it settles (another request's write can land just there). Plain objects only: runs in Node and in workerd.
 * Each call makes a new binding object, so the store's settings cache (per binding) starts empty.
 */
export function slowD1(db: D1Database, delayMs: number, onStatement: (sql: string) => unknown = () => undefined): D1Database {
  const pause = () => (delayMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve());
  const inner = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();

  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const slow = async <T>(call: () => Promise<T>): Promise<T> => {
      await pause();
      await onStatement(sql);
      const result = await call();
      await pause();
      return result;
    };
    const wrapper = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => slow(() => (column === undefined ? statement.first() : statement.first(column))),
      run: () => slow(() => statement.run()),
      all: () => slow(() => statement.all()),
      raw: () => slow(() => statement.raw()),
    } as unknown as D1PreparedStatement;
    inner.set(wrapper, { statement, sql });
    return wrapper;
  };

  return {
    prepare: (sql: string) => wrap(db.prepare(sql), sql),
    batch: async (statements: D1PreparedStatement[]) => {
      await pause();
      const unwrapped: D1PreparedStatement[] = [];
      for (const s of statements) {
        const known = inner.get(s);
        await onStatement(known?.sql ?? '?');
        unwrapped.push(known?.statement ?? s);
      }
      const result = await db.batch(unwrapped);
      await pause();
      return result;
    },
    exec: async (sql: string) => {
      await pause();
      await onStatement(sql);
      return db.exec(sql);
    },
    dump: () => db.dump(),
    withSession: () => {
      throw new Error('slowD1: sessions are not wrapped');
    },
  } as unknown as D1Database;
}
