// Imported first by the client entries. zod compiles fast object parsers with `new Function` unless told not to;
// the Content-Security-Policy forbids eval (docs/decisions/014), so it would only log a violation while probing.
// Schemas read this setting when they are created, so it must run before any schema module.
import { z } from "zod";

z.config({ jitless: true });
