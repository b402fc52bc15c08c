// The site's Content-Security-Policy forbids eval. zod compiles its object parsers with
// `new Function` unless told not to, and the refused attempt is reported as a policy violation,
// so in the browser it parses without compiling. zod reads its settings from globalThis (one
// object shared by every copy of it) when a schema is built; setting them there, before any
// schema exists, spares every page's first script the part of zod that its `config()` drags in.
// zodConfig.test.ts checks that zod still reads them from there.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
