// exceljs on first use: with its dependencies it is about a quarter of the modules a `pena`
// process would load at start (≈500 files), and only spreadsheet imports, exports and the
// template need it. Import its types with `import type`; get the library from `loadExcel()`.
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
