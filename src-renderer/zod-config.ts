import { z } from 'zod';

// The page's Content-Security-Policy forbids eval, so zod must not compile
// parsers with `new Function` (its probe alone would log a CSP violation).
// This module is imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
