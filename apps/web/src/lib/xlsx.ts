import { strFromU8, unzipSync } from 'fflate';

/**
 * A small reader for the first sheet of an .xlsx workbook (the agent listing): unzips with
 * fflate, reads shared and inline strings and numbers, and returns rows keyed by the header row.
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
  const parse = (name: string) => {
    const file = files[name];
    return file ? new DOMParser().parseFromString(strFromU8(file), 'application/xml') : undefined;
  };
  const shared = Array.from(parse('xl/sharedStrings.xml')?.getElementsByTagName('si') ?? []).map(
    (item) =>
      Array.from(item.getElementsByTagName('t'))
        .map((t) => t.textContent ?? '')
        .join(''),
  );
  const sheet = parse(
    firstSheetPath(parse('xl/workbook.xml'), parse('xl/_rels/workbook.xml.rels'), files),
  );
  if (!sheet) return [];

  const table: string[][] = [];
  for (const row of Array.from(sheet.getElementsByTagName('row'))) {
    const values: string[] = [];
    for (const cell of Array.from(row.getElementsByTagName('c'))) {
      const column = columnIndex(cell.getAttribute('r') ?? '') ?? values.length;
      const type = cell.getAttribute('t');
      const raw = cell.getElementsByTagName('v')[0]?.textContent ?? '';
      let value: string;
      if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'inlineStr')
        value = Array.from(cell.getElementsByTagName('t'))
          .map((t) => t.textContent ?? '')
          .join('');
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

function firstSheetPath(
  workbook: Document | undefined,
  rels: Document | undefined,
  files: Record<string, Uint8Array>,
): string {
  const relId = workbook?.getElementsByTagName('sheet')[0]?.getAttribute('r:id');
  const target = Array.from(rels?.getElementsByTagName('Relationship') ?? [])
    .find((rel) => rel.getAttribute('Id') === relId)
    ?.getAttribute('Target');
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
