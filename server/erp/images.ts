import 'server-only';
import { erpGetBinary } from './http';

// Images live in the ERP; the shop serves them from its own /media path so the ERP address
// never reaches the browser. Only these files may be asked for, whatever the URL says.
const IMAGE_FILES = new Set(['item', 'type', 'carousel']);
const ATTACH_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

export interface ImageRef {
  file: string;
  record: number;
  attach: string;
}

/** Validates the three path segments of a media URL; null when any is unacceptable. */
export function parseImageRef(file: string, record: string, attach: string): ImageRef | null {
  if (!IMAGE_FILES.has(file) || !/^[1-9]\d{0,9}$/.test(record) || !ATTACH_NAME.test(attach)) return null;
  if (attach.includes('..')) return null;
  return { file, record: Number(record), attach };
}

export function fetchImage(ref: ImageRef) {
  return erpGetBinary('$TableImage', {
    system: 'pos',
    file: ref.file,
    record: ref.record,
    attach: ref.attach,
  });
}
