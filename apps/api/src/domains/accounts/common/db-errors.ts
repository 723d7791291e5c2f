/** PostgreSQL (and PGlite) report a unique violation as SQLSTATE 23505. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
