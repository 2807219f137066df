import { strFromU8, unzipSync } from 'fflate';

/**
 * A small reader for the first sheet of an .xlsx workbook (the agent listing): unzips with
 * fflate, reads shared and inline strings and numbers, and returns rows keyed by the header row.
 * The sheet's XML is read by pattern, not through DOMParser: it is flat and machine-written, and a
 * DOM of every cell would hold the main thread for a noticeable time on a phone.
 * Loaded lazily with the Agent Locations screen only.
 */
export function readFirstSheet(data: ArrayBuffer | Uint8Array): Record<string, string>[] {
  const files = unzipSync(data instanceof Uint8Array ? data : new Uint8Array(data), {
    filter: (file) =>
      file.name === 'xl/sharedStrings.xml' ||
      file.name === 'xl/workbook.xml' ||
      file.name === 'xl/_rels/workbook.xml.rels' ||
      file.name.startsWith('xl/worksheets/sheet'),
  });
  const read = (name: string) => {
    const file = files[name];
    return file ? strFromU8(file) : undefined;
  };
  const shared = elements(read('xl/sharedStrings.xml') ?? '', 'si').map(({ inner }) =>
    textOf(inner),
  );
  const sheet = read(
    firstSheetPath(read('xl/workbook.xml'), read('xl/_rels/workbook.xml.rels'), files),
  );
  if (!sheet) return [];

  const table: string[][] = [];
  for (const row of elements(sheet, 'row')) {
    const values: string[] = [];
    for (const cell of elements(row.inner, 'c')) {
      const column = columnIndex(cell.attributes.r ?? '') ?? values.length;
      const type = cell.attributes.t;
      const raw = decodeXml(/<v>([\s\S]*?)<\/v>/.exec(cell.inner)?.[1] ?? '');
      let value: string;
      if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'inlineStr') value = textOf(cell.inner);
      else value = raw;
      values[column] = value;
    }
    table.push(Array.from(values, (value) => value ?? ''));
  }
  const [header = [], ...body] = table;
  return body
    .filter((row) => row.some((value) => value.trim() !== ''))
    .map((row) =>
      Object.fromEntries(header.map((name, index) => [name.trim(), (row[index] ?? '').trim()])),
    );
}

interface XmlElement {
  attributes: Record<string, string>;
  /** What is between the start and end tags ('' for an empty element). */
  inner: string;
}

/** The elements named `name` in `xml`, in order; the sheet's elements of one name never nest. */
function elements(xml: string, name: string): XmlElement[] {
  const pattern = new RegExp(`<${name}(?=[\\s/>])([^>]*?)(?:/>|>([\\s\\S]*?)</${name}>)`, 'g');
  return Array.from(xml.matchAll(pattern), (match) => ({
    attributes: attributesOf(match[1] ?? ''),
    inner: match[2] ?? '',
  }));
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single] of text.matchAll(
    /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
  )) {
    attributes[name!] = decodeXml(double ?? single ?? '');
  }
  return attributes;
}

/** A string item's text: its runs' `<t>` elements joined (phonetic hints left out). */
function textOf(xml: string): string {
  return elements(xml.replace(/<rPh[\s\S]*?<\/rPh>/g, ''), 't')
    .map((t) => decodeXml(t.inner))
    .join('');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeXml(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g,
    (entity, decimal?: string, hex?: string, name?: string) => {
      if (name) return NAMED_ENTITIES[name]!;
      const code = decimal ? Number(decimal) : parseInt(hex!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    },
  );
}

function firstSheetPath(
  workbook: string | undefined,
  rels: string | undefined,
  files: Record<string, Uint8Array>,
): string {
  const relId = elements(workbook ?? '', 'sheet')[0]?.attributes['r:id'];
  const target = elements(rels ?? '', 'Relationship').find((rel) => rel.attributes.Id === relId)
    ?.attributes.Target;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (files[path]) return path;
  }
  return Object.keys(files).find((name) => name.startsWith('xl/worksheets/sheet')) ?? '';
}

/** "C12" → 2. */
function columnIndex(reference: string): number | undefined {
  const letters = /^[A-Z]+/.exec(reference)?.[0];
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}
