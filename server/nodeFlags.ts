// The Node flags `pena serve` and `pena worker` run with (package.json's start and pena
// scripts carry them too; nodeFlags.test.ts keeps them the same):
// - a 16 MB young generation, not Node 24's larger default, which lets the garbage of loading
//   the server's modules hold an idle process at about 330 MB instead of about 200 MB;
// - PGlite's WebAssembly (PostgreSQL) kept on V8's baseline compiler: optimizing its hot
//   functions took the process from about 230 MB to 740 MB for a moment and left about 60 MB
//   more resident, for queries about a third faster. A school's server is more often short of
//   memory than of CPU. With DATABASE_URL no WebAssembly runs and the flags change nothing.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'] as const;
