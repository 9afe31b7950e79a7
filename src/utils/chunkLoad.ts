// Whether an error is webpack's failure to load a chunk (a script's or a stylesheet's): what the layouts recover from
// (layouts/chunkRecovery.ts) and what the request layer reads as a lost connection (axios's own chunk).
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; code?: string; message?: string } | null;
  return (
    !!e &&
    (e.name === 'ChunkLoadError' ||
      e.code === 'CSS_CHUNK_LOAD_FAILED' ||
      /Loading (CSS )?chunk .* failed/i.test(e.message ?? ''))
  );
}
