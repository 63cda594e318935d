// Next.js enforces `import 'server-only'` at build time; under Vitest it is a no-op.
export {};
