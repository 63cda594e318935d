// @ts-check
// A gzip body assembled from pre-compressed pieces: a cached page is compressed once, and each
// response only compresses its new nonce (a few bytes) and splices it between the pieces. Each
// piece is a run of raw deflate blocks ending on a full flush (byte aligned, so pieces join).
// A piece may be compressed against a dictionary of the text before it, so it can refer back
// across the splice as one gzip stream would; the spliced-in bytes are blanked (NUL, which HTML
// never contains) in that dictionary, so nothing ever refers into them.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block (BFINAL=1, fixed Huffman, end-of-block). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

export const WINDOW = 32 * 1024;
const deflateRawAsync = promisify(deflateRaw);

/** @param {Buffer} [before] the uncompressed text before the piece */
const deflateOptions = (before) => ({
  level: 6,
  finishFlush: constants.Z_FULL_FLUSH,
  ...(before && before.length ? { dictionary: before.subarray(Math.max(0, before.length - WINDOW)) } : {}),
});

/** A few bytes (a nonce) at response time. @param {Buffer} piece @param {Buffer} [before] */
export function deflatePiece(piece, before) {
  return deflateRawSync(piece, deflateOptions(before));
}

/**
 * As deflatePiece, on libuv's thread pool (off the event loop), for pages being cached. zlib
 * answers a view on its 16 KB output chunk: a caller that keeps the result should copy it out.
 * @param {Buffer} piece @param {Buffer} [before]
 * @returns {Promise<Buffer>}
 */
export const deflatePieceAsync = (piece, before) => deflateRawAsync(piece, deflateOptions(before));

/**
 * @param {{ raw: Buffer; deflated: Buffer }[]} pieces in body order
 * @returns {Buffer} a complete gzip member
 */
export function gzipFromPieces(pieces) {
  let crc = 0;
  let size = 0;
  for (const { raw } of pieces) {
    crc = crc32(raw, crc);
    size += raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...pieces.map((p) => p.deflated), FINAL_BLOCK, trailer]);
}
