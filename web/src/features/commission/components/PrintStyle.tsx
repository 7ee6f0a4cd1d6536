/**
 * Print CSS for the check: A4, and while printing everything beside <main> (the shell's sidebar, top and
 * bottom bars) is hidden, as the order print pages do.
 */
export const CHECK_PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  :has(> #main) > :not(#main) { display: none !important; }
  #main { margin: 0 !important; padding: 0 !important; }
}`;

export function PrintStyle() {
  return <style>{CHECK_PRINT_CSS}</style>;
}
