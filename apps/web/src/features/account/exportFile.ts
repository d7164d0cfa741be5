import type { DataExport } from '@lien/contract';

/** Hands the export to the browser as a JSON file named after the day it was made. */
export function saveExportFile(data: DataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `lien-mes-donnees-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
