import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from '../src/lib/xlsx';

function workbook(): Uint8Array {
  return zipSync({
    'xl/workbook.xml': strToU8(
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Agents" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/sharedStrings.xml': strToU8(
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Name</t></si><si><t xml:space="preserve">City</t></si><si><r><rPr><b/></rPr><t>Ali&apos;s </t></r><r><t>Pharmacy &amp; Mart&#33;</t></r><rPh sb="0" eb="1"><t>x</t></rPh></si><si><t/></si></sst>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Count</t></is></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="1"/><c r="C2"><v>42</v></c></row>' +
        '<row r="3"></row>' +
        '<row r="4"/>' +
        '<row r="5" spans="1:3"><c r="A5" t="s"><v>3</v></c><c r="B5" t="inlineStr"><is><t>Arima</t></is></c></row>' +
        '</sheetData></worksheet>',
    ),
  });
}

describe('the xlsx reader', () => {
  it('reads the first sheet with shared, rich and inline strings, numbers and gaps', () => {
    expect(readFirstSheet(workbook())).toEqual([
      { Name: "Ali's Pharmacy & Mart!", City: '', Count: '42' },
      { Name: '', City: 'Arima', Count: '' },
    ]);
  });
});
