/*
 * zod compiles parsers with `new Function` when it may, deciding as each object schema is built
 * (at import time); the Content-Security-Policy forbids eval, and even zod's guarded probe for it
 * is reported as a violation. A classic script (served as is, not bundled) runs before any module
 * script, so zod finds this global configuration when it loads.
 */
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
