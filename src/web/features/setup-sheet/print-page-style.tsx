// On paper the Setup Sheet is the drawing alone, on one A4 page, in dark ink: the app's bars, the toasts
// and the page's padding go, while this screen is shown (the style leaves with it). The screen's own
// buttons and list hide themselves with Tailwind's print: variant.
const PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 8mm; }
  :root, :root.dark { color-scheme: light !important; }
  body > * header, body nav, [data-sonner-toaster] { display: none !important; }
  #main { padding: 0 !important; max-width: none !important; }
}
`;

export function PrintPageStyle() {
  return <style>{PRINT_CSS}</style>;
}
