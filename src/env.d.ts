/// <reference types="astro/client" />
// import.meta.env (SSR, DEV) for tsc on a fresh clone, before `astro sync` has written .astro/types.d.ts.
