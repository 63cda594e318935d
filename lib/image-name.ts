// Spec data rule: an item image is `{code}_{colour}[_{n}].{jpg|jpeg|png|webp}`. Shared by the
// product transform (which drops size charts and other attachments) and the filename generator.

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp']);

export interface ItemImageName {
  /** The alphanumeric tag after the code, upper case (a colour code such as 'BLK'). */
  colour: string;
  /** The numeric suffix; 0 when the name has none. */
  index: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Parses a file name against the item code; null when it is not one of the item's images. */
export function parseItemImageName(fileName: string, itemCode: string): ItemImageName | null {
  if (itemCode === '') return null;
  const pattern = new RegExp(`^${escapeRegExp(itemCode)}_([A-Za-z0-9]+)(?:_(\\d+))?\\.([A-Za-z]+)$`);
  const match = pattern.exec(fileName);
  if (!match || !IMAGE_EXTENSIONS.has(match[3].toLowerCase())) return null;
  return { colour: match[1].toUpperCase(), index: match[2] ? Number(match[2]) : 0 };
}

export function isItemImageName(fileName: string, itemCode: string): boolean {
  return parseItemImageName(fileName, itemCode) !== null;
}
